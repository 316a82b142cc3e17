import { describe, expect, it } from 'vitest'
import type { GamePlugin } from '../plugins/types'
import { createGameState } from '../state/factories'
import type { GameState, GameStatus } from '../state/types'
import { newGame } from './__fixtures__/testPlugins'
import { computePending, type PendingStep } from './pending'

function state(status: GameStatus): GameState {
  return { ...createGameState({ gameId: 'g', seed: 1, players: [{ id: 'p1', name: 'A', seat: 0 }] }), status }
}

const answering = (step: PendingStep | null): Pick<GamePlugin, 'pending'> => ({ pending: () => step })
const DEAL: PendingStep = { action: { type: 'DEAL' } }
const REVEAL: PendingStep = { action: { type: 'REVEAL', payload: { card: 3 } }, animation: { id: 'a1', name: 'flip', data: { card: 3 } } }

describe('computePending', () => {
  it.each<GameStatus>(['waiting', 'paused', 'finished'])('is null while the game is %s, without asking the hooks', (status) => {
    const plugin = { pending: () => { throw new Error('pending must not be asked unless the game is playing') } }
    expect(computePending(state(status), [plugin])).toBeNull()
  })

  it('is null when no plugin has a pending hook', () => {
    expect(computePending(state('playing'), [{}, {}])).toBeNull()
  })

  it('is the first answer in registration order, and the later plugins are not asked', () => {
    const later = { pending: () => { throw new Error('asked after an answer') } }
    expect(computePending(state('playing'), [{}, answering(null), answering(REVEAL), later])).toBe(REVEAL)
  })

  it('is null when every hook answers null', () => {
    expect(computePending(state('playing'), [answering(null), answering(null)])).toBeNull()
  })

  it('calls each hook with the state, as a method of its plugin', () => {
    const s = state('playing')
    const plugin = {
      step: DEAL,
      pending(this: { step: PendingStep }, given: GameState) {
        expect(given).toBe(s)
        return this.step
      },
    }
    expect(computePending(s, [plugin])).toBe(DEAL)
  })
})

describe('engine.getPending', () => {
  const Dealer: GamePlugin = {
    id: 'dealer', name: 'Dealer', version: '1.0.0',
    actions: [{ type: 'DEAL', execute: (_a, { state }) => ({ state: { ...state, variables: { ...state.variables, dealt: true } } }) }],
    pending: (s) => (s.variables.dealt === true ? null : DEAL),
  }

  it('is null before start and the plugin answer while playing; dispatching the action clears it', () => {
    const engine = newGame([Dealer], { start: false })
    expect(engine.getPending()).toBeNull()
    engine.start()
    expect(engine.getPending()).toEqual(DEAL)
    expect(engine.dispatch(engine.getPending()!.action).ok).toBe(true)
    expect(engine.getPending()).toBeNull()
  })

  it('asks the plugins in registration order', () => {
    const other: GamePlugin = { id: 'other', name: 'Other', version: '1.0.0', pending: () => REVEAL }
    expect(newGame([Dealer, other]).getPending()).toEqual(DEAL)
    expect(newGame([other, Dealer]).getPending()).toEqual(REVEAL)
  })

  it('is null for plugins without the hook', () => {
    expect(newGame([{ id: 'x', name: 'X', version: '1.0.0' }]).getPending()).toBeNull()
  })
})
