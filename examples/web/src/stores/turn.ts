import type { TurnSnapshot, TurnState } from '@decklet/runtime'
import { defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import type { Observable } from '../session/observable'

/**
 * The runtime's client turn store (spec 004's TurnState: `WAITING_TURN`, `MY_TURN`, `ANIMATING`, `TIMEOUT`,
 * `OUT`) mirrored in Pinia: the page reads turns from here. It holds the store's immutable snapshot in a
 * `shallowRef` and replaces it on every change, so the getters follow each transition the runtime makes and
 * add none of their own.
 */
export const useTurnStore = defineStore('turn', () => {
  const snapshot = shallowRef<TurnSnapshot | null>(null)
  let unsubscribe: (() => void) | null = null

  /** Follows `source` (the offline turn store, or a `@decklet/client` connection's `turn`) from now on. */
  function attach(source: Observable<TurnSnapshot>): void {
    unsubscribe?.()
    const sync = (): void => {
      snapshot.value = source.getSnapshot()
    }
    unsubscribe = source.subscribe(sync)
    sync()
  }

  /** Stops following and forgets the snapshot. */
  function release(): void {
    unsubscribe?.()
    unsubscribe = null
    snapshot.value = null
  }

  const state = computed<TurnState | null>(() => snapshot.value?.state ?? null)
  const canAct = computed(() => snapshot.value?.canAct ?? false)
  const request = computed(() => snapshot.value?.request ?? null)
  const legalActions = computed(() => (snapshot.value?.canAct === true ? (snapshot.value.request?.legalActions ?? []) : []))
  const view = computed(() => snapshot.value?.view ?? snapshot.value?.request?.view ?? null)
  const paused = computed(() => snapshot.value?.paused ?? false)
  const gameOver = computed(() => snapshot.value?.gameOver ?? null)
  const rejection = computed(() => snapshot.value?.rejection ?? null)
  const barrier = computed(() => snapshot.value?.barrier ?? null)
  const waitingFor = computed(() => snapshot.value?.waitingFor ?? [])
  const deadline = computed(() => snapshot.value?.deadline ?? null)

  return { snapshot, state, canAct, request, legalActions, view, paused, gameOver, rejection, barrier, waitingFor, deadline, attach, release }
})
