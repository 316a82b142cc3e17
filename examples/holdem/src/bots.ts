import { createAction, playerHandZoneId, type Action, type GameEngine } from '@decklet/core'
import { bettingOptions, BOARD_ZONE_ID, getHoldemState } from '@decklet/plugin-holdem'
import { evaluateHand, rankOfCard, parseCard } from '@decklet/plugin-poker'

/**
 * A simple bot that sees only what its player may see (its own view): pre-flop it raises pairs and two
 * high cards and calls small bets with one; after the flop it bets or raises two pair or better, calls
 * with a pair, and checks or folds the rest.
 */
export function botAction(engine: GameEngine, playerId: string): Action {
  const view = engine.getPlayerView(playerId)
  const table = getHoldemState(engine.getState()) // public data only
  const options = bettingOptions(table, playerId)!
  const hole = view.zones[playerHandZoneId(playerId)]!.cards
  const board = view.zones[BOARD_ZONE_ID]!.cards
  const act = (type: string, amount?: number) => createAction({ type, playerId, payload: amount === undefined ? {} : { amount } })
  const passive = () => (options.canCheck ? act('CHECK') : act('FOLD'))
  const raise = (size: number) => {
    if (options.raise) return act('RAISE', Math.min(options.raise.max, Math.max(options.raise.min, size)))
    if (options.bet) return act('BET', Math.min(options.bet.max, Math.max(options.bet.min, size)))
    return options.call !== null ? act('CALL') : passive()
  }
  const pot = Object.values(table.committed).reduce((a, b) => a + b, 0)
  if (board.length === 0) {
    const [a, b] = hole.map((c) => rankOfCard(parseCard(c)))
    const pair = a === b
    const high = (a! >= 9 ? 1 : 0) + (b! >= 9 ? 1 : 0) // jacks or better
    if (pair || high === 2) return raise(table.currentBet * 3)
    if (high === 1 && options.toCall <= table.options.bigBlind * 2) return options.call !== null ? act('CALL') : passive()
    return passive()
  }
  const strength = evaluateHand([...hole, ...board]).category
  if (['two-pair', 'three-of-a-kind', 'straight', 'flush', 'full-house', 'four-of-a-kind', 'straight-flush'].includes(strength)) {
    return raise(table.currentBet + Math.ceil(pot * 0.66))
  }
  if (strength === 'pair' && options.toCall <= pot / 2) return options.call !== null ? act('CALL') : passive()
  return passive()
}
