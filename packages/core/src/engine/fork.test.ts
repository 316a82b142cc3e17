import { describe, it, expect } from 'vitest'
import { EngineDestroyedError, GameLifecycleError, InvalidArgumentError, StateValidationError } from '../errors/errors'
import { MathRandomProvider } from '../random/randomProvider'
import type { GameEvent } from '../events/types'
import type { GamePlugin } from '../plugins/types'
import { ReplayEngine } from '../replay/replayEngine'
import {
  CardGamePlugin,
  createCardGamePlugin,
  DECK_ZONE_ID,
  DEFAULT_PLAYERS,
  handOf,
  HAND_LIMIT_CHECK,
  createRandomSetupPlugin,
  playFirstLegal,
  scriptedClock,
  startCardGame,
  type CardGameAction,
} from '../replay/__fixtures__/cardGame'
import { GameEngine } from './gameEngine'

function observe(engine: GameEngine<CardGameAction>) {
  return { state: engine.getState(), history: [...engine.getHistory()], random: engine.createSnapshot().random }
}

function midGame() {
  const clock = scriptedClock(500)
  const engine = startCardGame({ clock: clock.clock, plugins: [createCardGamePlugin({ target: 40 })] })
  playFirstLegal(engine, 4, (i) => clock.set(1_000 + 100 * i))
  return { engine, clock }
}

describe('fork: at fork time', () => {
  it('shares the very same state object (no copy)', () => {
    const { engine } = midGame()
    const fork = engine.fork()
    expect(fork).not.toBe(engine)
    expect(fork).toBeInstanceOf(GameEngine)
    expect(fork.getState()).toBe(engine.getState())
    expect(fork.getInitialState()).toBe(engine.getInitialState())
  })

  it('has the same history, random position, plugins and config', () => {
    const { engine } = midGame()
    const fork = engine.fork()
    expect(observe(fork)).toEqual(observe(engine))
    expect(fork.getHistory()).toHaveLength(4)
    expect(fork.getPlugins().map((p) => p.id)).toEqual(['card-game'])
    expect(fork.config).toEqual(engine.config)
    expect(fork.config.clock).toBe(engine.config.clock)
  })

  it('offers the same legal actions to every player', () => {
    const { engine } = midGame()
    const fork = engine.fork()
    for (const { id } of DEFAULT_PLAYERS) expect(fork.getLegalActions(id)).toEqual(engine.getLegalActions(id))
    const current = engine.getState().currentPlayerId!
    expect(fork.getLegalActions(current).length).toBeGreaterThan(0)
  })

  it('exports the same record as its parent', () => {
    const { engine } = midGame()
    expect(JSON.parse(JSON.stringify(engine.fork().exportRecord()))).toEqual(JSON.parse(JSON.stringify(engine.exportRecord())))
  })
})

describe('fork: independence', () => {
  it('actions on the fork change neither the state, the history nor the random position of the parent', () => {
    const { engine } = midGame()
    const before = observe(engine)
    const fork = engine.fork()
    const current = fork.getState().currentPlayerId!
    expect(fork.dispatch({ type: 'SHUFFLE', playerId: current }).ok).toBe(true)
    expect(playFirstLegal(fork, 5)).toBe(5)
    expect(fork.getHistory()).toHaveLength(10)
    expect(fork.getState()).not.toBe(before.state)
    expect(engine.getState()).toBe(before.state)
    expect([...engine.getHistory()]).toEqual(before.history)
    expect(engine.createSnapshot().random).toEqual(before.random)
  })

  it('actions on the parent do not affect the fork', () => {
    const { engine } = midGame()
    const fork = engine.fork()
    const before = observe(fork)
    playFirstLegal(engine, 6)
    expect(engine.getHistory()).toHaveLength(10)
    expect(fork.getState()).toBe(before.state)
    expect([...fork.getHistory()]).toEqual(before.history)
    expect(fork.createSnapshot().random).toEqual(before.random)
  })

  it('parent and fork draw the same random numbers from the fork point, each on its own', () => {
    const { engine } = midGame()
    const fork = engine.fork()
    const p = engine.getState().currentPlayerId!
    const deck = () => engine.getState().zones[DECK_ZONE_ID]!.cards
    const forkDeck = () => fork.getState().zones[DECK_ZONE_ID]!.cards
    fork.dispatch({ type: 'SHUFFLE', playerId: p })
    const forkFirst = forkDeck()
    const forkRandom = fork.createSnapshot().random
    fork.dispatch({ type: 'SHUFFLE', playerId: p })
    expect(forkDeck()).not.toEqual(forkFirst)
    // The fork's two shuffles did not move the parent's generator: its first shuffle gives the fork's first order.
    engine.dispatch({ type: 'SHUFFLE', playerId: p })
    expect(deck()).toEqual(forkFirst)
    expect(engine.createSnapshot().random).toEqual(forkRandom)
  })

  it('parent and fork appending after the fork keep their own records (no shared-storage overwrite)', () => {
    const { engine } = midGame()
    const fork = engine.fork()
    const p = engine.getState().currentPlayerId!
    engine.dispatch({ type: 'DRAW', playerId: p })
    fork.dispatch({ type: 'SHUFFLE', playerId: p })
    fork.dispatch({ type: 'SHUFFLE', playerId: p })
    expect(engine.getHistory().map((r) => r.action.type).slice(4)).toEqual(['DRAW'])
    expect(fork.getHistory().map((r) => r.action.type).slice(4)).toEqual(['SHUFFLE', 'SHUFFLE'])
    expect(engine.getHistory().map((r) => r.sequence)).toEqual([1, 2, 3, 4, 5])
    expect(fork.getHistory().map((r) => r.sequence)).toEqual([1, 2, 3, 4, 5, 6])
    expect(engine.getHistory()[4]!.action.id).toBe('a5')
    expect(fork.getHistory()[4]!.action.id).toBe('a5')
  })

  it('the same actions on parent and fork lead to the same state', () => {
    const { engine, clock } = midGame()
    const fork = engine.fork()
    playFirstLegal(engine, 8, (i) => clock.set(9_000 + i))
    playFirstLegal(fork, 8, (i) => clock.set(9_000 + i))
    expect(observe(fork)).toEqual(observe(engine))
  })

  it('a fork of a fork is independent of both', () => {
    const { engine } = midGame()
    const a = engine.fork()
    const b = a.fork()
    const s = engine.getState()
    playFirstLegal(b, 3)
    expect(a.getState()).toBe(s)
    expect(engine.getState()).toBe(s)
    expect(b.getHistory()).toHaveLength(7)
  })

  it('destroying the parent leaves the fork usable, and the other way round', () => {
    const { engine } = midGame()
    const fork = engine.fork()
    const other = engine.fork()
    engine.destroy()
    expect(() => engine.getState()).toThrow(EngineDestroyedError)
    expect(playFirstLegal(fork, 3)).toBe(3)
    fork.destroy()
    expect(playFirstLegal(other, 3)).toBe(3)
    expect(other.getHistory()).toHaveLength(7)
  })

  it('a fork of a game not yet started can be started on its own', () => {
    const engine = startCardGame({ start: false, clock: () => 5 })
    const fork = engine.fork()
    fork.start()
    expect(fork.getState().status).toBe('playing')
    expect(engine.getState().status).toBe('waiting')
    engine.start()
    expect(engine.getState()).toEqual(fork.getState())
  })
})

describe('fork: what is copied and what is not', () => {
  it('does not copy subscriptions', () => {
    const { engine } = midGame()
    const parentEvents: string[] = []
    engine.subscribeAll((e) => parentEvents.push(e.type))
    const fork = engine.fork()
    const p = fork.getState().currentPlayerId!
    fork.dispatch({ type: 'SHUFFLE', playerId: p })
    expect(parentEvents).toEqual([])
    const forkEvents: string[] = []
    fork.subscribe('DECK_SHUFFLED', (e: GameEvent) => forkEvents.push(e.type))
    engine.dispatch({ type: 'SHUFFLE', playerId: p })
    expect(parentEvents).toEqual(['DECK_SHUFFLED'])
    expect(forkEvents).toEqual([])
    fork.dispatch({ type: 'SHUFFLE', playerId: p })
    expect(forkEvents).toEqual(['DECK_SHUFFLED'])
    expect(parentEvents).toEqual(['DECK_SHUFFLED'])
  })

  it("keeps the plugins' event handlers: the fork runs the timestamp handler and the win condition", () => {
    const clock = scriptedClock(42)
    const engine = startCardGame({ clock: clock.clock })
    const fork = engine.fork()
    clock.set(77_777)
    const won = playFirstLegal(fork, 50)
    expect(won).toBeGreaterThan(0)
    expect(fork.getState().status).toBe('finished')
    expect(fork.getState().winnerIds).toHaveLength(1)
    expect(fork.getState().variables.lastPlayedAt).toBe(77_777)
    expect(engine.getState().status).toBe('playing')
    expect(engine.getState().variables.lastPlayedAt).toBeUndefined()
  })

  it("copies the plugins' state checks: a move that breaks one is refused on the fork too", () => {
    const engine = startCardGame()
    // p1 holds 2 cards; fill p2's hand to the limit of 4, then p1 gives one more.
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    engine.dispatch({ type: 'PLAY', playerId: 'p1', payload: { cardIds: [handOf(engine.getState(), 'p1')[0]!] } })
    engine.dispatch({ type: 'DRAW', playerId: 'p2' })
    engine.dispatch({ type: 'DRAW', playerId: 'p2' })
    engine.dispatch({ type: 'PLAY', playerId: 'p2', payload: { cardIds: [handOf(engine.getState(), 'p2')[0]!] } })
    engine.dispatch({ type: 'PLAY', playerId: 'p3', payload: { cardIds: [handOf(engine.getState(), 'p3')[0]!] } })
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    engine.dispatch({ type: 'GIVE', playerId: 'p1', payload: { cardId: handOf(engine.getState(), 'p1')[0]!, toPlayerId: 'p2' } })
    expect(handOf(engine.getState(), 'p2')).toHaveLength(4)
    expect(engine.getState().currentPlayerId).toBe('p1')

    const fork = engine.fork()
    const gift = { type: 'GIVE' as const, playerId: 'p1', payload: { cardId: handOf(fork.getState(), 'p1')[0]!, toPlayerId: 'p2' } }
    expect(fork.validate(gift)).toEqual({ ok: true }) // the rules allow it; only the state check refuses it
    const before = fork.getState()
    let thrown: unknown
    try {
      fork.dispatch(gift)
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(StateValidationError)
    expect((thrown as StateValidationError).errors).toEqual([`${HAND_LIMIT_CHECK}: hand of 'p2' holds 5 cards (limit 4)`])
    expect((thrown as Error).message).toBe(`State validation failed after dispatch: ${HAND_LIMIT_CHECK}: hand of 'p2' holds 5 cards (limit 4)`)
    expect(fork.getState()).toBe(before)
    // The parent refuses it the same way.
    expect(() => engine.dispatch(gift)).toThrow(StateValidationError)
  })

  it('state checks registered on the fork later are not added to the parent', () => {
    const Strict: GamePlugin = {
      id: 'strict',
      name: 'Strict',
      version: '1.0.0',
      events: [
        {
          type: 'CARD_DRAWN',
          handle(_e, ctx) {
            if (ctx.state.variables.strict === undefined) {
              ctx.setVariable('strict', true)
              ctx.addStateCheck('strict.no-shuffle-after-draw', (s) => (s.variables.shuffledAfterDraw ? ['shuffled after a draw'] : []))
            }
          },
        },
        {
          type: 'DECK_SHUFFLED',
          handle(_e, ctx) {
            if (ctx.state.variables.strict === true) ctx.setVariable('shuffledAfterDraw', true)
          },
        },
      ],
    }
    const engine = startCardGame({ plugins: [CardGamePlugin, Strict] })
    const fork = engine.fork()
    fork.dispatch({ type: 'DRAW', playerId: 'p1' })
    expect(() => fork.dispatch({ type: 'SHUFFLE', playerId: 'p1' })).toThrow("strict.no-shuffle-after-draw: shuffled after a draw")
    // The parent never registered that check: it may shuffle freely.
    expect(engine.dispatch({ type: 'SHUFFLE', playerId: 'p1' }).ok).toBe(true)
  })

  it("a fork's record replays to the fork's state", () => {
    const { engine } = midGame()
    const fork = engine.fork()
    playFirstLegal(fork, 6)
    const { state } = ReplayEngine.replayRecord(JSON.parse(JSON.stringify(fork.exportRecord())), [createCardGamePlugin({ target: 40 })])
    expect(state).toEqual(fork.getState())
  })
})

describe('fork: when it is refused', () => {
  it('refuses before createGame', () => {
    const engine = new GameEngine()
    expect(() => engine.fork()).toThrow(new GameLifecycleError('Game has not been created yet; call createGame() first', 'GAME_NOT_CREATED'))
  })

  it('refuses after destroy', () => {
    const engine = startCardGame()
    engine.destroy()
    expect(() => engine.fork()).toThrow(EngineDestroyedError)
  })

  it('refuses during a tick', () => {
    let engine!: GameEngine<CardGameAction>
    const Forker: GamePlugin = {
      id: 'forker',
      name: 'Forker',
      version: '1.0.0',
      events: [{ type: 'CARD_DRAWN', handle: () => void engine.fork() }],
    }
    engine = startCardGame({ plugins: [CardGamePlugin, Forker] })
    const before = engine.getState()
    expect(() => engine.dispatch({ type: 'DRAW', playerId: 'p1' })).toThrow('Cannot fork while a tick is running')
    expect(engine.getState()).toBe(before)
  })

  it('the fork refuses new plugins (the game is already created)', () => {
    const fork = startCardGame().fork()
    expect(() => fork.use({ id: 'late', name: 'Late', version: '1.0.0' })).toThrow('Plugins must be registered before createGame()')
  })
})

describe('fork({ seed }): a new game on the same wiring', () => {
  const created = () => startCardGame({ start: false, clock: () => 0 })
  const fresh = (seed: number) => startCardGame({ seed, clock: () => 0 })

  it('deals as createGame with that seed would, when setup draws nothing', () => {
    const template = created()
    for (const seed of [1, 7, 99]) {
      const game = template.fork({ seed }).start()
      expect(game.getState()).toEqual(fresh(seed).getState())
      expect(game.getState().seed).toBe(seed)
    }
    // The template is untouched and can be forked again.
    expect(template.getState().status).toBe('waiting')
  })

  it('two forks with one seed play the same game; the fork replays from its record', () => {
    const template = created()
    const a = template.fork({ seed: 31 }).start()
    const b = template.fork({ seed: 31 }).start()
    playFirstLegal(a, 12)
    playFirstLegal(b, 12)
    expect(b.getState()).toEqual(a.getState())
    const replayed = ReplayEngine.replayRecord(a.exportRecord(), [CardGamePlugin])
    expect(replayed.engine.getState()).toEqual(a.getState())
    expect(a.exportRecord().createGameOptions.seed).toBe(31)
  })

  it('keeps what setup drew: setup is not run again', () => {
    const template = startCardGame({ start: false, plugins: [CardGamePlugin, createRandomSetupPlugin()] })
    const roll = template.getState().variables['setup.roll']
    expect(template.fork({ seed: 5 }).getState().variables['setup.roll']).toEqual(roll)
  })

  it('refuses a game that has started, a bad seed, and an engine on a random source of its own', () => {
    expect(() => startCardGame().fork({ seed: 1 })).toThrow(new GameLifecycleError('fork({ seed }) makes a new game from one that is created and not started; this one is playing'))
    expect(() => created().fork({ seed: Number.NaN })).toThrow(InvalidArgumentError)
    expect(() => created().fork({ seed: '3' as unknown as number })).toThrow('seed must be a finite number, got 3')
    expect(() => created().fork(null as never)).toThrow(InvalidArgumentError)
    const own = new GameEngine({ random: new MathRandomProvider() }).use(CardGamePlugin).createGame({ players: DEFAULT_PLAYERS })
    expect(() => own.fork({ seed: 1 })).toThrow(InvalidArgumentError)
    // A plain fork is a copy, as before.
    expect(created().fork({}).getState().seed).toBe(4242)
  })

  it("is frozen in checked modes like the template's state", () => {
    const game = startCardGame({ start: false, validationMode: 'always' }).fork({ seed: 3 })
    expect(Object.isFrozen(game.getState())).toBe(true)
    expect(game.start().getState().status).toBe('playing')
  })
})
