import type { ActionInit } from '@decklet/core'
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { STARTING_INFO, type ChannelInfo, type GameChannel } from '../session/channel'
import { createNames, type Narrator } from '../games/narration'
import { saveReplay } from '../replay/replayStorage'
import { useTurnStore } from './turn'

/** A line of the table's log. */
export interface LogLine {
  readonly id: number
  readonly text: string
  /** The event's type (for styling and tests). */
  readonly type: string
}

/** The animation the page is playing, for the events of the tick that asked for it. */
export interface PlayingAnimation {
  readonly barrierId: string
  readonly eventTypes: readonly string[]
  /** The card ids the events name (the page highlights them). */
  readonly cardIds: readonly string[]
}

/** What {@link useTableStore}'s `open` needs. */
export interface OpenTable {
  readonly channel: GameChannel
  readonly narrate: Narrator
  /** How long an animation plays before the page acknowledges it. */
  readonly animationMs: number
}

const MAX_LOG = 300

/**
 * The table the page shows: one game channel (offline or online), its info, the log of what happened, the
 * turn timer, and the animation loop. The turn itself is in {@link useTurnStore}, which this store attaches
 * to the channel's turn store. Barriers are answered here: the ready barrier at once, an acknowledgement or
 * animation barrier once the page has played the animation (spec 004's acknowledgement barrier: the session's
 * next turn waits for it).
 */
export const useTableStore = defineStore('table', () => {
  const turn = useTurnStore()
  const info = shallowRef<ChannelInfo>(STARTING_INFO)
  const log = ref<LogLine[]>([])
  const animation = shallowRef<PlayingAnimation | null>(null)
  const now = ref(Date.now())
  // Where my open request's countdown ends on this page's clock (from the request's `remainingMs`, so a
  // server on another clock, or a request sent again after a resume, counts right).
  const myDeadline = ref<number | null>(null)
  /** The page's player (`null`: a spectator). */
  const me = ref<string | null>(null)
  /** The id of the finished game's saved replay. */
  const replayId = ref<string | null>(null)
  const pausable = ref(false)
  /**
   * My last request ran out and the session played the default for me. The runtime's `TIMEOUT` lasts until
   * the next request of anyone, which with bots is at once: the page keeps saying so until my next request.
   */
  const timedOut = ref(false)
  let channel: GameChannel | null = null
  let cleanup: (() => void)[] = []

  const names = computed<Record<string, string>>(() => Object.fromEntries(info.value.seats.map((s) => [s.id, s.name])))

  function open(options: OpenTable): void {
    close()
    const c = options.channel
    channel = c
    me.value = c.me
    pausable.value = c.canPause
    timedOut.value = false
    replayId.value = null
    log.value = []
    const handled = new Set<string>()
    let lastEvents: unknown = null
    let lastRequest: string | null = null
    let lineId = 0
    let lastTurn = -1
    let timedOutTurn = -1
    const syncInfo = (): void => {
      info.value = c.info.getSnapshot()
      const record = info.value.viewerRecord
      if (record !== null && replayId.value === null && typeof localStorage !== 'undefined') replayId.value = saveReplay(localStorage, record, names.value)
    }
    const onTurn = (): void => {
      const snap = c.turn.getSnapshot()
      if (snap.events !== lastEvents) {
        lastEvents = snap.events
        const seatNames = createNames(names.value, c.me)
        const lines: LogLine[] = []
        for (const event of snap.events) {
          const text = options.narrate(event, seatNames)
          if (text !== null) lines.push({ id: ++lineId, text, type: event.type })
        }
        if (lines.length > 0) log.value = [...log.value, ...lines].slice(-MAX_LOG)
      }
      if (snap.request !== null) lastTurn = snap.request.turn
      if (snap.state === 'TIMEOUT') {
        timedOut.value = true
        timedOutTurn = lastTurn
      } else if (snap.request !== null && snap.state === 'MY_TURN' && snap.request.turn !== timedOutTurn) {
        // A request of a later turn (the one after a timed-out draw, say, is still the same turn).
        timedOut.value = false
      }
      const key = snap.request === null ? null : `${snap.request.requestId}@${snap.request.deadline}`
      if (key !== lastRequest) {
        lastRequest = key
        now.value = Date.now()
        myDeadline.value = snap.request === null ? null : now.value + snap.request.remainingMs
      }
      const barrier = snap.barrier
      if (barrier === null || handled.has(barrier.barrierId)) return
      handled.add(barrier.barrierId)
      if (barrier.kind === 'ready') return c.acknowledge()
      c.beginAnimation()
      animation.value = {
        barrierId: barrier.barrierId,
        eventTypes: barrier.eventTypes ?? [barrier.animation?.name ?? barrier.kind],
        cardIds: snap.events.flatMap((e) => cardIdsOf(e.payload)),
      }
      const timer = setTimeout(() => {
        if (channel !== c) return
        animation.value = null
        c.endAnimation(true)
        c.acknowledge()
      }, options.animationMs)
      cleanup.push(() => clearTimeout(timer))
    }
    turn.attach(c.turn)
    cleanup.push(c.info.subscribe(syncInfo), c.turn.subscribe(onTurn))
    syncInfo()
    onTurn()
    const tick = setInterval(() => {
      now.value = Date.now()
    }, 250)
    cleanup.push(() => clearInterval(tick))
  }

  function close(): void {
    for (const undo of cleanup) undo()
    cleanup = []
    channel?.close()
    channel = null
    turn.release()
    animation.value = null
    myDeadline.value = null
    pausable.value = false
  }

  /** Sends a move for the open request. */
  function act(action: ActionInit): void {
    timedOut.value = false
    channel?.act(action)
  }

  const canPause = computed(() => pausable.value && info.value.status === 'playing')
  function togglePause(): void {
    if (channel === null || !channel.canPause) return
    if (turn.paused) channel.resume()
    else channel.pause()
  }

  /**
   * The seconds left to decide: mine when I am asked, else the wait of whoever is asked (offline the
   * session's deadline, online the table summary's); `null` when nobody is asked.
   */
  const secondsLeft = computed<number | null>(() => {
    const snap = turn.snapshot
    if (snap === null || snap.gameOver !== null) return null
    const end = myDeadline.value ?? snap.deadline ?? (info.value.deadline !== null && info.value.deadline > 0 ? info.value.deadline : null)
    if (end === null) return null
    return Math.max(0, Math.ceil((end - now.value) / 1000))
  })

  /** The whole time of the open request (for the timer's bar). */
  const totalSeconds = computed(() => (turn.request === null ? null : Math.round(turn.request.timeoutMs / 1000)))

  return { info, log, animation, names, me, replayId, timedOut, secondsLeft, totalSeconds, canPause, open, close, act, togglePause }
})

/** The card ids an event's payload names (`cardId`, `cardIds`, `cards`, `board`). */
function cardIdsOf(payload: unknown): string[] {
  if (typeof payload !== 'object' || payload === null) return []
  const p = payload as Record<string, unknown>
  const ids: string[] = []
  if (typeof p.cardId === 'string') ids.push(p.cardId)
  for (const key of ['cardIds', 'cards', 'board']) {
    const list = p[key]
    if (Array.isArray(list)) for (const id of list) if (typeof id === 'string') ids.push(id)
  }
  return ids
}
