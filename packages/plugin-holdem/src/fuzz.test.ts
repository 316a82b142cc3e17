import { createAction, SeededRandomProvider, type DispatchResult } from '@decklet/core'
import { STANDARD_DECK_ZONE_ID } from '@decklet/plugin-standard-deck'
import { createTestEngine, fuzzPlugins, testSize, verifyReplay } from '@decklet/testing'
import { describe, expect, it } from 'vitest'
import type { HoldemOptions } from './options'
import { getHoldemState } from './state'
import { checkCards, checkChips } from './stateCheck'
import { holdemPlugins, sessionsPerTableSize } from './__fixtures__/table'

/** Sessions per configuration and per join/leave driver (README, Testing): one per table size in a quick run. */
const GAMES = testSize('HOLDEM_FUZZ_GAMES', { quick: 9, long: 500 })
const TABLE_SIZES = [2, 3, 4, 5, 6, 7, 8, 9, 10]

const CONFIGURATIONS: [string, HoldemOptions][] = [
  ["no-limit Hold'em", {}],
  ["no-limit Hold'em with antes", { ante: 1, smallBlind: 1, bigBlind: 3 }],
  ["pot-limit Hold'em", { structure: 'pot-limit' }],
  ["fixed-limit Hold'em", { structure: 'fixed-limit' }],
  ["no-limit Hold'em with a straddle", { straddle: true }],
  ["fixed-limit Hold'em with a straddle, capped heads-up", { structure: 'fixed-limit', straddle: true, liftCapHeadsUp: false }],
  ['pot-limit Omaha', { variant: 'omaha', structure: 'pot-limit' }],
  ['Omaha hi-lo, fixed-limit', { variant: 'omaha', hiLo: true, structure: 'fixed-limit' }],
]

describe('random sessions', () => {
  for (const [name, options] of CONFIGURATIONS) {
    it(`${name}: every legal action accepted, invariants and chips kept, forks, snapshots and replays agree`, () => {
      let games = 0
      for (const [players, sessions] of sessionsPerTableSize(GAMES, TABLE_SIZES)) {
        // Short stacks, so that all-ins, side pots and busted players come often.
        const makeEngine = (seed: number) => createTestEngine({ plugins: holdemPlugins({ ...options, startingStack: 10 + (seed % 50), maxHands: 12 }), seed, players })
        const report = fuzzPlugins(makeEngine, { games: sessions, maxSteps: 2000, seed: players })
        expect(report.failures, `${players} players`).toEqual([])
        games += report.games
      }
      expect(games).toBe(GAMES)
    })
  }

  for (const autoDeal of [true, false]) {
    it(`players joining, leaving and rebuying between and during hands (autoDeal: ${autoDeal}) keep every chip and card accounted for, and the game replays`, () => {
      for (let seed = 1; seed <= GAMES; seed++) {
        const engine = createTestEngine({ plugins: holdemPlugins({ startingStack: 20, maxBuyIn: 40, maxHands: 30, autoDeal }), seed, players: 3 })
        const random = new SeededRandomProvider(seed)
        let next = 4
        for (let step = 0; step < 400 && engine.getState().status === 'playing'; step++) {
          const ids = Object.keys(engine.getState().players)
          const roll = random.next()
          let result: DispatchResult
          if (roll < 0.03) {
            // New players and players coming back, in a seat of their choice (free, taken or out of range) or the next free one.
            const playerId = roll < 0.015 ? `p${next++}` : random.pick([...ids, `p${random.int(1, next)}`])
            const stack = random.int(1, 40)
            const payload = random.next() < 0.5 ? { stack } : { stack, seat: random.int(0, 11) }
            result = engine.dispatch(createAction({ type: 'JOIN', playerId, payload }))
          } else if (roll < 0.06) result = engine.dispatch(createAction({ type: 'LEAVE', playerId: random.pick(ids) }))
          else if (roll < 0.09) result = engine.dispatch(createAction({ type: 'REBUY', playerId: random.pick(ids), payload: { amount: random.int(1, 40) } }))
          else {
            const toAct = engine.getState().currentPlayerId
            if (toAct === null) {
              // With autoDeal: false the host deals; every deal is from the whole deck.
              if (getHoldemState(engine.getState()).street !== 'waiting') break
              expect(engine.dispatch(createAction({ type: 'START_HAND' })).ok).toBe(true)
              const state = engine.getState()
              if (getHoldemState(state).street === 'preflop') expect(state.zones[STANDARD_DECK_ZONE_ID]!.cards.length).toBe(52 - 2 * getHoldemState(state).inHand.length)
              continue
            }
            const legal = engine.getLegalActions(toAct)
            result = engine.dispatch(createAction(random.pick(legal)))
            expect(result.ok).toBe(true)
          }
          // Table actions are taken or denied with a code; none breaks a check.
          expect(result.error).toBeUndefined()
          expect(result.ok || result.denyCode !== undefined).toBe(true)
          expect(checkChips(engine.getState())).toEqual([])
          expect(checkCards(engine.getState())).toEqual([])
        }
        expect(getHoldemState(engine.getState()).seats.length).toBeGreaterThan(0)
        expect(verifyReplay(engine).diff).toBe('')
      }
    })
  }
})
