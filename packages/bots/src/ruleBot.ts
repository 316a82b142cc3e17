import { playerHandZoneId, type Action, type ActionInit, type ActionInitOf, type Card, type GameState, type PlayerView, type Zone, type ZoneView } from '@decklet/core'
import type { ControllerTools, DecisionRequest, PlayerController, Reply, TimerHandle } from '@decklet/runtime'

/**
 * A bot's decision: given only what a request carries (the player's legal actions and own view), the
 * action to take, or `null` to stay silent (the session's timeout, or the tournament's next player, then applies).
 * `TAction` is the form of the actions it returns: a game's init union, such as `BotPolicy<UnoActionInit>` for
 * `unoPolicy`, whose results a `GameEngine<UnoAction>` dispatches as they are.
 *
 * @example
 * ```ts
 * const drawFirst: BotPolicy<UnoActionInit> = (request) => (request.legalActions.some((a) => a.type === 'DRAW') ? { type: 'DRAW' } : null)
 * ```
 */
export type BotPolicy<TAction extends ActionInit = ActionInit> = (request: DecisionRequest) => TAction | null

/** Options of a {@link PolicyBotController} (and of the `create…Bot` factories). */
export interface PolicyBotOptions {
  /**
   * Think time before answering, on the session's clock (default 0: at once, as a tournament needs): a
   * number, or per decision (`(action) => action.type === 'CATCH_UNO' ? 4_000 : 700`).
   */
  readonly delayMs?: number | ((action: ActionInit, request: DecisionRequest) => number)
}

/**
 * A {@link PlayerController} that answers every request with its policy's choice, at once or after its
 * think time. It never sees more than the request: the legal actions and the player's view, where hidden
 * cards are placeholders.
 *
 * @example
 * ```ts
 * const firstLegal = new PolicyBotController('first-legal', (request) => request.legalActions[0] ?? null, { delayMs: 500 })
 * ```
 */
export class PolicyBotController implements PlayerController {
  /** The requests seen, newest last (a test's window on what the bot was told). */
  readonly seen: DecisionRequest[] = []
  private readonly timers = new Map<string, { handle: TimerHandle; tools: ControllerTools }>()

  constructor(
    readonly kind: string,
    private readonly policy: BotPolicy,
    private readonly options: PolicyBotOptions = {},
  ) {}

  onRequest(request: DecisionRequest, reply: Reply, tools: ControllerTools): void {
    this.seen.push(request)
    // After a resume the same request comes again: its answer is timed anew.
    this.cancel(request.requestId)
    if (request.legalActions.length === 0) return
    const action = this.policy(request)
    if (action === null) return
    const delay = typeof this.options.delayMs === 'function' ? this.options.delayMs(action, request) : (this.options.delayMs ?? 0)
    if (!(delay > 0)) {
      reply(action)
      return
    }
    const handle = tools.scheduler.setTimeout(() => {
      this.timers.delete(request.requestId)
      reply(action)
    }, delay)
    this.timers.set(request.requestId, { handle, tools })
  }

  onRequestClosed(requestId: string): void {
    this.cancel(requestId)
  }

  dispose(): void {
    for (const id of [...this.timers.keys()]) this.cancel(id)
    this.seen.length = 0
  }

  private cancel(requestId: string): void {
    const timer = this.timers.get(requestId)
    if (timer === undefined) return
    timer.tools.scheduler.clearTimeout(timer.handle)
    this.timers.delete(requestId)
  }
}

/**
 * The `{ type, payload }` of a legal action, as a reply: the init form of the action's own union, so that
 * `toReply(action as UnoAction)` is a `UnoActionInit` (an untyped `Action` gives an untyped init).
 */
export function toReply<TAction extends Action>(action: TAction): ActionInitOf<TAction> {
  return { type: action.type, payload: action.payload } as ActionInitOf<TAction>
}

/**
 * What a policy reads: a player's view, or a whole state (the search bot's playouts ask the rule policies with
 * a sampled state, which holds the acting player's cards as its view would).
 */
export type Table = PlayerView | GameState

/** The card at `index` of `zone` of `table` (a view's face, a state's card record); `undefined` when unknown. @internal */
export function cardAt(table: Table, zone: Zone | ZoneView, index: number): Card | undefined {
  return 'faces' in zone ? zone.faces[index] : (table as GameState).cards[zone.cards[index]!]
}

/** The cards of the player's own hand (`hand-<playerId>`) as the view shows them; placeholders left out. */
export function ownHand(view: Table, playerId: string): Card[] {
  return zoneCards(view, playerHandZoneId(playerId))
}

/** The visible cards of a zone of the view (placeholders and unknown ids left out). */
export function zoneCards(view: Table, zoneId: string): Card[] {
  const zone = view.zones[zoneId]
  if (zone === undefined) return []
  const out: Card[] = []
  for (let i = 0; i < zone.cards.length; i++) {
    const card = cardAt(view, zone, i)
    if (card !== undefined && card.type !== 'hidden') out.push(card)
  }
  return out
}

/** The payload of an action as a record (empty when it is not an object). */
export function payloadOf(action: Action): Record<string, unknown> {
  const p = action.payload
  return p !== null && typeof p === 'object' ? (p as Record<string, unknown>) : {}
}
