// Test helpers (not exported from the package).
import { GameEngine, playerHandZoneId, type ActionInit } from '@decklet/core'
import type { ControllerTools, DecisionRequest, PlayerController, Reply } from '@decklet/runtime'
import { SimpleGamePlugin } from '@decklet/plugin-simple-game'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { TurnPlugin } from '@decklet/plugin-turn'
import { DrawPlugin } from '@decklet/plugin-draw'
import { createUnoPlugin } from '@decklet/plugin-uno'
import { createDoudizhuPlugins } from '@decklet/plugin-doudizhu'
import { PokerRulesPlugin } from '@decklet/plugin-poker'
import { createHoldemPlugin } from '@decklet/plugin-holdem'
import type { GameSetup } from './tournament'

export const simpleGameEngine = ({ seed, players }: GameSetup): GameEngine =>
  new GameEngine({ seed }).use(StandardDeckPlugin).use(TurnPlugin).use(DrawPlugin).use(SimpleGamePlugin).createGame({ players: [...players] }).start()

export const unoEngine = ({ seed, players }: GameSetup): GameEngine =>
  new GameEngine({ seed }).use(createUnoPlugin({ scoring: 'single-hand' })).createGame({ players: [...players] }).start()

export const doudizhuEngine = ({ seed, players }: GameSetup): GameEngine => {
  const engine = new GameEngine({ seed })
  for (const plugin of createDoudizhuPlugins()) engine.use(plugin)
  return engine.createGame({ players: [...players] }).start()
}

export const holdemEngine = ({ seed, players }: GameSetup): GameEngine =>
  new GameEngine({ seed })
    .use(StandardDeckPlugin)
    .use(PokerRulesPlugin)
    .use(createHoldemPlugin({ smallBlind: 1, bigBlind: 2, startingStack: 60, maxHands: 15 }))
    .createGame({ players: [...players] })
    .start()

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {})

/**
 * Wraps a bot and checks each of its answers: the action is one of the request's legal actions, and the
 * request's view shows every other player's hand as placeholders only.
 */
export class Auditor implements PlayerController {
  readonly kind: string
  readonly chosen: ActionInit[] = []
  readonly problems: string[] = []
  placeholders = 0

  /** `publicCards`: cards of a hand the game shows everyone (Dou Dizhu's kitty, once the landlord takes it). */
  constructor(
    private readonly inner: PlayerController,
    private readonly publicCards: (request: DecisionRequest) => readonly string[] = () => [],
  ) {
    this.kind = inner.kind
  }

  onRequest(request: DecisionRequest, reply: Reply, tools: ControllerTools): void {
    const shown = new Set(this.publicCards(request))
    for (const id of Object.keys(request.view.players)) {
      if (id === request.playerId) continue
      const hand = request.view.zones[playerHandZoneId(id)]
      hand?.cards.forEach((cardId, i) => {
        if (shown.has(cardId)) return
        if (!cardId.startsWith('hidden:')) this.problems.push(`${request.playerId} sees ${cardId} of ${id}`)
        else this.placeholders++
        if (hand.faces[i]?.type !== 'hidden') this.problems.push(`card data of ${cardId}`)
      })
    }
    this.inner.onRequest(
      request,
      (action) => {
        this.chosen.push(action)
        if (!request.legalActions.some((a) => a.type === action.type && same(a.payload, action.payload))) {
          this.problems.push(`illegal ${JSON.stringify(action)}`)
        }
        return reply(action)
      },
      tools,
    )
  }

  onRequestClosed(requestId: string, reason: 'answered' | 'timeout' | 'superseded' | 'stopped'): void {
    this.inner.onRequestClosed?.(requestId, reason)
  }

  dispose(): void {
    this.inner.dispose?.()
  }
}

/** Dou Dizhu's kitty: everyone sees it, in the landlord's hand too. */
export const doudizhuKitty = (request: DecisionRequest): readonly string[] =>
  (request.view.variables.doudizhu as { kitty?: string[] } | undefined)?.kitty ?? []
