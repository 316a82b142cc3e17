import { expect, it, vi } from 'vitest'

it('runs the README example and prints what the README says', async () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  // ---- README example (kept in sync with README.md) ----
  const { GameEngine, createAction } = await import('@decklet/core')
  const { StandardDeckPlugin } = await import('@decklet/plugin-standard-deck')
  const { PokerRulesPlugin } = await import('@decklet/plugin-poker')
  const { createHoldemPlugin, formatHandHistory } = await import('./index')

  const engine = new GameEngine({ seed: 7 })
    .use(StandardDeckPlugin)
    .use(PokerRulesPlugin)
    .use(createHoldemPlugin({ smallBlind: 1, bigBlind: 2, startingStack: 200 }))
  engine.createGame({ players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }, { id: 'cy', name: 'Cy' }] }).start()
  const act = (playerId: string, type: string, amount?: number) => engine.dispatch(createAction({ type, playerId, payload: amount === undefined ? {} : { amount } }))

  // Ann has the button; three-handed she acts first.
  const holdem = engine.getPluginApi('holdem')
  console.log(holdem.bettingOptions(engine.getState(), 'ann')?.raise) // { min: 4, max: 200 }
  console.log(act('bob', 'CALL').denyCode) // NOT_YOUR_TURN
  console.log(act('ann', 'RAISE', 3).denyCode) // RAISE_TOO_SMALL
  act('ann', 'RAISE', 6)
  act('bob', 'FOLD')
  act('cy', 'CALL')
  act('cy', 'CHECK') // the flop: Cy, left of the button, acts first
  act('ann', 'BET', 8)
  act('cy', 'FOLD') // Ann wins the pot uncontested; hand 2 is dealt at once
  console.log(formatHandHistory(engine.getState()))
  console.log(holdem.getHoldemState(engine.getState()).button) // bob
  // ---- end of the README example ----
  const printed = log.mock.calls.map((c) => c.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(' '))
  log.mockRestore()
  expect(printed).toEqual([
    '{"min":4,"max":200}',
    'NOT_YOUR_TURN',
    'RAISE_TOO_SMALL',
    expect.stringContaining('Hand #1'),
    'bob',
  ])
  console.log(printed[3])
})
