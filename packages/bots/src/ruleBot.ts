import { playerHandZoneId, type Action, type ActionInit, type Card, type PlayerView } from '@decklet/core'
import type { ControllerTools, DecisionRequest, PlayerController, Reply } from '@decklet/runtime'

/**
 * A bot's decision: given only what a request carries (the player's legal actions and own view), the
 * action to take, or `null` to stay silent (the session's timeout, or the tournament's next player, then applies).
 */
export type BotPolicy = (request: DecisionRequest) => ActionInit | null

/**
 * A {@link PlayerController} that answers every request at once with its policy's choice. It never sees
 * more than the request: the legal actions and the player's view, where hidden cards are placeholders.
 *
 * @example
 * ```ts
 * const firstLegal = new PolicyBotController('first-legal', (request) => request.legalActions[0] ?? null)
 * ```
 */
export class PolicyBotController implements PlayerController {
  /** The requests seen, newest last (a test's window on what the bot was told). */
  readonly seen: DecisionRequest[] = []

  constructor(
    readonly kind: string,
    private readonly policy: BotPolicy,
  ) {}

  onRequest(request: DecisionRequest, reply: Reply, _tools: ControllerTools): void {
    this.seen.push(request)
    if (request.legalActions.length === 0) return
    const action = this.policy(request)
    if (action !== null) reply(action)
  }

  dispose(): void {
    this.seen.length = 0
  }
}

/** The `{ type, payload }` of a legal action, as a reply. */
export function toReply(action: Action): ActionInit {
  return { type: action.type, payload: action.payload }
}

/** The cards of the player's own hand (`hand-<playerId>`) as the view shows them; placeholders left out. */
export function ownHand(view: PlayerView, playerId: string): Card[] {
  return zoneCards(view, playerHandZoneId(playerId))
}

/** The visible cards of a zone of the view (placeholders and unknown ids left out). */
export function zoneCards(view: PlayerView, zoneId: string): Card[] {
  const zone = view.zones[zoneId]
  if (zone === undefined) return []
  const out: Card[] = []
  for (const id of zone.cards) {
    const card = view.cards[id]
    if (card !== undefined && card.type !== 'hidden') out.push(card)
  }
  return out
}

/** The payload of an action as a record (empty when it is not an object). */
export function payloadOf(action: Action): Record<string, unknown> {
  const p = action.payload
  return p !== null && typeof p === 'object' ? (p as Record<string, unknown>) : {}
}
