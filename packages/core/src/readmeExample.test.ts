// The example of README.md, verbatim apart from the import path and the assertions at the end.
import { describe, expect, it } from 'vitest'
import { GameEngine, createAction, createCard, createZone, deny, ok, playerHandZoneId, stateUtils, type GamePlugin } from './index'

describe('the README example', () => {
  it('plays a game of high card to the end', () => {
    const logged: string[] = []
    const console = { log: (value: unknown) => logged.push(JSON.stringify(value)) }

    // Each player draws one card from a shuffled 10-card deck; the highest card wins.
    const HighCard: GamePlugin = {
      id: 'high-card', name: 'High card', version: '1.0.0',
      setup(ctx) {
        if (!ctx.state.zones.deck) ctx.addZone(createZone({ id: 'deck', type: 'deck' }))
        for (const p of Object.values(ctx.state.players)) {
          if (!ctx.state.zones[playerHandZoneId(p.id)]) ctx.addZone(createZone({ id: playerHandZoneId(p.id), type: 'hand', ownerId: p.id }))
        }
        for (let value = 1; value <= 10; value++) {
          if (ctx.state.cards[`c${value}`]) continue
          ctx.addCard(createCard({ id: `c${value}`, type: 'number', value }))
          ctx.addCardToZone(`c${value}`, 'deck')
        }
      },
      rules: [{
        id: 'high-card.once', name: 'Draw once', appliesTo: ['DRAW'],
        validate: ({ state, action }) =>
          state.zones[playerHandZoneId(action.playerId!)]!.cards.length === 0 ? ok() : deny('already drawn', 'ALREADY_DRAWN'),
      }],
      actions: [
        { type: 'SHUFFLE', execute: (_a, { state, random }) => ({ state: stateUtils.setZoneCards(state, 'deck', random.shuffle(state.zones.deck!.cards)) }) },
        {
          type: 'DRAW',
          execute: (action, { state }) => ({
            state: stateUtils.moveCard(state, state.zones.deck!.cards.at(-1)!, 'deck', playerHandZoneId(action.playerId!)),
            events: [{ type: 'DREW', playerId: action.playerId }],
          }),
        },
      ],
      events: [
        { type: 'GAME_STARTED', handle: (_e, ctx) => void ctx.dispatch(createAction({ type: 'SHUFFLE' })) },
        {
          type: 'DREW',
          handle(_e, ctx) {
            const hands = Object.keys(ctx.state.players).map((id) => ({ id, card: ctx.state.zones[playerHandZoneId(id)]!.cards[0] }))
            if (hands.some((h) => h.card === undefined)) return
            const best = hands.reduce((a, b) => (ctx.getCard(a.card!).value! > ctx.getCard(b.card!).value! ? a : b))
            ctx.addWinner(best.id)
            ctx.setStatus('finished')
          },
        },
      ],
    }

    const engine = new GameEngine({ seed: 42 })
    engine.subscribeAll((event) => console.log(event.type))
    engine.use(HighCard).createGame({ players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }] }).start()
    engine.dispatch(createAction({ type: 'DRAW', playerId: 'p1' }))
    expect(engine.dispatch(createAction({ type: 'DRAW', playerId: 'p1' })).denyCode).toBe('ALREADY_DRAWN')
    engine.dispatch(createAction({ type: 'DRAW', playerId: 'p2' }))
    console.log(engine.getState().winnerIds)

    const state = engine.getState()
    const value = (p: string) => state.cards[state.zones[playerHandZoneId(p)]!.cards[0]!]!.value as number
    expect(state.status).toBe('finished')
    expect(state.winnerIds).toEqual([value('p1') > value('p2') ? 'p1' : 'p2'])
    expect(logged).toEqual(['"GAME_CREATED"', '"GAME_STARTED"', '"DREW"', '"DREW"', JSON.stringify(state.winnerIds)])
  })
})
