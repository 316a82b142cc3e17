import { afterEach, describe, expect, it, vi } from 'vitest'
import { GameEngine } from '../engine/gameEngine'
import type { ValidationMode } from '../engine/types'
import type { GamePlugin } from '../plugins/types'
import { SeededRandomProvider } from '../random/randomProvider'
import { StateDraft } from '../state/draft/stateDraft'
import { createCard, createZone, playerHandZoneId } from '../state/factories'
import type { Card } from '../state/types'
import { createPlayerView } from './playerView'
import type { PlayerView } from './types'
import { PlayerViewCache } from './viewCache'
import { getViewCards } from './viewCards'
import { EngineCache } from './engineCache'

const PLAYERS = ['p1', 'p2', 'p3']
const VIEWERS: (string | null)[] = [...PLAYERS, null]

/**
 * A game with every kind of zone a view treats differently: a hidden deck, owner-only hands, a public table,
 * a hidden kitty whose cards get revealed and concealed, card records that change, and a `redact` hook.
 */
function hiddenGame(): GamePlugin {
  const draft = new StateDraft()
  const act = (type: string, step: (d: StateDraft, playerId: string) => void) => ({
    type,
    execute: (action: { playerId?: string }, { state }: { state: Parameters<StateDraft['reset']>[0] }) => {
      const d = draft.reset(state)
      step(d, action.playerId!)
      return d.result()
    },
  })
  return {
    id: 'hidden-game',
    name: 'Hidden game',
    version: '1.0.0',
    setup(ctx) {
      ctx.addZone(createZone({ id: 'deck', type: 'deck', visibility: 'hidden' }))
      ctx.addZone(createZone({ id: 'table', type: 'table' }))
      ctx.addZone(createZone({ id: 'kitty', type: 'kitty', visibility: 'hidden' }))
      for (const p of PLAYERS) ctx.addZone(createZone({ id: playerHandZoneId(p), type: 'hand', ownerId: p, visibility: 'owner' }))
      for (let i = 0; i < 30; i++) {
        ctx.addCard(createCard({ id: `c${i}`, type: 'n', value: i }))
        ctx.addCardToZone(`c${i}`, i < 24 ? 'deck' : i < 27 ? 'kitty' : playerHandZoneId(PLAYERS[i % 3]!))
      }
    },
    actions: [
      act('DRAW', (d, p) => d.moveTop('deck', playerHandZoneId(p))),
      act('PLAY', (d, p) => d.moveTop(playerHandZoneId(p), 'table')),
      act('REVEAL', (d) => d.revealCards('kitty', d.cards('kitty').slice(0, 1))),
      act('CONCEAL', (d) => d.concealCards('kitty')),
      act('TAKE_KITTY', (d, p) => d.moveTop('kitty', playerHandZoneId(p))),
      act('MARK', (d) => {
        const hand = d.cards('deck')
        if (hand.length > 0) d.updateCard(hand[0]!, { value: 1000 + d.turn })
        d.turn += 1
      }),
      act('BURY', (d) => d.moveTop('table', 'deck')),
      act('MARK_TABLE', (d) => {
        // A visible card changed in place, its zone unchanged: the view must read it again.
        const table = d.cards('table')
        if (table.length > 0) d.updateCard(table[0]!, { value: 2000 + d.turn })
        d.turn += 1
      }),
      act('COPY_TO_TABLE', (d, p) => {
        // A card in two zones at once (only 'none' mode lets that through): a record patch cannot tell which entry wins.
        const hand = d.cards(playerHandZoneId(p))
        if (hand.length > 0) d.append('table', hand[hand.length - 1]!)
      }),
      act('PLAY_MIDDLE', (d, p) => {
        // A card from the middle of a hand to the bottom of the table: the views keep the records on both sides of it.
        const hand = d.cards(playerHandZoneId(p))
        if (hand.length > 0) d.moveCard(hand[hand.length >> 1]!, playerHandZoneId(p), 'table', 0)
      }),
      act('DRAW_BOTTOM', (d, p) => {
        // The bottom card of the table into the middle of a hand.
        const table = d.cards('table')
        const hand = d.cards(playerHandZoneId(p))
        if (table.length > 0) d.moveCard(table[0]!, 'table', playerHandZoneId(p), hand.length >> 1)
      }),
      act('PASS', (d) => {
        d.turn += 1
      }),
      {
        // The zones in the reverse order, a card drawn on the way: the changed zones' places are no longer those
        // of the viewers' last zones records.
        type: 'DRAW_REVERSED',
        execute: (action: { playerId?: string }, { state }: { state: Parameters<StateDraft['reset']>[0] }) => {
          const d = draft.reset(state)
          d.moveTop('deck', playerHandZoneId(action.playerId!))
          const result = d.result()
          return { ...result, state: { ...result.state, zones: Object.fromEntries(Object.entries(result.state.zones).reverse()) } }
        },
      },
      act('TOGGLE_POT', (d) => {
        // A zone that comes and goes: the views' zone ids change (their zones records get other keys).
        if (d.hasZone('pot')) d.removeZone('pot')
        else d.addZone(createZone({ id: 'pot', type: 'pot' }))
      }),
    ] as GamePlugin['actions'],
    redact(view: PlayerView) {
      // Each viewer sees the turn parity only: a hook that changes the view, so the cache must keep its result.
      return { ...view, variables: { ...view.variables, parity: view.turn % 2 } }
    },
  }
}

const TYPES = ['DRAW', 'PLAY', 'REVEAL', 'CONCEAL', 'TAKE_KITTY', 'MARK', 'MARK_TABLE', 'BURY', 'PLAY_MIDDLE', 'DRAW_BOTTOM', 'PASS', 'TOGGLE_POT']

function play(mode: ValidationMode, seed: number, steps: number, check: (engine: GameEngine, step: number) => void, types = TYPES): void {
  const engine = new GameEngine({ seed, validationMode: mode, clock: () => 0 }).use(hiddenGame())
  engine.createGame({ players: PLAYERS.map((id) => ({ id, name: id })) }).start()
  const random = new SeededRandomProvider(seed)
  check(engine, 0)
  for (let step = 1; step <= steps; step++) {
    const type = types[random.int(0, types.length - 1)]!
    const result = engine.dispatch({ type, playerId: PLAYERS[random.int(0, PLAYERS.length - 1)] })
    // An empty zone's moveTop changes nothing: the action is still ok.
    expect(result.ok).toBe(true)
    check(engine, step)
  }
}

describe("the engine's view cache", () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it.each(['none', 'always'] as const)('gives the view computed from scratch at every step, for every viewer (%s)', (mode) => {
    for (let seed = 1; seed <= 6; seed++) {
      play(mode, seed, 60, (engine) => {
        const state = engine.getState()
        for (const viewer of VIEWERS) {
          const view = engine.getPlayerView(viewer)
          expect(view).toEqual(createPlayerView(state, viewer, engine.getPlugins()))
          expect(JSON.stringify(view)).toBe(JSON.stringify(createPlayerView(state, viewer, engine.getPlugins())))
          // Each zone's faces are its cards' records, position by position.
          for (const zone of Object.values(view.zones)) expect(zone.faces.map((c) => c.id)).toEqual(zone.cards)
          if (mode === 'always') {
            const zones = Object.values(view.zones)
            expect(Object.isFrozen(view) && Object.isFrozen(view.zones) && zones.every((z) => Object.isFrozen(z) && Object.isFrozen(z.faces))).toBe(true)
          }
        }
      })
    }
  })

  it.each(['none', 'always'] as const)('gives the view computed from scratch to viewers who ask now and then, many zones changed since (%s)', (mode) => {
    for (let seed = 11; seed <= 14; seed++) {
      play(mode, seed, 80, (engine, step) => {
        // Viewer k asks every (k + 2)th step: between two of its views, several zones change.
        const state = engine.getState()
        VIEWERS.forEach((viewer, k) => {
          if (step % (k + 2) !== 0) return
          expect(JSON.stringify(engine.getPlayerView(viewer))).toBe(JSON.stringify(createPlayerView(state, viewer, engine.getPlugins())))
        })
      })
    }
  })

  it.each(['none', 'always'] as const)('gives the view computed from scratch where code generation is refused: zones compared by name (%s)', (mode) => {
    // As under a Content Security Policy without unsafe-eval: no compiled copier or comparer.
    const spy = vi.spyOn(globalThis, 'Function').mockImplementation(() => {
      throw new EvalError('Code generation from strings disallowed for this context')
    })
    play(mode, 31, 80, (engine, step) => {
      const state = engine.getState()
      VIEWERS.forEach((viewer, k) => {
        if (step % (k + 1) !== 0) return
        expect(JSON.stringify(engine.getPlayerView(viewer))).toBe(JSON.stringify(createPlayerView(state, viewer, engine.getPlugins())))
      })
    })
    expect(spy).toHaveBeenCalled()
  })

  it.each(['none', 'always'] as const)('gives the view computed from scratch, but for the order of its zones, after the zones were reordered (%s)', (mode) => {
    let reordered = 0
    for (let seed = 21; seed <= 24; seed++) {
      play(
        mode,
        seed,
        60,
        (engine, step) => {
          const state = engine.getState()
          VIEWERS.forEach((viewer, k) => {
            // Every viewer now and then, so that some see one change and others several.
            if (step % (k + 1) !== 0) return
            const view = engine.getPlayerView(viewer)
            expect(view).toEqual(createPlayerView(state, viewer, engine.getPlugins()))
            for (const zone of Object.values(view.zones)) expect(zone.faces.map((c) => c.id)).toEqual(zone.cards)
          })
          if (Object.keys(state.zones)[0] !== 'deck') reordered++
        },
        [...TYPES, 'DRAW_REVERSED', 'DRAW_REVERSED'],
      )
    }
    expect(reordered).toBeGreaterThan(10)
  })

  it("shares compiled copiers between the engines of one plugin instance that has an EngineCache, and gives every engine's views right", () => {
    const withCache: GamePlugin = { ...hiddenGame(), cache: new EngineCache() }
    const without = hiddenGame()
    const compiled = vi.spyOn(globalThis, 'Function')
    const game = (plugin: GamePlugin, seed: number) => {
      const engine = new GameEngine({ seed, validationMode: 'none', clock: () => 0 }).use(plugin)
      engine.createGame({ players: PLAYERS.map((id) => ({ id, name: id })) }).start()
      return engine
    }
    // Two engines of each plugin, played in turn: what one compiles, the other of the same plugin finds.
    const engines = [game(withCache, 1), game(withCache, 2), game(without, 3), game(without, 4)]
    const counts: number[] = []
    const random = new SeededRandomProvider(5)
    const types = TYPES.filter((type) => type !== 'TOGGLE_POT')
    for (let step = 0; step < 60; step++) {
      engines.forEach((engine, k) => {
        const before = compiled.mock.calls.length
        const state = engine.getState()
        for (const viewer of VIEWERS) expect(JSON.stringify(engine.getPlayerView(viewer))).toBe(JSON.stringify(createPlayerView(state, viewer, engine.getPlugins())))
        counts[k] = (counts[k] ?? 0) + compiled.mock.calls.length - before
        expect(engine.dispatch({ type: types[random.int(0, types.length - 1)]!, playerId: PLAYERS[random.int(0, 2)] }).ok).toBe(true)
      })
    }
    // The first engine of the cached plugin compiled its copiers; the second none; each engine without a cache its own.
    expect(counts[0]).toBeGreaterThan(0)
    expect(counts[1]).toBe(0)
    expect(counts[2]).toBe(counts[0])
    expect(counts[3]).toBe(counts[0])
  })

  it('shares placeholders and placeholder-only views between the engines of one EngineCache, per validation kind', () => {
    const plugin: GamePlugin = { ...hiddenGame(), cache: new EngineCache() }
    const game = (mode: ValidationMode, seed: number) => {
      const engine = new GameEngine({ seed, validationMode: mode, clock: () => 0 }).use(plugin)
      engine.createGame({ players: PLAYERS.map((id) => ({ id, name: id })) }).start()
      return engine
    }
    const [a, b, checked] = [game('none', 1), game('none', 2), game('always', 3)]
    // The deck (24 cards, hidden) as p1 sees it, in each game after the same number of draws.
    const deckOf = (engine: GameEngine) => engine.getPlayerView('p1').zones.deck!
    for (let draws = 0; draws < 5; draws++) {
      expect(deckOf(b)).toBe(deckOf(a))
      expect(deckOf(b).faces[0]).toBe(deckOf(a).faces[0])
      expect(deckOf(checked)).not.toBe(deckOf(a))
      expect(Object.isFrozen(deckOf(checked).faces[0]) && !Object.isFrozen(deckOf(a).faces[0])).toBe(true)
      expect(deckOf(checked)).toEqual(deckOf(a))
      for (const engine of [a, b, checked]) expect(engine.dispatch({ type: 'DRAW', playerId: 'p2' }).ok).toBe(true)
    }
    // A plugin instance without a cache: each engine its own placeholders.
    const own = [hiddenGame(), hiddenGame()].map((p, seed) => {
      const engine = new GameEngine({ seed, validationMode: 'none', clock: () => 0 }).use(p)
      engine.createGame({ players: PLAYERS.map((id) => ({ id, name: id })) }).start()
      return engine
    })
    expect(deckOf(own[0]!)).not.toBe(deckOf(own[1]!))
    expect(deckOf(own[0]!)).toEqual(deckOf(own[1]!))
  })

  it('keeps the placeholders of at most 64 zone ids per EngineCache and validation kind', () => {
    const cache = new EngineCache()
    for (let i = 0; i < 100; i++) cache.placeholders(`z${i}`, false)
    expect(cache.placeholders('z0', false)).toBe(cache.placeholders('z0', false))
    expect(cache.placeholders('z63', false)).toBe(cache.placeholders('z63', false))
    // Past the bound, each asking gets its own: made again, never kept.
    expect(cache.placeholders('z64', false)).not.toBe(cache.placeholders('z64', false))
    expect(cache.placeholders('z64', false).placeholder(2)).toEqual({ id: 'hidden:z64:2', type: 'hidden' })
    // The frozen kind has its own bound.
    expect(cache.placeholders('z99', true)).toBe(cache.placeholders('z99', true))
  })

  it('returns the same view for the same state, and reuses unchanged zones and placeholders', () => {
    play('always', 3, 40, (engine, step) => {
      const before = engine.getPlayerView('p1')
      expect(engine.getPlayerView('p1')).toBe(before)
      if (step === 0) return
      const state = engine.getState()
      engine.dispatch({ type: 'PLAY', playerId: 'p2' })
      const after = engine.getPlayerView('p1')
      const next = engine.getState()
      for (const zoneId of Object.keys(next.zones)) {
        if (next.zones[zoneId] === state.zones[zoneId]) expect(after.zones[zoneId]).toBe(before.zones[zoneId])
      }
      // A placeholder of the hidden deck is one object, view after view.
      if (before.zones.deck!.cards.length > 0) expect(getViewCards(after)['hidden:deck:0']).toBe(getViewCards(before)['hidden:deck:0'])
    })
  })

  it('builds a zone seen whole, or not at all, once for all the viewers who see it so', () => {
    play('none', 5, 40, (engine) => {
      const views = VIEWERS.map((viewer) => engine.getPlayerView(viewer))
      const state = engine.getState()
      for (const zoneId of Object.keys(state.zones)) {
        const zone = state.zones[zoneId]!
        if ((zone.revealed?.length ?? 0) > 0 && zone.visibility !== 'public') continue
        // Viewers who see the same thing get the very same zone view.
        const byAccess = new Map<boolean, unknown>()
        VIEWERS.forEach((viewer, i) => {
          const whole = (zone.visibility ?? 'public') === 'public' || (zone.visibility === 'owner' && zone.ownerId === viewer)
          const shown = views[i]!.zones[zoneId]
          if (byAccess.has(whole)) expect(shown).toBe(byAccess.get(whole))
          else byAccess.set(whole, shown)
        })
      }
    })
  })

  it('keeps the records of a pile that grew, and reads a changed card record again', () => {
    const engine = new GameEngine({ seed: 2, validationMode: 'none' }).use(hiddenGame())
    engine.createGame({ players: PLAYERS.map((id) => ({ id, name: id })) }).start()
    for (const p of PLAYERS) engine.dispatch({ type: 'PLAY', playerId: p })
    const table = engine.getPlayerView('p1').zones.table!
    expect(table.faces).toHaveLength(3)
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    engine.dispatch({ type: 'PLAY', playerId: 'p1' })
    const grown = engine.getPlayerView('p2').zones.table!
    expect(grown.faces).toHaveLength(4)
    expect(grown.faces.slice(0, 3)).toEqual(table.faces)
    expect(grown.faces[3]).toBe(engine.getState().cards[grown.cards[3]!])
    engine.dispatch({ type: 'MARK_TABLE' })
    const marked = engine.getPlayerView('p3').zones.table!
    expect(marked.cards).toEqual(grown.cards)
    expect(marked.faces[0]).toBe(engine.getState().cards[marked.cards[0]!])
    expect(marked.faces[0]).not.toEqual(grown.faces[0])
  })

  it('keeps the records on both sides of a card taken from the middle or put at the bottom, and reads only the new one', () => {
    const engine = new GameEngine({ seed: 3, validationMode: 'none' }).use(hiddenGame())
    engine.createGame({ players: PLAYERS.map((id) => ({ id, name: id })) }).start()
    for (let i = 0; i < 4; i++) engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    for (let i = 0; i < 3; i++) engine.dispatch({ type: 'PLAY', playerId: 'p1' })
    const hand = () => engine.getPlayerView('p1').zones[playerHandZoneId('p1')]!
    const table = () => engine.getPlayerView('p2').zones.table!
    const [handBefore, tableBefore] = [hand(), table()]
    expect(handBefore.cards.length).toBe(2)
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    engine.dispatch({ type: 'DRAW', playerId: 'p1' })
    const grown = hand()
    engine.dispatch({ type: 'PLAY_MIDDLE', playerId: 'p1' })
    const [handAfter, tableAfter] = [hand(), table()]
    const played = tableAfter.cards[0]!
    expect(grown.cards.indexOf(played)).toBe(2)
    // The hand kept the records before and after the played card, the very same objects.
    expect(handAfter.cards).toEqual(grown.cards.filter((id) => id !== played))
    handAfter.faces.forEach((face, i) => expect(face).toBe(grown.faces[grown.cards.indexOf(handAfter.cards[i]!)]))
    // The table kept its records after the new bottom card, which is read from the state.
    expect(tableAfter.faces.slice(1)).toEqual(tableBefore.faces)
    tableAfter.faces.slice(1).forEach((face, i) => expect(face).toBe(tableBefore.faces[i]))
    expect(tableAfter.faces[0]).toBe(engine.getState().cards[played])
    engine.dispatch({ type: 'DRAW_BOTTOM', playerId: 'p1' })
    expect(hand()).toEqual(createPlayerView(engine.getState(), 'p1', engine.getPlugins()).zones[playerHandZoneId('p1')])
    expect(hand().faces.map((c) => c.id)).toEqual(hand().cards)
  })

  it('gives the view from scratch when a card is in two zones (validation off)', () => {
    const engine = new GameEngine({ seed: 4, validationMode: 'none' }).use(hiddenGame())
    engine.createGame({ players: PLAYERS.map((id) => ({ id, name: id })) }).start()
    const random = new SeededRandomProvider(4)
    let duplicated = 0
    for (let step = 0; step < 80; step++) {
      const type = step % 5 === 4 ? 'COPY_TO_TABLE' : TYPES[random.int(0, TYPES.length - 1)]!
      engine.dispatch({ type, playerId: PLAYERS[random.int(0, PLAYERS.length - 1)] })
      for (const viewer of VIEWERS) expect(engine.getPlayerView(viewer)).toEqual(createPlayerView(engine.getState(), viewer, engine.getPlugins()))
      const placed = Object.values(engine.getState().zones).flatMap((z) => z.cards)
      if (new Set(placed).size < placed.length) duplicated++
    }
    expect(duplicated).toBeGreaterThan(10)
  })

  it('never hands one viewer what another may see', () => {
    play('none', 9, 80, (engine) => {
      const state = engine.getState()
      for (const viewer of VIEWERS) {
        const view = engine.getPlayerView(viewer)
        for (const zoneId of Object.keys(state.zones)) {
          const zone = state.zones[zoneId]!
          const own = zone.visibility === 'owner' && zone.ownerId === viewer
          const shown = (zone.visibility ?? 'public') === 'public' || own
          for (let i = 0; i < zone.cards.length; i++) {
            const revealed = zone.revealed?.includes(zone.cards[i]!) ?? false
            expect(view.zones[zoneId]!.cards[i]).toBe(shown || revealed ? zone.cards[i] : `hidden:${zoneId}:${i}`)
          }
        }
      }
    })
  })

  it('keeps one entry per viewer and forgets them all past its bound', () => {
    const cache = new PlayerViewCache(false, 2)
    const engine = new GameEngine({ seed: 1, validationMode: 'none' }).use(hiddenGame())
    engine.createGame({ players: PLAYERS.map((id) => ({ id, name: id })) }).start()
    const state = engine.getState()
    const first = cache.view(state, 'p1', engine.getPlugins())
    expect(cache.view(state, 'p1', engine.getPlugins())).toBe(first)
    cache.view(state, 'p2', engine.getPlugins())
    cache.view(state, 'p3', engine.getPlugins()) // a third viewer: the two kept are forgotten
    const again = cache.view(state, 'p1', engine.getPlugins())
    expect(again).not.toBe(first)
    expect(again).toEqual(first)
    // Placeholders are made once per zone position, whoever asks, and outlive clear().
    const deckTop = (view: PlayerView) => view.zones.deck!.faces[0]
    expect(deckTop(again)).toBe(deckTop(first))
    expect(deckTop(cache.view(state, 'p2', engine.getPlugins()))).toBe(deckTop(first))
    cache.clear()
    const cleared = cache.view(state, 'p1', engine.getPlugins())
    expect(cleared).not.toBe(again)
    expect(deckTop(cleared)).toBe(deckTop(first))
  })
})
