import type { Action, ActionInit, PlayerView } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { chooseTimeoutAction, type DefaultActionContext } from './timeoutChooser'

const view = (viewer: string): PlayerView => ({ viewer }) as unknown as PlayerView
const action = (type: string, playerId: string): Action => ({ id: `${type}-id`, type, playerId, payload: { from: type } }) as Action
/** A request as the round closed it: more fields than the host's default may see. */
const asked = (playerId: string, ...types: string[]) => ({
  requestId: `r-${playerId}`,
  playerId,
  legalActions: types.map((t) => action(t, playerId)),
  view: view(playerId),
})
const defaults = (byPlayer: Record<string, ActionInit>) => (playerId: string): ActionInit | null => byPlayer[playerId] ?? null

describe('chooseTimeoutAction: what a timeout dispatches', () => {
  it("the game's default of the first player asked (the current player) wins", () => {
    const choice = chooseTimeoutAction([asked('p1', 'PLAY'), asked('p2', 'CATCH')], defaults({ p1: { type: 'DRAW' }, p2: { type: 'CATCH' } }), undefined)
    expect(choice).toEqual({ action: { type: 'DRAW', payload: {}, playerId: 'p1' }, source: 'timeout' })
  })

  it("a later player's game default when the first has none", () => {
    const choice = chooseTimeoutAction([asked('p1', 'PLAY'), asked('p2', 'PASS')], defaults({ p2: { type: 'PASS', payload: { why: 'late' } } }), undefined)
    expect(choice).toEqual({ action: { type: 'PASS', payload: { why: 'late' }, playerId: 'p2' }, source: 'timeout' })
  })

  it("the host's default only when the game declares none for anybody, tried in the same order, told three fields", () => {
    const told: DefaultActionContext[] = []
    const host = (context: DefaultActionContext): ActionInit | null => {
      told.push(context)
      return context.playerId === 'p2' ? { type: 'BIG' } : null
    }
    const players = [asked('p1', 'SMALL'), asked('p2', 'SMALL', 'BIG')]
    expect(chooseTimeoutAction(players, defaults({}), host)).toEqual({ action: { type: 'BIG', payload: {}, playerId: 'p2' }, source: 'timeout' })
    expect(told).toEqual([
      { playerId: 'p1', legalActions: players[0]!.legalActions, view: view('p1') },
      { playerId: 'p2', legalActions: players[1]!.legalActions, view: view('p2') },
    ])
    told.length = 0
    chooseTimeoutAction(players, defaults({ p2: { type: 'SMALL' } }), host)
    expect(told).toEqual([])
  })

  it('falls back to the first legal action of the first player asked, without its id', () => {
    const choice = chooseTimeoutAction([asked('p3', 'TICK', 'TOCK'), asked('p1', 'TACK')], defaults({}), () => null)
    expect(choice).toEqual({ action: { type: 'TICK', payload: { from: 'TICK' }, playerId: 'p3' }, source: 'fallback' })
  })

  it("dispatches a default for the player it was asked of, whatever player the default names", () => {
    const choice = chooseTimeoutAction([asked('p1', 'PLAY')], defaults({ p1: { type: 'DRAW', playerId: 'p9' } as ActionInit }), undefined)
    expect(choice.action.playerId).toBe('p1')
  })
})
