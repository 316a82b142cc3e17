import { StateDraft, type ActionHandler, type EventHandler } from '@decklet/core'
import { createShuffleAction, SHUFFLE, type ShufflePayload } from './actions'
import { STANDARD_DECK_ZONE_ID } from './deck'
import type { DeckShuffledPayload } from './events'

/**
 * The `SHUFFLE` handler of one plugin instance, with its own draft (see core's `StateDraft`).
 * @internal
 */
export function createShuffleHandler(): ActionHandler<typeof SHUFFLE, ShufflePayload> {
  const draft = new StateDraft()
  return {
    type: SHUFFLE,
    execute(action, { state, random }) {
      // Same reading as the rule: a missing (or null) payload or zoneId means the deck.
      const zoneId = (action.payload as ShufflePayload | null | undefined)?.zoneId ?? STANDARD_DECK_ZONE_ID
      const d = draft.reset(state)
      const cards = d.cards(zoneId)
      d.setZoneCards(zoneId, random.shuffle(cards))
      const shuffled: DeckShuffledPayload = { zoneId, count: cards.length }
      d.emit({ type: 'DECK_SHUFFLED', payload: shuffled })
      return d.result()
    },
  }
}

/**
 * On `GAME_STARTED`: the game shuffles the deck.
 * @internal
 */
export const shuffleOnStart: EventHandler<'GAME_STARTED'> = {
  type: 'GAME_STARTED',
  handle: (_event, ctx) => void ctx.dispatch(createShuffleAction()),
}
