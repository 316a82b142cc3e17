import { describe, expect, it } from 'vitest'
import { GameLifecycleError, NotFoundError } from '../../errors/errors'
import { createCard, createGameState, createPlayer, createZone } from '../factories'
import { cloneJson, deepFreeze } from '../json'
import type { GameState } from '../types'
import { defineVariable } from '../variables'
import { produceState } from './produceState'
import { StateDraft } from './stateDraft'

/** Deck c1..c5 (c5 on top), a discard pile with d1, two owner-only hands (p1 holds h1, h2), a score variable. Frozen. */
function table(): GameState {
  return deepFreeze(
    createGameState({
      gameId: 'g',
      seed: 7,
      status: 'playing',
      currentPlayerId: 'p1',
      players: [
        { id: 'p1', name: 'Ann', seat: 1 },
        { id: 'p2', name: 'Bob', seat: 2 },
      ],
      cards: ['c1', 'c2', 'c3', 'c4', 'c5', 'd1', 'h1', 'h2'].map((id) => createCard({ id, type: 'n' })),
      zones: [
        createZone({ id: 'deck', type: 'deck', visibility: 'hidden', cards: ['c1', 'c2', 'c3', 'c4', 'c5'] }),
        createZone({ id: 'discard', type: 'discard', cards: ['d1'] }),
        createZone({ id: 'hand-p1', type: 'hand', ownerId: 'p1', visibility: 'owner', cards: ['h1', 'h2'] }),
        createZone({ id: 'hand-p2', type: 'hand', ownerId: 'p2', visibility: 'owner' }),
      ],
      variables: { score: 0, phase: 'play' },
    }),
  )
}

describe('StateDraft: the next state', () => {
  it('carries version + 1 and every change, and the base is left as it was', () => {
    const base = table()
    const before = cloneJson(base)
    const d = new StateDraft(base)
    d.moveTop('deck', 'hand-p2')
    d.currentPlayerId = 'p2'
    d.turn = 3
    d.status = 'paused'
    d.setVariable('score', 5)
    d.addWinner('p1')
    const next = d.commit()
    expect(next.version).toBe(base.version + 1)
    expect(next.zones.deck!.cards).toEqual(['c1', 'c2', 'c3', 'c4'])
    expect(next.zones['hand-p2']!.cards).toEqual(['c5'])
    expect(next).toMatchObject({ currentPlayerId: 'p2', turn: 3, status: 'paused', winnerIds: ['p1'] })
    expect(next.variables).toEqual({ score: 5, phase: 'play' })
    expect(base).toEqual(before)
  })

  it('shares everything that did not change with the base: zones, records and lists keep their identity', () => {
    const base = table()
    const next = new StateDraft(base).produce(base, (d) => d.moveCard('h1', 'hand-p1', 'discard'))
    expect(next.zones.deck).toBe(base.zones.deck)
    expect(next.zones['hand-p2']).toBe(base.zones['hand-p2'])
    expect(next.zones.discard).not.toBe(base.zones.discard)
    expect(next.players).toBe(base.players)
    expect(next.cards).toBe(base.cards)
    expect(next.winnerIds).toBe(base.winnerIds)
    // No variable changed: the variables record is the base's.
    expect(next.variables).toBe(base.variables)
  })

  it('keeps the variables record when a variable is set to the value it has', () => {
    const base = table()
    expect(produceState(base, (d) => d.setVariable('score', 0)).variables).toBe(base.variables)
    expect(produceState(base, (d) => d.setVariable('score', 1)).variables).not.toBe(base.variables)
  })

  it('keeps a zone whose list was handed out for editing but came back the same', () => {
    const base = table()
    const next = produceState(base, (d) => {
      const cards = d.editCards('deck')
      cards.push(cards.shift()!)
      cards.unshift(cards.pop()!)
    })
    expect(next.zones.deck).toBe(base.zones.deck)
    expect(next.zones).toBe(base.zones)
  })

  it('builds zones as literals of the layout they had (the same fields, in the same order)', () => {
    const next = produceState(table(), (d) => {
      d.moveTop('deck', 'discard')
      d.revealCards('hand-p1', ['h1'])
    })
    expect(Object.keys(next.zones.deck!)).toEqual(['id', 'type', 'ownerId', 'cards', 'visibility'])
    expect(Object.keys(next.zones.discard!)).toEqual(['id', 'type', 'ownerId', 'cards'])
    expect(Object.keys(next.zones['hand-p1']!)).toEqual(['id', 'type', 'ownerId', 'cards', 'visibility', 'revealed'])
    expect(Object.keys(next)).toEqual(Object.keys(table()))
  })

  it('carries on from the committed state: a second commit is version + 2, the first state untouched', () => {
    const d = new StateDraft(table())
    d.append('hand-p2', 'c1')
    const first = d.commit()
    expect(d.base).toBe(first)
    d.append('hand-p2', 'c2')
    const second = d.commit()
    expect(first.zones['hand-p2']!.cards).toEqual(['c1'])
    expect(second.zones['hand-p2']!.cards).toEqual(['c1', 'c2'])
    expect(second.version).toBe(first.version + 1)
  })

  it('keeps a root field it does not know (the engine refuses it in checked modes)', () => {
    const odd = { ...table(), extra: 1 } as GameState
    const next = produceState(odd, (d) => (d.turn = 1))
    expect((next as unknown as { extra: number }).extra).toBe(1)
    expect(next.turn).toBe(1)
  })

  it('puts the fields of a root written in another order back in order', () => {
    const { seed, ...rest } = table()
    const shuffled = { seed, ...rest } as GameState
    expect(Object.keys(produceState(shuffled, () => {}))).toEqual(Object.keys(table()))
  })

  it('refuses to build without a state', () => {
    expect(() => new StateDraft().commit()).toThrow(GameLifecycleError)
  })
})

describe('StateDraft: zones', () => {
  it('takes the top card, and nothing from an empty zone', () => {
    const base = table()
    const d = new StateDraft(base)
    expect(d.takeLast('deck')).toBe('c5')
    expect(d.takeLast('hand-p2')).toBeUndefined()
    expect(d.moveTop('hand-p2', 'deck')).toBeUndefined()
    expect(d.cards('deck')).toEqual(['c1', 'c2', 'c3', 'c4'])
    const next = d.commit()
    expect(next.zones['hand-p2']).toBe(base.zones['hand-p2'])
  })

  it('moves a card to a place in the destination, and within one zone', () => {
    const next = produceState(table(), (d) => {
      d.moveCard('c5', 'deck', 'hand-p1', 0)
      d.moveCard('c1', 'deck', 'deck')
    })
    expect(next.zones['hand-p1']!.cards).toEqual(['c5', 'h1', 'h2'])
    expect(next.zones.deck!.cards).toEqual(['c2', 'c3', 'c4', 'c1'])
  })

  it('moves several cards in the order given, and checks them all before moving any', () => {
    const d = new StateDraft(table())
    expect(() => d.moveCards(['c1', 'zz'], 'deck', 'discard')).toThrow(NotFoundError)
    expect(d.cards('deck')).toEqual(['c1', 'c2', 'c3', 'c4', 'c5'])
    d.moveCards(['c3', 'c1'], 'deck', 'discard')
    expect(d.commit().zones.discard!.cards).toEqual(['d1', 'c3', 'c1'])
  })

  it('puts cards in and takes them out like stateUtils, with NotFoundError for what is missing', () => {
    const d = new StateDraft(table())
    d.addCardToZone('c1', 'hand-p2')
    d.removeCardFromZone('h1', 'hand-p1')
    expect(() => d.addCardToZone('nope', 'hand-p2')).toThrow(NotFoundError)
    expect(() => d.removeCardFromZone('h1', 'hand-p1')).toThrow("Card 'h1' in zone 'hand-p1' not found")
    expect(() => d.moveTop('deck', 'nowhere')).toThrow("Zone 'nowhere' not found")
    expect(() => d.cards('toString')).toThrow(NotFoundError)
    expect(d.cards('deck')).toEqual(['c1', 'c2', 'c3', 'c4', 'c5'])
    const next = d.commit()
    expect(next.zones['hand-p2']!.cards).toEqual(['c1'])
    expect(next.zones['hand-p1']!.cards).toEqual(['h2'])
  })

  it('adopts a list given to setZoneCards, and copies it before changing it in place', () => {
    const shuffled = Object.freeze(['c5', 'c4', 'c3', 'c2', 'c1'])
    const d = new StateDraft(table())
    d.setZoneCards('deck', shuffled)
    d.append('deck', 'h1')
    const next = d.commit()
    expect(next.zones.deck!.cards).toEqual(['c5', 'c4', 'c3', 'c2', 'c1', 'h1'])
    expect(shuffled).toEqual(['c5', 'c4', 'c3', 'c2', 'c1'])
    expect(produceState(table(), (x) => x.setZoneCards('deck', shuffled)).zones.deck!.cards).toBe(shuffled)
  })

  it('adds, replaces and removes zones; a removed zone is gone for the rest of the draft', () => {
    const base = table()
    const d = new StateDraft(base)
    d.addZone(createZone({ id: 'pot', type: 'pot' }))
    d.append('pot', 'c5')
    d.removeZone('hand-p2')
    expect(d.hasZone('hand-p2')).toBe(false)
    expect(() => d.append('hand-p2', 'c1')).toThrow(NotFoundError)
    d.addZone(createZone({ id: 'discard', type: 'discard', cards: ['d1', 'c1'] }))
    const next = d.commit()
    expect(Object.keys(next.zones)).toEqual(['deck', 'discard', 'hand-p1', 'pot'])
    expect(next.zones.pot!.cards).toEqual(['c5'])
    expect(next.zones.discard!.cards).toEqual(['d1', 'c1'])
    expect(next.zones.deck).toBe(base.zones.deck)
  })

  it('reads a zone as it is now', () => {
    const base = table()
    const d = new StateDraft(base)
    expect(d.zone('deck')).toBe(base.zones.deck)
    d.moveTop('deck', 'discard')
    expect(d.zone('discard')).toMatchObject({ id: 'discard', cards: ['d1', 'c5'] })
    expect(() => d.zone('nope')).toThrow(NotFoundError)
  })

  it('keeps ids such as __proto__ as own zones', () => {
    const base = createGameState({ gameId: 'g', seed: 1, players: [], cards: [createCard({ id: 'x', type: 't' })], zones: [createZone({ id: 'a', type: 't', cards: ['x'] })] })
    const next = produceState(base, (d) => {
      d.addZone(createZone({ id: '__proto__', type: 't' }))
      d.moveCard('x', 'a', '__proto__')
    })
    expect(Object.keys(next.zones)).toEqual(['a', '__proto__'])
    expect(next.zones['__proto__']!.cards).toEqual(['x'])
    expect(Object.getPrototypeOf(next.zones)).toBe(Object.prototype)
  })
})

describe('StateDraft: revealed cards', () => {
  function revealedHand(): GameState {
    return produceState(table(), (d) => d.revealCards('hand-p1'))
  }

  it('drops a revealed card that leaves the zone (core\'s rule), even if it comes back in the same draft', () => {
    const next = produceState(revealedHand(), (d) => {
      d.moveCard('h1', 'hand-p1', 'discard')
      d.moveCard('h1', 'discard', 'hand-p1')
    })
    expect(next.zones['hand-p1']!.cards).toEqual(['h2', 'h1'])
    expect(next.zones['hand-p1']!.revealed).toEqual(['h2'])
    expect(next.zones.discard!.revealed).toBeUndefined()
  })

  it('drops revealed cards that a new card list or an edit in place no longer holds, keeps those it holds', () => {
    expect(produceState(revealedHand(), (d) => d.setZoneCards('hand-p1', ['h2', 'c1'])).zones['hand-p1']!.revealed).toEqual(['h2'])
    expect(produceState(revealedHand(), (d) => d.editCards('hand-p1').pop()).zones['hand-p1']!.revealed).toEqual(['h1'])
    expect(produceState(revealedHand(), (d) => d.editCards('hand-p1').reverse()).zones['hand-p1']!.revealed).toEqual(['h1', 'h2'])
  })

  it('reveals only cards of the zone, and conceals some or all', () => {
    const d = new StateDraft(table())
    expect(() => d.revealCards('hand-p1', ['c1'])).toThrow(NotFoundError)
    d.revealCards('hand-p1', ['h2', 'h2'])
    expect(d.zone('hand-p1').revealed).toEqual(['h2'])
    d.revealCards('hand-p1')
    expect(d.zone('hand-p1').revealed).toEqual(['h2', 'h1'])
    d.concealCards('hand-p1', ['h2'])
    expect(d.zone('hand-p1').revealed).toEqual(['h1'])
    d.concealCards('hand-p1')
    expect(d.commit().zones['hand-p1']!.revealed).toEqual([])
  })

  it('changes visibility, keeping the zone\'s cards and revealed list', () => {
    const next = produceState(revealedHand(), (d) => d.setZoneVisibility('hand-p1', 'public'))
    expect(next.zones['hand-p1']).toEqual({ id: 'hand-p1', type: 'hand', ownerId: 'p1', cards: ['h1', 'h2'], visibility: 'public', revealed: ['h1', 'h2'] })
  })
})

describe('StateDraft: cards, players, variables, events', () => {
  it('adds, updates and removes cards; a removed card leaves every zone', () => {
    const next = produceState(table(), (d) => {
      d.addCard(createCard({ id: 'j1', type: 'joker' }))
      d.updateCard('c1', { type: 'gold' })
      d.append('discard', 'c5')
      d.removeCard('c5')
    })
    expect(next.cards.j1).toEqual({ id: 'j1', type: 'joker' })
    expect(next.cards.c1!.type).toBe('gold')
    expect(next.cards.c5).toBeUndefined()
    expect(next.zones.deck!.cards).not.toContain('c5')
    expect(next.zones.discard!.cards).toEqual(['d1'])
  })

  it('adds, updates and removes players', () => {
    const d = new StateDraft(table())
    d.addPlayer(createPlayer({ id: 'p3', name: 'Cy', seat: 3 }))
    d.updatePlayer('p2', { status: 'out' })
    d.removePlayer('p1')
    expect(() => d.player('p1')).toThrow(NotFoundError)
    expect(d.player('p2').status).toBe('out')
    const next = d.commit()
    expect(Object.keys(next.players)).toEqual(['p2', 'p3'])
  })

  it('reads and writes typed variables, with their initial value while unset', () => {
    const Score = defineVariable<number>('score')
    const Round = defineVariable<number>('round', { initial: 1 })
    const d = new StateDraft(table())
    expect(d.get(Score)).toBe(0)
    expect(d.get(Round)).toBe(1)
    d.set(Round, d.get(Round) + 1)
    d.removeVariable('phase')
    d.removeVariable('absent')
    expect(d.getVariable('phase')).toBeUndefined()
    expect(d.commit().variables).toEqual({ score: 0, round: 2 })
  })

  it('collects events for the result, a new list after each reset', () => {
    const base = table()
    const d = new StateDraft(base)
    expect(d.events).toEqual([])
    d.emit({ type: 'DREW', playerId: 'p1' })
    const result = d.result()
    expect(result.events).toEqual([{ type: 'DREW', playerId: 'p1' }])
    expect(result.state.version).toBe(base.version + 1)
    const events = result.events
    d.reset(base)
    d.emit({ type: 'OTHER' })
    expect(events).toHaveLength(1)
  })

  it('forgets everything on reset, also after a recipe that threw', () => {
    const base = table()
    const d = new StateDraft(base)
    expect(() =>
      d.produce(base, (x) => {
        x.moveTop('deck', 'discard')
        x.turn = 9
        throw new Error('boom')
      }),
    ).toThrow('boom')
    const next = d.reset(base).commit()
    expect(next.zones).toBe(base.zones)
    expect(next.turn).toBe(base.turn)
  })
})
