// The plugin kit example of README.md, verbatim apart from the import path and the assertions at the end.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  GameEngine, InvalidOptionError, StateDraft, createCard, createZone, defineDenyCodes, defineVariable, ok,
  playerHandZoneId, playersBySeat, type GamePlugin, type GameState,
} from './index'

describe("the README's plugin kit example", () => {
  it('plays a race to the end through the kit', () => {
    const logged: string[] = []
    const console = { log: (...values: unknown[]) => logged.push(JSON.stringify(values)) }
    // A race: on your turn, put the top card of your hand on the pile; the first with an empty hand wins.
    const RaceDeny = defineDenyCodes({ HAND_EMPTY: 'HAND_EMPTY' })
    const Plays = defineVariable<Record<string, number>>('race.plays', { initial: {} })

    function createRacePlugin(options: { handSize: number }): GamePlugin {
      if (!Number.isInteger(options.handSize) || options.handSize < 1) {
        throw new InvalidOptionError('handSize', options.handSize, 'a positive integer', { scope: 'race' })
      }
      const draft = new StateDraft() // one per plugin instance, reset for each action
      const after = (state: GameState, playerId: string) => {
        const ids = playersBySeat(state).map((p) => p.id)
        return ids[(ids.indexOf(playerId) + 1) % ids.length]!
      }
      return {
        id: 'race', name: 'Race', version: '1.0.0',
        setup(ctx) {
          if (ctx.state.zones.pile) return
          ctx.addZone(createZone({ id: 'pile', type: 'discard' }))
          for (const { id } of playersBySeat(ctx.state)) {
            ctx.addZone(createZone({ id: playerHandZoneId(id), type: 'hand', ownerId: id, visibility: 'owner' }))
            for (let i = 0; i < options.handSize; i++) {
              ctx.addCard(createCard({ id: `${id}-${i}`, type: 'race' }))
              ctx.addCardToZone(`${id}-${i}`, playerHandZoneId(id))
            }
          }
        },
        rules: [{
          id: 'race.turn', name: 'Play your top card on your turn', appliesTo: ['PLAY'],
          validate: ({ state, action }) =>
            state.status !== 'playing' ? RaceDeny.deny(`the game is ${state.status}`, RaceDeny.codes.GAME_NOT_PLAYING)
            : action.playerId !== state.currentPlayerId ? RaceDeny.deny('not your turn', RaceDeny.codes.NOT_YOUR_TURN)
            : state.zones[playerHandZoneId(action.playerId!)]!.cards.length === 0 ? RaceDeny.deny('no card left', 'HAND_EMPTY')
            : ok(),
        }],
        actions: [{
          type: 'PLAY',
          execute(action, { state }) {
            const me = action.playerId!
            const d = draft.reset(state)
            d.moveTop(playerHandZoneId(me), 'pile')
            const plays = d.get(Plays)
            d.set(Plays, { ...plays, [me]: (plays[me] ?? 0) + 1 })
            if (d.cards(playerHandZoneId(me)).length > 0) d.currentPlayerId = after(state, me)
            else {
              d.addWinner(me)
              d.status = 'finished'
              d.currentPlayerId = null
            }
            d.emit({ type: 'PLAYED', playerId: me })
            return d.result()
          },
          enumerate: (state, playerId) => (playerId === state.currentPlayerId ? [{ type: 'PLAY', playerId }] : []),
        }],
        actors: (state) => (state.currentPlayerId === null ? [] : [state.currentPlayerId]),
        events: [{ type: 'GAME_STARTED', handle: (_e, ctx) => ctx.setCurrentPlayer(playersBySeat(ctx.state)[0]!.id) }],
      }
    }

    const engine = new GameEngine({ seed: 1 })
    engine.use(createRacePlugin({ handSize: 2 }))
    engine.createGame({ players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] }).start()
    console.log(engine.dispatch({ type: 'PLAY', playerId: 'bob' }).denyCode) // NOT_YOUR_TURN
    while (engine.getState().status === 'playing') {
      for (const id of engine.getActors()) engine.dispatch(engine.getLegalActions(id)[0]!)
    }
    console.log(engine.getState().winnerIds, Plays.get(engine.getState())) // ['ann'] { ann: 2, bob: 1 }
    expect(logged).toEqual([JSON.stringify(['NOT_YOUR_TURN']), JSON.stringify([['ann'], { ann: 2, bob: 1 }])])
    expect(() => createRacePlugin({ handSize: 0 })).toThrow('race: handSize must be a positive integer, got 0')
    expect(engine.getState().zones.pile!.cards).toEqual(['ann-1', 'bob-1', 'ann-0'])
    expect(engine.getHistory().map((r) => r.action.playerId)).toEqual(['ann', 'bob', 'ann'])
  })

  it('is the example README.md shows, line for line', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    const example = readme.split('### Plugin kit')[1]!.split('```ts\n')[1]!.split('```')[0]!
    const body = example.split("} from '@decklet/core'\n")[1]!.trim().split('\n')
    const here = readFileSync(new URL(import.meta.url), 'utf8').split('\n').map((line) => line.replace(/^    /, ''))
    for (const line of body) expect(here).toContain(line)
  })
})
