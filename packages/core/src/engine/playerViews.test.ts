import { describe, it, expect } from 'vitest'
import { EngineDestroyedError, GameLifecycleError, InvalidArgumentError, NotFoundError } from '../errors/errors'
import type { GameEvent } from '../events/types'
import type { GamePlugin } from '../plugins/types'
import { ReplayEngine } from '../replay/replayEngine'
import { createCard, createZone, playerHandZoneId } from '../state/factories'
import { stateUtils } from '../state/stateUtils'
import {
  cardId,
  cardValue,
  createHiddenGamePlugin,
  DECK,
  DISCARD,
  hand,
  leaksIn,
  startHiddenGame,
  TABLE,
  THREE_PLAYERS,
} from '../views/__fixtures__/hiddenGame'
import { createPlayerView } from '../views/playerView'
import { getViewCards } from '../views/viewCards'
import type { PlayerView, ViewerRecord } from '../views/types'
import { GameEngine } from './gameEngine'

/** Whether `value` and everything reachable from it is frozen. */
function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true
  if (!Object.isFrozen(value)) return false
  return Object.values(value).every(isDeepFrozen)
}

function thrown(fn: () => unknown): Error {
  try {
    fn()
  } catch (e) {
    return e as Error
  }
  throw new Error('expected a throw')
}

const H1 = playerHandZoneId('p1')
const H2 = playerHandZoneId('p2')
const H3 = playerHandZoneId('p3')

/** Ids of the placeholders of a zone of `n` hidden cards. */
const placeholders = (zoneId: string, n: number) => Array.from({ length: n }, (_, i) => `hidden:${zoneId}:${i}`)

/** Card ids the viewer must not know: those in zones it may not see (hands of others, deck, discard). */
function secretsOf(engine: GameEngine, viewer: string | null): string[] {
  const s = engine.getState()
  const zones = [DECK, DISCARD, ...Object.keys(s.players).filter((id) => id !== viewer).map(playerHandZoneId)]
  return zones.flatMap((z) => s.zones[z]!.cards.filter((c) => !(s.zones[z]!.revealed ?? []).includes(c)))
}

describe('engine.getPlayerView', () => {
  it("shows each player its own hand, the others' hands and the deck as placeholders, and the table", () => {
    const engine = startHiddenGame()
    const s = engine.getState()
    expect(hand(engine, 'p1')).toHaveLength(2)
    expect(s.zones[DECK]!.cards).toHaveLength(6)

    const view = engine.getPlayerView('p1')
    expect(view.viewer).toBe('p1')
    expect(view.zones[H1]!.cards).toEqual(hand(engine, 'p1'))
    for (const id of hand(engine, 'p1')) expect(getViewCards(view)[id]).toEqual(s.cards[id])
    expect(view.zones[H2]!.cards).toEqual(placeholders(H2, 2))
    expect(view.zones[H3]!.cards).toEqual(placeholders(H3, 2))
    expect(view.zones[DECK]!.cards).toEqual(placeholders(DECK, 6))
    expect(view.zones[TABLE]!.cards).toEqual([])
    expect(getViewCards(view)['hidden:deck:5']).toEqual({ id: 'hidden:deck:5', type: 'hidden' })
    expect(view).not.toHaveProperty('seed')
    expect(leaksIn(view, secretsOf(engine, 'p1'), s)).toEqual([])
    expect(leaksIn(engine.getState(), secretsOf(engine, 'p1'), s)).not.toEqual([])
  })

  it('gives a spectator (null, the default) no card of any hand or of the deck', () => {
    const engine = startHiddenGame()
    const view = engine.getPlayerView()
    expect(view).toEqual(engine.getPlayerView(null))
    expect(view.viewer).toBeNull()
    for (const h of [H1, H2, H3]) expect(view.zones[h]!.cards).toEqual(placeholders(h, 2))
    expect(leaksIn(view, secretsOf(engine, null), engine.getState())).toEqual([])
    expect(Object.keys(getViewCards(view)).every((id) => id.startsWith('hidden:'))).toBe(true)
  })

  it('shows played cards to everyone', () => {
    const engine = startHiddenGame()
    const played = hand(engine, 'p2')[0]!
    expect(engine.dispatch({ type: 'PLAY', playerId: 'p2', payload: { cardId: played } }).ok).toBe(true)
    for (const viewer of ['p1', 'p3', null]) {
      const view = engine.getPlayerView(viewer)
      expect(view.zones[TABLE]!.cards).toEqual([played])
      expect(getViewCards(view)[played]).toEqual(engine.getState().cards[played])
      expect(view.zones[H2]!.cards).toEqual(placeholders(H2, 1))
    }
  })

  it('is deeply frozen in checked modes and a plain object with validationMode none', () => {
    expect(isDeepFrozen(startHiddenGame().getPlayerView('p1'))).toBe(true)
    const loose = startHiddenGame({ config: { validationMode: 'none' } }).getPlayerView('p1')
    expect(Object.isFrozen(loose)).toBe(false)
    expect(loose.zones[H2]!.cards).toEqual(placeholders(H2, 2))
  })

  it('throws NotFoundError for an unknown player, and the lifecycle errors of any reader', () => {
    const engine = startHiddenGame()
    const e = thrown(() => engine.getPlayerView('p9'))
    expect(e).toBeInstanceOf(NotFoundError)
    expect(e.message).toBe("Player 'p9' not found")
    const fresh = new GameEngine()
    const notCreated = thrown(() => fresh.getPlayerView('p1'))
    expect(notCreated).toBeInstanceOf(GameLifecycleError)
    expect((notCreated as GameLifecycleError).code).toBe('GAME_NOT_CREATED')
    engine.destroy()
    expect(thrown(() => engine.getPlayerView('p1'))).toBeInstanceOf(EngineDestroyedError)
  })

  it('does not change placeholders when a hidden zone is shuffled: nothing ties a placeholder to a card', () => {
    const engine = startHiddenGame()
    const before = engine.getPlayerView('p1')
    const deckBefore = engine.getState().zones[DECK]!.cards
    engine.dispatch({ type: 'SHUFFLE' })
    expect(engine.getState().zones[DECK]!.cards).not.toEqual(deckBefore)
    const after = engine.getPlayerView('p1')
    expect({ ...after, version: 0 }).toEqual({ ...before, version: 0 })
  })

  describe('per-card reveal', () => {
    it('shows a revealed card of a hand to everyone until it is concealed', () => {
      const engine = startHiddenGame()
      const [first, second] = hand(engine, 'p1')
      expect(engine.dispatch({ type: 'REVEAL', playerId: 'p1', payload: { cardId: second } }).ok).toBe(true)
      expect(engine.getState().zones[H1]!.revealed).toEqual([second])
      for (const viewer of ['p2', 'p3', null]) {
        const view = engine.getPlayerView(viewer)
        expect(view.zones[H1]!.cards).toEqual(['hidden:hand-p1:0', second])
        expect(getViewCards(view)[second!]).toEqual(engine.getState().cards[second!])
        expect(getViewCards(view)).not.toHaveProperty(first!)
      }
      expect(engine.dispatch({ type: 'CONCEAL', playerId: 'p1', payload: { cardId: second } }).ok).toBe(true)
      for (const viewer of ['p2', null]) {
        const view = engine.getPlayerView(viewer)
        expect(view.zones[H1]!.cards).toEqual(placeholders(H1, 2))
        expect(getViewCards(view)).not.toHaveProperty(second!)
      }
      expect(engine.getPlayerView('p1').zones[H1]!.cards).toEqual([first, second])
    })

    it('forgets the reveal when the card leaves the zone: it is hidden again where it goes', () => {
      const engine = startHiddenGame()
      const card = hand(engine, 'p2')[1]!
      engine.dispatch({ type: 'REVEAL', playerId: 'p2', payload: { cardId: card } })
      engine.dispatch({ type: 'DISCARD', playerId: 'p2', payload: { cardId: card } })
      expect(engine.getState().zones[H2]!.revealed).toEqual([])
      const view = engine.getPlayerView('p1')
      expect(view.zones[DISCARD]!.cards).toEqual(placeholders(DISCARD, 1))
      expect(getViewCards(view)).not.toHaveProperty(card)
      expect(JSON.stringify(view)).not.toContain(`"${card}"`)
    })

    it('shows a face-up card of the hidden deck to everyone, and hides it again once a player draws it', () => {
      const engine = startHiddenGame()
      const top = engine.getState().zones[DECK]!.cards.at(-1)!
      engine.dispatch({ type: 'FLIP_TOP' })
      for (const viewer of ['p1', 'p2', null]) {
        const view = engine.getPlayerView(viewer)
        expect(view.zones[DECK]!.cards).toEqual([...placeholders(DECK, 5), top])
        expect(view.zones[DECK]!.revealed).toEqual([top])
      }
      engine.dispatch({ type: 'DRAW', playerId: 'p1' })
      expect(hand(engine, 'p1').at(-1)).toBe(top)
      expect(engine.getState().zones[DECK]!.revealed).toEqual([])
      expect(getViewCards(engine.getPlayerView('p1'))[top]).toEqual(engine.getState().cards[top])
      for (const viewer of ['p2', null]) {
        const view = engine.getPlayerView(viewer)
        expect(view.zones[H1]!.cards).toEqual(placeholders(H1, 3))
        expect(JSON.stringify(view)).not.toContain(`"${top}"`)
      }
    })
  })

  describe('redact hooks', () => {
    it("hide a plugin's variables from the players they do not concern", () => {
      const engine = startHiddenGame()
      engine.dispatch({ type: 'NOTE', playerId: 'p2', payload: { text: 'bluff on 3' } })
      engine.dispatch({ type: 'NOTE', playerId: 'p3', payload: { text: 'fold' } })
      expect(engine.getState().variables.notes).toEqual({ p2: 'bluff on 3', p3: 'fold' })
      expect(engine.getPlayerView('p2').variables.notes).toEqual({ p2: 'bluff on 3' })
      expect(engine.getPlayerView('p1').variables.notes).toEqual({})
      expect(engine.getPlayerView(null).variables.notes).toEqual({})
      expect(JSON.stringify(engine.getPlayerView('p1'))).not.toContain('bluff')
    })

    it('run in registration order, after the cards are replaced', () => {
      const calls: string[] = []
      const tracer = (id: string): GamePlugin => ({
        id,
        name: id,
        version: '1.0.0',
        redact(view: PlayerView, viewerId) {
          calls.push(`${id}:${String(viewerId)}:${view.zones[H2]!.cards.join(',')}:${JSON.stringify(view.variables.trail ?? null)}`)
          return { ...view, variables: { ...view.variables, trail: [...((view.variables.trail as string[] | undefined) ?? []), id] } }
        },
      })
      const engine = startHiddenGame({ before: [tracer('first')], plugins: [tracer('second'), tracer('third')] })
      const view = engine.getPlayerView('p1')
      expect(calls).toEqual([
        'first:p1:hidden:hand-p2:0,hidden:hand-p2:1:null',
        'second:p1:hidden:hand-p2:0,hidden:hand-p2:1:["first"]',
        'third:p1:hidden:hand-p2:0,hidden:hand-p2:1:["first","second"]',
      ])
      expect(view.variables.trail).toEqual(['first', 'second', 'third'])
      // The hidden game's own hook (registered second) ran between 'first' and 'second'.
      expect(view.variables.notes).toEqual({})
      expect(engine.getState().variables).not.toHaveProperty('trail')
    })
  })
})

describe('scoped subscriptions', () => {
  function drawFor(engine: GameEngine, playerId: string) {
    return engine.dispatch({ type: 'DRAW', playerId })
  }

  it("deliver p2's CARD_DRAWN to p1 without the card (the plugin's redactEvent payload) and to p2 with it", () => {
    const engine = startHiddenGame()
    const p1: GameEvent[] = []
    const p2: GameEvent[] = []
    const all: GameEvent[] = []
    engine.subscribeAll((e) => p1.push(e), { viewer: 'p1' })
    engine.subscribe('CARD_DRAWN', (e) => p2.push(e), { viewer: 'p2' })
    engine.subscribeAll((e) => all.push(e))
    const result = drawFor(engine, 'p2')
    const drawn = hand(engine, 'p2').at(-1)!

    expect(p1).toEqual([{ id: 'e1.1', type: 'CARD_DRAWN', payload: { count: 1 }, playerId: 'p2', timestamp: 1000, stateVersion: result.events[0]!.stateVersion, redacted: true }])
    expect(JSON.stringify(p1)).not.toContain(drawn)
    expect(p2).toEqual([{ id: 'e1.1', type: 'CARD_DRAWN', payload: { cardId: drawn }, playerId: 'p2', timestamp: 1000, stateVersion: result.events[0]!.stateVersion }])
    // Unscoped listeners and the DispatchResult (for the authority) get the full event.
    expect(all).toEqual([{ id: 'e1.1', type: 'CARD_DRAWN', payload: { cardId: drawn }, playerId: 'p2', visibleTo: ['p2'], timestamp: 1000, stateVersion: result.events[0]!.stateVersion }])
    expect(result.events).toEqual(all)
  })

  it('give a viewer outside visibleTo a null payload when no plugin redacts the event', () => {
    const engine = startHiddenGame()
    const seen: GameEvent[] = []
    engine.subscribe('CARD_DISCARDED', (e) => seen.push(e), { viewer: 'p2' })
    engine.subscribe('CARD_DISCARDED', (e) => seen.push(e), { viewer: null })
    engine.subscribe('CARD_DISCARDED', (e) => seen.push(e), { viewer: 'p1' })
    const card = hand(engine, 'p1')[0]!
    engine.dispatch({ type: 'DISCARD', playerId: 'p1', payload: { cardId: card } })
    expect(seen.map((e) => [e.payload, e.redacted])).toEqual([
      [null, true],
      [null, true],
      [{ cardId: card }, undefined],
    ])
  })

  it('deliver public events unchanged, in the same order as unscoped listeners', () => {
    const engine = startHiddenGame()
    const scoped: GameEvent[] = []
    const full: GameEvent[] = []
    engine.subscribeAll((e) => scoped.push(e), { viewer: null })
    engine.subscribeAll((e) => full.push(e))
    const card = hand(engine, 'p3')[0]!
    engine.dispatch({ type: 'PLAY', playerId: 'p3', payload: { cardId: card } })
    engine.dispatch({ type: 'DRAW', playerId: 'p3' })
    expect(scoped.map((e) => e.id)).toEqual(full.map((e) => e.id))
    expect(scoped[0]).toBe(full[0])
    expect(scoped[0]!.payload).toEqual({ cardId: card })
    expect(scoped[1]!.redacted).toBe(true)
  })

  it('hand out frozen scoped events in checked modes', () => {
    const engine = startHiddenGame()
    const seen: GameEvent[] = []
    engine.subscribeAll((e) => seen.push(e), { viewer: 'p1' })
    drawFor(engine, 'p2')
    drawFor(engine, 'p1')
    expect(seen).toHaveLength(2)
    for (const e of seen) expect(isDeepFrozen(e)).toBe(true)
  })

  it('can be set up before createGame, and then scope the setup and start events too', () => {
    const engine = new GameEngine({ seed: 7, clock: () => 1000 })
    const seen: GameEvent[] = []
    engine.subscribeAll((e) => seen.push(e), { viewer: 'p1' })
    engine.use(createHiddenGamePlugin()).createGame({ gameId: 'hidden', players: THREE_PLAYERS }).start()
    const draws = seen.filter((e) => e.type === 'CARD_DRAWN')
    expect(draws.map((e) => [e.playerId, e.redacted === true])).toEqual([
      ['p1', false],
      ['p2', true],
      ['p3', true],
      ['p1', false],
      ['p2', true],
      ['p3', true],
    ])
    expect(draws.filter((e) => e.playerId === 'p1').map((e) => (e.payload as { cardId: string }).cardId)).toEqual(hand(engine, 'p1'))
    expect(leaksIn(seen, secretsOf(engine, 'p1'), engine.getState())).toEqual([])
  })

  it('refuse an unknown viewer, an explicitly undefined viewer and options that are not an object', () => {
    const engine = startHiddenGame()
    const unknown = thrown(() => engine.subscribeAll(() => {}, { viewer: 'p9' }))
    expect(unknown).toBeInstanceOf(NotFoundError)
    expect(unknown.message).toBe("Player 'p9' not found")
    const undef = thrown(() => engine.subscribe('CARD_DRAWN', () => {}, { viewer: undefined }))
    expect(undef).toBeInstanceOf(NotFoundError)
    expect(undef.message).toBe("Player 'undefined' not found")
    expect(thrown(() => engine.subscribeAll(() => {}, { viewer: 5 as never }))).toBeInstanceOf(NotFoundError)
    const notObject = thrown(() => engine.subscribeAll(() => {}, 'p1' as never))
    expect(notObject).toBeInstanceOf(InvalidArgumentError)
    expect(notObject.message).toBe("subscribe options must be an object such as { viewer: 'p1' }, got p1")
  })

  it('stay unscoped with options that name no viewer', () => {
    const engine = startHiddenGame()
    const seen: GameEvent[] = []
    engine.subscribeAll((e) => seen.push(e), {})
    drawFor(engine, 'p2')
    expect(seen[0]!.visibleTo).toEqual(['p2'])
    expect(seen[0]!.payload).toEqual({ cardId: hand(engine, 'p2').at(-1) })
  })

  it('can be unsubscribed', () => {
    const engine = startHiddenGame()
    const seen: GameEvent[] = []
    const off = engine.subscribeAll((e) => seen.push(e), { viewer: 'p1' })
    drawFor(engine, 'p2')
    off()
    drawFor(engine, 'p3')
    expect(seen).toHaveLength(1)
  })
})

describe('EventInit.visibleTo', () => {
  const emitter = (visibleTo: unknown): GamePlugin => ({
    id: 'emitter',
    name: 'emitter',
    version: '1.0.0',
    actions: [{ type: 'SAY', execute: (_a, { state }) => ({ state, events: [{ type: 'SAID', payload: { x: 1 }, visibleTo: visibleTo as string[] }] }) }],
  })

  it('is copied onto the event and frozen with it', () => {
    const list = ['p1']
    const engine = startHiddenGame({ plugins: [emitter(list)] })
    const result = engine.dispatch({ type: 'SAY' })
    expect(result.events[0]!.visibleTo).toEqual(['p1'])
    expect(result.events[0]!.visibleTo).not.toBe(list)
    expect(Object.isFrozen(result.events[0]!.visibleTo)).toBe(true)
    expect(Object.isFrozen(list)).toBe(false)
  })

  it.each([['p1'], [[1]], [null], [{ 0: 'p1', length: 1 }]])('that is not a list of player ids (%j) fails the dispatch and rolls it back', (visibleTo) => {
    const engine = startHiddenGame({ plugins: [emitter(visibleTo)] })
    const before = engine.getState()
    const e = thrown(() => engine.dispatch({ type: 'SAY' }))
    expect(e).toBeInstanceOf(GameLifecycleError)
    expect(e.message).toBe("Event 'SAID' has a visibleTo that is not a list of player ids")
    expect((e as GameLifecycleError).code).toBe('INVALID_EVENT')
    expect(engine.getState()).toBe(before)
    expect(engine.getHistory()).toHaveLength(0)
  })
})

describe('legal actions', () => {
  it("are returned only to their player: another player's candidates are dropped, player-less ones kept", () => {
    const engine = startHiddenGame()
    const shape = (a: { type: string; playerId?: string }) => ({ type: a.type, playerId: a.playerId })
    expect(engine.getLegalActions('p1').map(shape)).toEqual([
      { type: 'PASS', playerId: 'p1' },
      { type: 'PASS', playerId: undefined },
    ])
    expect(engine.getLegalActions('p3').map(shape)).toEqual([
      { type: 'PASS', playerId: 'p3' },
      { type: 'PASS', playerId: undefined },
    ])
    // The other candidates would pass the rules: they are dropped for whom they are handed to, not denied.
    expect(engine.validate({ type: 'PASS', playerId: 'p2' })).toEqual({ ok: true })
  })
})

describe('viewer records', () => {
  /** Plays a short game, recording what scoped live listeners see. */
  function play(viewers: readonly (string | null)[] = ['p1', 'p2', null]) {
    const engine = new GameEngine({ seed: 7, clock: () => 1000 })
    const live = new Map<string | null, GameEvent[]>(viewers.map((v) => [v, []]))
    for (const v of viewers) engine.subscribeAll((e) => live.get(v)!.push(e), { viewer: v })
    engine.use(createHiddenGamePlugin()).createGame({ gameId: 'hidden', players: THREE_PLAYERS }).start()
    const p2Card = hand(engine, 'p2')[0]!
    expect(engine.dispatch({ type: 'DISCARD', playerId: 'p2', payload: { cardId: p2Card } }).ok).toBe(true)
    expect(engine.dispatch({ type: 'PLAY', playerId: 'p3', payload: { cardId: hand(engine, 'p3')[0]! } }).ok).toBe(true)
    expect(engine.dispatch({ type: 'DRAW', playerId: 'p1' }).ok).toBe(true)
    expect(engine.dispatch({ type: 'DRAW', playerId: 'p2' }).ok).toBe(true)
    expect(engine.dispatch({ type: 'NOTE', playerId: 'p2', payload: { text: 'keep the ace' } }).ok).toBe(true)
    expect(engine.dispatch({ type: 'REVEAL', playerId: 'p1', payload: { cardId: hand(engine, 'p1')[0]! } }).ok).toBe(true)
    expect(engine.dispatch({ type: 'PLAY', playerId: 'nobody-checks', payload: { cardId: 'x' } }).ok).toBe(false)
    expect(engine.dispatch({ type: 'FLIP_TOP' }).ok).toBe(true)
    return { engine, live, p2Card }
  }

  it('hold neither the seed nor the random state nor the full history', () => {
    const { engine } = play()
    const record = engine.exportRecord({ viewer: 'p1' })
    expect(Object.keys(record).sort()).toEqual(['finalView', 'format', 'formatVersion', 'initialView', 'plugins', 'startEvents', 'steps', 'viewer'].sort())
    expect(record).toMatchObject({ format: 'decklet-viewer-record', formatVersion: 1, viewer: 'p1', plugins: [{ id: 'hidden-game', version: '1.0.0' }] })
    const json = JSON.stringify(record)
    for (const key of ['"seed"', '"initialRandom"', '"initialState"', '"history"', '"createGameOptions"']) expect(json).not.toContain(key)
    const full = engine.exportRecord()
    expect(JSON.stringify(record)).not.toContain(JSON.stringify(full.initialRandom))
  })

  it('contain no card the viewer never saw, where the full record does', () => {
    const { engine, p2Card } = play()
    for (const viewer of ['p1', 'p2', 'p3', null]) {
      const record = engine.exportRecord({ viewer })
      // p2 knows the card it discarded face down.
      const secrets = secretsOf(engine, viewer).filter((c) => viewer !== 'p2' || c !== p2Card)
      expect(secrets.length).toBeGreaterThan(4)
      expect([viewer, leaksIn(record, secrets, engine.getState())]).toEqual([viewer, []])
      expect(leaksIn(engine.exportRecord(), secrets, engine.getState())).not.toEqual([])
    }
  })

  it('list every top-level action with the events of its tick exactly as a scoped live listener saw them', () => {
    const { engine, live } = play()
    const history = engine.getHistory()
    for (const viewer of ['p1', 'p2', null]) {
      const record = engine.exportRecord({ viewer })
      expect(record.steps.map((s) => [s.sequence, s.timestamp, s.action.id, s.action.type])).toEqual(
        history.map((h) => [h.sequence, h.timestamp, h.action.id, h.action.type]),
      )
      const seen = live.get(viewer)!
      // createGame's events happen before the record's initial state.
      expect(record.startEvents).toEqual(seen.filter((e) => e.id.startsWith('es.')))
      expect(record.startEvents.length).toBeGreaterThan(6)
      expect(record.steps.flatMap((s) => s.events)).toEqual(seen.filter((e) => !e.id.startsWith('ec.') && !e.id.startsWith('es.')))
      for (const step of record.steps) for (const e of step.events) expect(e.id.startsWith(`e${step.sequence}.`)).toBe(true)
    }
  })

  it('start from the viewer\'s view of the initial state and end on the same view as getPlayerView', () => {
    const { engine } = play()
    const plugins = engine.getPlugins()
    for (const viewer of ['p1', 'p3', null]) {
      const record = engine.exportRecord({ viewer })
      expect(record.initialView).toEqual(createPlayerView(engine.getInitialState(), viewer, plugins))
      expect(record.initialView.status).toBe('waiting')
      expect(record.initialView.zones[DECK]!.cards).toEqual(placeholders(DECK, 12))
      expect(record.finalView).toEqual(engine.getPlayerView(viewer))
    }
    expect(engine.exportRecord({ viewer: 'p2' }).finalView.variables.notes).toEqual({ p2: 'keep the ace' })
    expect(engine.exportRecord({ viewer: 'p1' }).finalView.variables.notes).toEqual({})
  })

  it("pass actions through the plugins' redactAction: a face-down discard keeps its card only for its player", () => {
    const { engine, p2Card } = play()
    const discard = (record: ViewerRecord) => record.steps.find((s) => s.action.type === 'DISCARD')!.action
    expect(discard(engine.exportRecord({ viewer: 'p2' }))).toEqual({ id: 'a1', type: 'DISCARD', playerId: 'p2', payload: { cardId: p2Card } })
    expect(discard(engine.exportRecord({ viewer: 'p1' }))).toEqual({ id: 'a1', type: 'DISCARD', playerId: 'p2', payload: {} })
    expect(discard(engine.exportRecord({ viewer: null }))).toEqual({ id: 'a1', type: 'DISCARD', playerId: 'p2', payload: {} })
    expect(engine.getHistory()[0]!.action.payload).toEqual({ cardId: p2Card })
  })

  it('with stepViews, carry the view after every step: what getPlayerView gave live, and no card the viewer never saw', () => {
    const engine = new GameEngine({ seed: 7, clock: () => 1000 })
    engine.use(createHiddenGamePlugin()).createGame({ gameId: 'hidden', players: THREE_PLAYERS }).start()
    const live: PlayerView[] = []
    const moves = [
      { type: 'PLAY', playerId: 'p3', payload: { cardId: hand(engine, 'p3')[0]! } },
      { type: 'DRAW', playerId: 'p1' },
      { type: 'DRAW', playerId: 'p2' },
      { type: 'REVEAL', playerId: 'p1', payload: { cardId: hand(engine, 'p1')[0]! } },
      { type: 'FLIP_TOP' },
    ]
    for (const move of moves) {
      expect(engine.dispatch(move).ok).toBe(true)
      live.push(engine.getPlayerView('p1'))
    }
    const record = engine.exportRecord({ viewer: 'p1', stepViews: true })
    expect(record.steps.map((s) => s.view)).toEqual(live)
    expect(record.steps[record.steps.length - 1]!.view).toEqual(record.finalView)
    // The step views share what did not change: p2's draw leaves p3's hand (and the table) as the step before.
    const [, afterP1Draw, afterP2Draw] = record.steps.map((s) => s.view!)
    expect(afterP2Draw!.zones[H3]).toBe(afterP1Draw!.zones[H3])
    expect(afterP2Draw!.zones[TABLE]).toBe(afterP1Draw!.zones[TABLE])
    expect(afterP2Draw!.zones[H2]).not.toBe(afterP1Draw!.zones[H2])
    const secrets = secretsOf(engine, 'p1')
    expect(leaksIn(record, secrets, engine.getState())).toEqual([])
    // Without the option, no step has a view.
    expect(engine.exportRecord({ viewer: 'p1' }).steps.every((s) => !('view' in s))).toBe(true)
    expect(thrown(() => engine.exportRecord({ stepViews: true }))).toBeInstanceOf(InvalidArgumentError)
    expect(thrown(() => engine.exportRecord({ viewer: 'p1', stepViews: 'yes' as never })).message).toBe('stepViews must be true or false, got yes')
  })

  it('leave the game, its history and the full record unchanged', () => {
    const { engine } = play()
    const state = engine.getState()
    const fullBefore = JSON.stringify(engine.exportRecord())
    engine.exportRecord({ viewer: 'p1' })
    expect(engine.getState()).toBe(state)
    expect(JSON.stringify(engine.exportRecord())).toBe(fullBefore)
    expect(engine.dispatch({ type: 'DRAW', playerId: 'p3' }).ok).toBe(true)
  })

  it('refuse an unknown viewer and options that would silently give out the full record', () => {
    const { engine } = play()
    const e = thrown(() => engine.exportRecord({ viewer: 'p9' }))
    expect(e).toBeInstanceOf(NotFoundError)
    expect(e.message).toBe("Player 'p9' not found")
    expect(thrown(() => engine.exportRecord({ viewer: undefined }))).toBeInstanceOf(NotFoundError)
    const notObject = thrown(() => engine.exportRecord('p1' as never))
    expect(notObject).toBeInstanceOf(InvalidArgumentError)
    expect(notObject.message).toBe("exportRecord options must be an object such as { viewer: 'p1' }, got p1")
    expect(engine.exportRecord({}).format).toBe('decklet-record')
    expect(engine.exportRecord().seed).toBe(7)
  })

  it('are kept for a player who left: their own view while seated, a spectator\'s after; a viewer who never played is refused', () => {
    // A player leaving the game (as a Hold'em player who LEAVEs the table): the hand goes back to the deck.
    const leave: GamePlugin = {
      id: 'leave', name: 'leave', version: '1.0.0',
      actions: [{
        type: 'LEAVE',
        execute: (action, { state }) => {
          const hand = playerHandZoneId(action.playerId!)
          let next = stateUtils.setZoneCards(state, DECK, [...state.zones[DECK]!.cards, ...state.zones[hand]!.cards])
          next = stateUtils.removePlayer(stateUtils.removeZone(next, hand), action.playerId!)
          return { state: next, events: [{ type: 'LEFT', playerId: action.playerId }] }
        },
      }],
    }
    const engine = startHiddenGame({ plugins: [leave] })
    expect(engine.dispatch({ type: 'DRAW', playerId: 'p3' }).ok).toBe(true)
    const drawn = engine.getState().zones[playerHandZoneId('p3')]!.cards.at(-1)!
    expect(engine.dispatch({ type: 'LEAVE', playerId: 'p3' }).ok).toBe(true)
    expect(engine.dispatch({ type: 'DRAW', playerId: 'p1' }).ok).toBe(true)
    expect(Object.keys(engine.getState().players)).not.toContain('p3')

    const record = engine.exportRecord({ viewer: 'p3' })
    expect(record.initialView).toEqual(createPlayerView(engine.getInitialState(), 'p3', engine.getPlugins()))
    expect(record.finalView).toEqual(engine.getPlayerView(null))
    // The card p3 drew was theirs to see, in the tick of the draw; p1's later draw is not.
    expect(record.steps[0]!.events[0]).toMatchObject({ type: 'CARD_DRAWN', payload: { cardId: drawn } })
    expect(record.steps[2]!.events[0]).toMatchObject({ type: 'CARD_DRAWN', redacted: true })
    expect(JSON.stringify(record.steps[2])).not.toContain(engine.getState().zones[playerHandZoneId('p1')]!.cards.at(-1)!)
    expect(thrown(() => engine.exportRecord({ viewer: 'p4' }))).toBeInstanceOf(NotFoundError)
  })

  it('refuse to be exported while a tick is running', () => {
    let game: GameEngine | null = null
    let error: unknown
    const inTick: GamePlugin = {
      id: 'in-tick',
      name: 'in-tick',
      version: '1.0.0',
      actions: [{ type: 'PEEK', execute: (_a, { state }) => ({ state, events: [{ type: 'PEEKED' }] }) }],
      events: [
        {
          type: 'PEEKED',
          handle() {
            try {
              game!.exportRecord({ viewer: 'p1' })
            } catch (e) {
              error = e
            }
          },
        },
      ],
    }
    game = startHiddenGame({ plugins: [inTick] })
    game.dispatch({ type: 'PEEK' })
    expect(error).toBeInstanceOf(GameLifecycleError)
    expect((error as Error).message).toBe('Cannot export a record while a tick is running')
  })
})

describe('ReplayEngine beforeReplay hook', () => {
  it('is called once with the engine at the installed initial state, before start() is replayed', () => {
    const engine = startHiddenGame()
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    const calls: { status: string; version: number }[] = []
    const events: string[] = []
    const { state } = ReplayEngine.replayRecord(engine.exportRecord(), engine.getPlugins(), {
      beforeReplay(replaying) {
        calls.push({ status: replaying.getState().status, version: replaying.getState().version })
        replaying.subscribeAll((e) => events.push(e.id))
      },
    })
    expect(calls).toEqual([{ status: 'waiting', version: engine.getInitialState().version }])
    expect(events[0]).toBe('es.1')
    expect(events.at(-1)).toBe('e1.1')
    expect(state).toEqual(engine.getState())
  })
})

describe('values of hidden cards', () => {
  it('are searched for by the leak check (sanity check of the fixture)', () => {
    const engine = startHiddenGame()
    const secret = engine.getState().zones[DECK]!.cards[0]!
    const n = Number(secret.slice(5))
    expect(engine.getState().cards[secret]!.value).toBe(cardValue(n))
    expect(secret).toBe(cardId(n))
    expect(leaksIn({ v: cardValue(n) }, [secret], engine.getState())).toEqual([`${secret}=${cardValue(n)}`])
    expect(leaksIn({ id: secret }, [secret], engine.getState())).toEqual([secret])
  })
})

describe("the README's hidden-information example", () => {
  it('tells p1 that p2 drew a card without telling which, and keeps it out of p1 view and record', () => {
    const logged: string[] = []
    const console = { log: (...values: unknown[]) => logged.push(values.map((v) => JSON.stringify(v)).join(' ')) }

    const Secret: GamePlugin = {
      id: 'secret', name: 'Secret', version: '1.0.0',
      setup(ctx) {
        if (ctx.state.zones.deck) return
        ctx.addZone(createZone({ id: 'deck', type: 'deck', visibility: 'hidden' }))
        for (const id of Object.keys(ctx.state.players)) {
          ctx.addZone(createZone({ id: playerHandZoneId(id), type: 'hand', ownerId: id, visibility: 'owner' }))
        }
        for (let n = 1; n <= 5; n++) {
          ctx.addCard(createCard({ id: `s${n}`, type: 'number', value: n }))
          ctx.addCardToZone(`s${n}`, 'deck')
        }
      },
      actions: [{
        type: 'DRAW',
        execute(action, { state }) {
          const cardId = state.zones.deck!.cards.at(-1)!
          return {
            state: stateUtils.moveCard(state, cardId, 'deck', playerHandZoneId(action.playerId!)),
            events: [{ type: 'CARD_DRAWN', playerId: action.playerId, payload: { cardId }, visibleTo: [action.playerId!] }],
          }
        },
      }],
      redactEvent: (event) => (event.type === 'CARD_DRAWN' ? { count: 1 } : undefined),
    }

    const engine = new GameEngine({ seed: 42 })
    engine.use(Secret).createGame({ gameId: 'table-7', players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }] }).start()
    engine.subscribeAll((event) => console.log(event.type, event.payload), { viewer: 'p1' })
    engine.dispatch({ type: 'DRAW', playerId: 'p2' })
    expect(logged).toEqual(['"CARD_DRAWN" {"count":1}'])
    expect(engine.getPlayerView('p1').zones['hand-p2']!.cards).toEqual(['hidden:hand-p2:0'])
    expect(engine.getPlayerView('p2').zones['hand-p2']!.cards).toEqual(['s5'])
    const record = engine.exportRecord({ viewer: 'p1' })
    expect(JSON.stringify(record)).not.toContain('s5')
    expect(JSON.stringify(record)).not.toContain('"seed"')
    expect(record.steps[0]!.events[0]!.payload).toEqual({ count: 1 })
  })
})
