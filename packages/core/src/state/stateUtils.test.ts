import { describe, it, expect } from 'vitest'
import { NotFoundError } from '../errors/errors'
import { createCard, createGameState, createPlayer, createZone } from './factories'
import { deepFreeze } from './json'
import {
  addCard,
  addCardToZone,
  concealCards,
  revealCards,
  setZoneVisibility,
  addPlayer,
  addWinner,
  addZone,
  bumpVersion,
  moveCard,
  moveCards,
  removeCard,
  removeCardFromZone,
  removePlayer,
  removeVariable,
  removeZone,
  setCurrentPlayer,
  setStatus,
  setTurn,
  setVariable,
  setZoneCards,
  stateUtils,
  updateCard,
  updatePlayer,
} from './stateUtils'
import type { GameState } from './types'

/** A deeply frozen state: any in-place mutation by the code under test throws. */
function base(): GameState {
  return deepFreeze(
    createGameState({
      gameId: 'g1',
      seed: 1,
      status: 'playing',
      currentPlayerId: 'p1',
      turn: 2,
      version: 5,
      players: [createPlayer({ id: 'p1', name: 'Alice', seat: 1 }), createPlayer({ id: 'p2', name: 'Bob', seat: 2 })],
      cards: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'].map((id) => createCard({ id, type: 'standard', rank: Number(id[1]) })),
      zones: [
        createZone({ id: 'deck', type: 'deck', cards: ['c1', 'c2', 'c3'] }),
        createZone({ id: 'hand-p1', type: 'hand', ownerId: 'p1', cards: ['c4'] }),
        createZone({ id: 'discard', type: 'discard', cards: ['c5'] }),
        createZone({ id: 'empty', type: 'pile' }),
      ],
      variables: { direction: 1 },
    }),
  )
}

/** Runs `fn` on a fresh frozen state and checks the input is unchanged afterwards. */
function run(fn: (s: GameState) => GameState): { before: GameState; after: GameState } {
  const before = base()
  const copy = JSON.parse(JSON.stringify(before)) as GameState
  const after = fn(before)
  expect(before).toEqual(copy)
  expect(after.version).toBe(before.version)
  return { before, after }
}

function expectNotFound(fn: () => unknown, kind: NotFoundError['kind'], id: string, message: string): void {
  let caught: unknown
  try {
    fn()
  } catch (e) {
    caught = e
  }
  expect(caught).toBeInstanceOf(NotFoundError)
  const err = caught as NotFoundError
  expect(err.kind).toBe(kind)
  expect(err.id).toBe(id)
  expect(err.code).toBe('NOT_FOUND')
  expect(err.message).toBe(message)
}

describe('stateUtils object', () => {
  it('is frozen and exposes every update function', () => {
    expect(Object.isFrozen(stateUtils)).toBe(true)
    expect(Object.keys(stateUtils).sort()).toEqual(
      [
        'addCard',
        'addCardToZone',
        'addPlayer',
        'addWinner',
        'addZone',
        'bumpVersion',
        'moveCard',
        'moveCards',
        'removeCard',
        'removeCardFromZone',
        'removePlayer',
        'removeVariable',
        'removeZone',
        'setCurrentPlayer',
        'setStatus',
        'setTurn',
        'setVariable',
        'setZoneCards',
        'updateCard',
        'updatePlayer',
        'setZoneVisibility',
        'revealCards',
        'concealCards',
      ].sort(),
    )
    expect(stateUtils.moveCard).toBe(moveCard)
  })
})

describe('bumpVersion', () => {
  it('returns a new state with version + 1 and everything else shared', () => {
    const before = base()
    const after = bumpVersion(before)
    expect(after).not.toBe(before)
    expect(after.version).toBe(6)
    expect(before.version).toBe(5)
    expect(after.players).toBe(before.players)
    expect(after.zones).toBe(before.zones)
    expect(after.cards).toBe(before.cards)
  })
})

describe('setVariable / removeVariable', () => {
  it('sets a variable without touching other records', () => {
    const { before, after } = run((s) => setVariable(s, 'phase', 'bidding'))
    expect(after.variables).toEqual({ direction: 1, phase: 'bidding' })
    expect(after.players).toBe(before.players)
    expect(after.cards).toBe(before.cards)
    expect(after.zones).toBe(before.zones)
  })

  it('replaces an existing variable', () => {
    const { after } = run((s) => setVariable(s, 'direction', -1))
    expect(after.variables).toEqual({ direction: -1 })
  })

  it("stores a '__proto__' key as own data and changes no prototype", () => {
    const { after } = run((s) => setVariable(s, '__proto__', { polluted: true }))
    expect(Object.hasOwn(after.variables, '__proto__')).toBe(true)
    expect(Object.getOwnPropertyDescriptor(after.variables, '__proto__')!.value).toEqual({ polluted: true })
    expect(Object.getPrototypeOf(after.variables)).toBe(Object.prototype)
    expect((after.variables as Record<string, unknown>).polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.keys(after.variables)).toEqual(['direction', '__proto__'])
  })

  it("stores a 'constructor' key as plain data", () => {
    const { after } = run((s) => setVariable(s, 'constructor', 'x'))
    expect(Object.hasOwn(after.variables, 'constructor')).toBe(true)
    expect(after.variables.constructor).toBe('x')
    expect(({}).constructor).toBe(Object)
  })

  it('removes a variable', () => {
    const { after } = run((s) => removeVariable(s, 'direction'))
    expect(after.variables).toEqual({})
  })

  it('returns the same state when the variable is absent', () => {
    const { before, after } = run((s) => removeVariable(s, 'nope'))
    expect(after).toBe(before)
  })

  it('does not treat inherited names as variables', () => {
    const { before, after } = run((s) => removeVariable(s, 'toString'))
    expect(after).toBe(before)
  })
})

describe('players', () => {
  it('addPlayer adds a player keyed by id and shares the rest', () => {
    const p3 = createPlayer({ id: 'p3', name: 'Cy', seat: 3 })
    const { before, after } = run((s) => addPlayer(s, p3))
    expect(Object.keys(after.players)).toEqual(['p1', 'p2', 'p3'])
    expect(after.players.p3).toBe(p3)
    expect(after.players.p1).toBe(before.players.p1)
    expect(after.zones).toBe(before.zones)
  })

  it('addPlayer replaces a player with the same id', () => {
    const { after } = run((s) => addPlayer(s, createPlayer({ id: 'p1', name: 'Alicia', seat: 1 })))
    expect(after.players.p1!.name).toBe('Alicia')
    expect(Object.keys(after.players)).toEqual(['p1', 'p2'])
  })

  it('removePlayer removes a player', () => {
    const { before, after } = run((s) => removePlayer(s, 'p2'))
    expect(Object.keys(after.players)).toEqual(['p1'])
    expect(after.players.p1).toBe(before.players.p1)
  })

  it('removePlayer throws NotFoundError for a missing player', () => {
    expectNotFound(() => removePlayer(base(), 'p9'), 'player', 'p9', "Player 'p9' not found")
  })

  it('updatePlayer merges a patch and keeps the id', () => {
    const { before, after } = run((s) =>
      updatePlayer(s, 'p1', { name: 'Al', score: 10, id: 'hacked' } as unknown as Parameters<typeof updatePlayer>[2]),
    )
    expect(after.players.p1).toEqual({ id: 'p1', name: 'Al', seat: 1, score: 10 })
    expect(after.players.hacked).toBeUndefined()
    expect(after.players.p2).toBe(before.players.p2)
  })

  it('updatePlayer throws NotFoundError for a missing player', () => {
    expectNotFound(() => updatePlayer(base(), 'p9', { name: 'x' }), 'player', 'p9', "Player 'p9' not found")
  })
})

describe('cards', () => {
  it('addCard adds a card without putting it in a zone', () => {
    const c7 = createCard({ id: 'c7', type: 'joker' })
    const { before, after } = run((s) => addCard(s, c7))
    expect(after.cards.c7).toBe(c7)
    expect(after.zones).toBe(before.zones)
    expect(Object.values(after.zones).some((z) => z.cards.includes('c7'))).toBe(false)
  })

  it('updateCard merges a patch and keeps the id', () => {
    const { before, after } = run((s) => updateCard(s, 'c1', { faceUp: true }))
    expect(after.cards.c1).toEqual({ id: 'c1', type: 'standard', rank: 1, faceUp: true })
    expect(after.cards.c2).toBe(before.cards.c2)
  })

  it('updateCard throws NotFoundError for a missing card', () => {
    expectNotFound(() => updateCard(base(), 'c9', { faceUp: true }), 'card', 'c9', "Card 'c9' not found")
  })

  it('removeCard removes the card and takes it out of every zone that holds it', () => {
    const { before, after } = run((s) => removeCard(s, 'c2'))
    expect(Object.keys(after.cards)).toEqual(['c1', 'c3', 'c4', 'c5', 'c6'])
    expect(after.zones.deck!.cards).toEqual(['c1', 'c3'])
    // zones that did not hold the card keep their identity
    expect(after.zones['hand-p1']).toBe(before.zones['hand-p1'])
    expect(after.zones.discard).toBe(before.zones.discard)
    expect(after.players).toBe(before.players)
  })

  it('removeCard of a card in no zone keeps the zones record itself', () => {
    const { before, after } = run((s) => removeCard(s, 'c6'))
    expect(after.cards.c6).toBeUndefined()
    expect(after.zones).toBe(before.zones)
  })

  it('removeCard throws NotFoundError for a missing card', () => {
    expectNotFound(() => removeCard(base(), 'c9'), 'card', 'c9', "Card 'c9' not found")
  })
})

describe('zones', () => {
  it('addZone adds a zone', () => {
    const z = createZone({ id: 'hand-p2', type: 'hand', ownerId: 'p2' })
    const { before, after } = run((s) => addZone(s, z))
    expect(after.zones['hand-p2']).toBe(z)
    expect(after.zones.deck).toBe(before.zones.deck)
    expect(after.cards).toBe(before.cards)
  })

  it('removeZone removes the zone; its cards stay in cards', () => {
    const { before, after } = run((s) => removeZone(s, 'deck'))
    expect(Object.keys(after.zones)).toEqual(['hand-p1', 'discard', 'empty'])
    expect(after.cards).toBe(before.cards)
  })

  it('removeZone throws NotFoundError for a missing zone', () => {
    expectNotFound(() => removeZone(base(), 'nowhere'), 'zone', 'nowhere', "Zone 'nowhere' not found")
  })

  it('addCardToZone appends at the end by default', () => {
    const { before, after } = run((s) => addCardToZone(s, 'c6', 'deck'))
    expect(after.zones.deck!.cards).toEqual(['c1', 'c2', 'c3', 'c6'])
    expect(after.zones.discard).toBe(before.zones.discard)
  })

  it('addCardToZone inserts at an index', () => {
    expect(run((s) => addCardToZone(s, 'c6', 'deck', 0)).after.zones.deck!.cards).toEqual(['c6', 'c1', 'c2', 'c3'])
    expect(run((s) => addCardToZone(s, 'c6', 'deck', 2)).after.zones.deck!.cards).toEqual(['c1', 'c2', 'c6', 'c3'])
    expect(run((s) => addCardToZone(s, 'c6', 'deck', 99)).after.zones.deck!.cards).toEqual(['c1', 'c2', 'c3', 'c6'])
  })

  it('addCardToZone throws NotFoundError for a missing card or zone', () => {
    expectNotFound(() => addCardToZone(base(), 'c9', 'deck'), 'card', 'c9', "Card 'c9' not found")
    expectNotFound(() => addCardToZone(base(), 'c6', 'nowhere'), 'zone', 'nowhere', "Zone 'nowhere' not found")
  })

  it('removeCardFromZone takes the card out of that zone only', () => {
    const { before, after } = run((s) => removeCardFromZone(s, 'c2', 'deck'))
    expect(after.zones.deck!.cards).toEqual(['c1', 'c3'])
    expect(after.cards).toBe(before.cards)
    expect(after.cards.c2).toBe(before.cards.c2)
  })

  it('removeCardFromZone throws NotFoundError when the zone does not hold the card or is missing', () => {
    expectNotFound(() => removeCardFromZone(base(), 'c4', 'deck'), 'card', "c4' in zone 'deck", "Card 'c4' in zone 'deck' not found")
    expectNotFound(() => removeCardFromZone(base(), 'c1', 'nowhere'), 'zone', 'nowhere', "Zone 'nowhere' not found")
  })

  it('setZoneCards replaces the card list with a copy', () => {
    const list = ['c3', 'c1', 'c2']
    const { before, after } = run((s) => setZoneCards(s, 'deck', list))
    expect(after.zones.deck!.cards).toEqual(['c3', 'c1', 'c2'])
    expect(after.zones.deck!.cards).not.toBe(list)
    expect(after.zones.deck!.type).toBe('deck')
    expect(after.zones.discard).toBe(before.zones.discard)
  })

  it('setZoneCards throws NotFoundError for a missing zone', () => {
    expectNotFound(() => setZoneCards(base(), 'nowhere', []), 'zone', 'nowhere', "Zone 'nowhere' not found")
  })
})

describe('moveCard', () => {
  it('moves a card to the end of the target zone', () => {
    const { before, after } = run((s) => moveCard(s, 'c2', 'deck', 'discard'))
    expect(after.zones.deck!.cards).toEqual(['c1', 'c3'])
    expect(after.zones.discard!.cards).toEqual(['c5', 'c2'])
    expect(after.zones['hand-p1']).toBe(before.zones['hand-p1'])
    expect(after.zones.empty).toBe(before.zones.empty)
    expect(after.cards).toBe(before.cards)
    expect(after.players).toBe(before.players)
    expect(after.variables).toBe(before.variables)
  })

  it('inserts at an index in the target zone', () => {
    expect(run((s) => moveCard(s, 'c3', 'deck', 'discard', 0)).after.zones.discard!.cards).toEqual(['c3', 'c5'])
    expect(run((s) => moveCard(s, 'c4', 'hand-p1', 'deck', 1)).after.zones.deck!.cards).toEqual(['c1', 'c4', 'c2', 'c3'])
  })

  it('keeps the order of the remaining cards of the source zone', () => {
    const { after } = run((s) => moveCard(s, 'c1', 'deck', 'empty'))
    expect(after.zones.deck!.cards).toEqual(['c2', 'c3'])
    expect(after.zones.empty!.cards).toEqual(['c1'])
  })

  it('reorders within one zone', () => {
    expect(run((s) => moveCard(s, 'c1', 'deck', 'deck')).after.zones.deck!.cards).toEqual(['c2', 'c3', 'c1'])
    expect(run((s) => moveCard(s, 'c3', 'deck', 'deck', 0)).after.zones.deck!.cards).toEqual(['c3', 'c1', 'c2'])
  })

  it('throws NotFoundError when the source zone does not hold the card', () => {
    expectNotFound(() => moveCard(base(), 'c4', 'deck', 'discard'), 'card', "c4' in zone 'deck", "Card 'c4' in zone 'deck' not found")
  })

  it('throws NotFoundError for a missing source or target zone', () => {
    expectNotFound(() => moveCard(base(), 'c1', 'nowhere', 'deck'), 'zone', 'nowhere', "Zone 'nowhere' not found")
    expectNotFound(() => moveCard(base(), 'c1', 'deck', 'nowhere'), 'zone', 'nowhere', "Zone 'nowhere' not found")
  })

  it('does not treat inherited names as zones', () => {
    expectNotFound(() => moveCard(base(), 'c1', 'deck', 'toString'), 'zone', 'toString', "Zone 'toString' not found")
  })
})

describe('moveCards', () => {
  it('moves several cards, in the order given, to the end of the target zone', () => {
    const { before, after } = run((s) => moveCards(s, ['c3', 'c1'], 'deck', 'discard'))
    expect(after.zones.deck!.cards).toEqual(['c2'])
    expect(after.zones.discard!.cards).toEqual(['c5', 'c3', 'c1'])
    expect(after.zones['hand-p1']).toBe(before.zones['hand-p1'])
    expect(after.cards).toBe(before.cards)
  })

  it('moving an empty list leaves the card lists as they were', () => {
    const { after } = run((s) => moveCards(s, [], 'deck', 'discard'))
    expect(after.zones.deck!.cards).toEqual(['c1', 'c2', 'c3'])
    expect(after.zones.discard!.cards).toEqual(['c5'])
  })

  it('throws NotFoundError when one card is not in the source zone, without a partial move', () => {
    const s = base()
    expectNotFound(() => moveCards(s, ['c1', 'c4'], 'deck', 'discard'), 'card', "c4' in zone 'deck", "Card 'c4' in zone 'deck' not found")
    expect(s.zones.deck!.cards).toEqual(['c1', 'c2', 'c3'])
  })

  it('throws NotFoundError when the same card is listed twice', () => {
    expectNotFound(() => moveCards(base(), ['c1', 'c1'], 'deck', 'discard'), 'card', "c1' in zone 'deck", "Card 'c1' in zone 'deck' not found")
  })

  it('throws NotFoundError for a missing zone', () => {
    expectNotFound(() => moveCards(base(), ['c1'], 'nowhere', 'deck'), 'zone', 'nowhere', "Zone 'nowhere' not found")
    expectNotFound(() => moveCards(base(), ['c1'], 'deck', 'nowhere'), 'zone', 'nowhere', "Zone 'nowhere' not found")
  })

  it('returns the state unchanged when source and target are the same zone', () => {
    const { before, after } = run((s) => moveCards(s, ['c1'], 'deck', 'deck'))
    expect(after).toBe(before)
  })
})

describe('status, current player, turn', () => {
  it('setStatus sets the status', () => {
    const { before, after } = run((s) => setStatus(s, 'paused'))
    expect(after.status).toBe('paused')
    expect(after.zones).toBe(before.zones)
  })

  it('setCurrentPlayer sets a player or null', () => {
    expect(run((s) => setCurrentPlayer(s, 'p2')).after.currentPlayerId).toBe('p2')
    expect(run((s) => setCurrentPlayer(s, null)).after.currentPlayerId).toBeNull()
  })

  it('setTurn sets the turn', () => {
    expect(run((s) => setTurn(s, 3)).after.turn).toBe(3)
  })
})

describe('addWinner', () => {
  it('appends a winner', () => {
    const { before, after } = run((s) => addWinner(s, 'p2'))
    expect(after.winnerIds).toEqual(['p2'])
    expect(after.players).toBe(before.players)
  })

  it('is idempotent: adding the same winner again returns the same state', () => {
    const once = addWinner(base(), 'p1')
    const twice = addWinner(deepFreeze(once), 'p1')
    expect(twice).toBe(once)
    expect(twice.winnerIds).toEqual(['p1'])
  })

  it('keeps the order winners were added in', () => {
    const { after } = run((s) => addWinner(addWinner(s, 'p2'), 'p1'))
    expect(after.winnerIds).toEqual(['p2', 'p1'])
  })
})

describe('version', () => {
  it('no update function except bumpVersion changes version', () => {
    const updates: ((s: GameState) => GameState)[] = [
      (s) => setVariable(s, 'k', 1),
      (s) => removeVariable(s, 'direction'),
      (s) => addPlayer(s, createPlayer({ id: 'p3', name: 'C', seat: 3 })),
      (s) => removePlayer(s, 'p2'),
      (s) => updatePlayer(s, 'p1', { name: 'x' }),
      (s) => addCard(s, createCard({ id: 'c9', type: 't' })),
      (s) => updateCard(s, 'c1', { rank: 9 }),
      (s) => removeCard(s, 'c1'),
      (s) => addZone(s, createZone({ id: 'z', type: 'pile' })),
      (s) => removeZone(s, 'empty'),
      (s) => addCardToZone(s, 'c6', 'empty'),
      (s) => removeCardFromZone(s, 'c1', 'deck'),
      (s) => moveCard(s, 'c1', 'deck', 'empty'),
      (s) => moveCards(s, ['c1', 'c2'], 'deck', 'empty'),
      (s) => setZoneCards(s, 'deck', ['c3']),
      (s) => setStatus(s, 'finished'),
      (s) => setCurrentPlayer(s, 'p2'),
      (s) => setTurn(s, 9),
      (s) => addWinner(s, 'p1'),
      (s) => setZoneVisibility(s, 'deck', 'hidden'),
      (s) => revealCards(s, 'deck', ['c1']),
      (s) => concealCards(s, 'deck', ['c1']),
    ]
    for (const update of updates) {
      const { after } = run(update)
      expect(after.version).toBe(5)
    }
  })
})

describe('zone visibility and revealed cards', () => {
  /** base() with a hidden deck (c1 c2 c3, c2 face up) and p1's owner-only hand (c4). */
  function hiddenBase(): GameState {
    const s = base()
    return deepFreeze(
      addZone(
        addZone(s, createZone({ id: 'deck', type: 'deck', visibility: 'hidden', cards: ['c1', 'c2', 'c3'], revealed: ['c2'] })),
        createZone({ id: 'hand-p1', type: 'hand', ownerId: 'p1', visibility: 'owner', cards: ['c4'] }),
      ),
    )
  }

  it('createZone leaves visibility and revealed out unless given, and copies revealed', () => {
    expect(Object.keys(createZone({ id: 'z', type: 't' }))).toEqual(['id', 'type', 'ownerId', 'cards'])
    const revealed = ['c1']
    const zone = createZone({ id: 'z', type: 't', cards: ['c1'], visibility: 'owner', revealed })
    expect(zone).toEqual({ id: 'z', type: 't', ownerId: null, cards: ['c1'], visibility: 'owner', revealed: ['c1'] })
    expect(zone.revealed).not.toBe(revealed)
  })

  it('setZoneVisibility sets the visibility of one zone only', () => {
    const { before, after } = run((s) => setZoneVisibility(s, 'deck', 'hidden'))
    expect(after.zones.deck).toEqual({ id: 'deck', type: 'deck', ownerId: null, cards: ['c1', 'c2', 'c3'], visibility: 'hidden' })
    expect(after.zones['hand-p1']).toBe(before.zones['hand-p1'])
    expect(after.cards).toBe(before.cards)
    expect(setZoneVisibility(after, 'deck', 'public').zones.deck!.visibility).toBe('public')
  })

  it('setZoneVisibility throws NotFoundError for a missing zone', () => {
    expectNotFound(() => setZoneVisibility(base(), 'nowhere', 'owner'), 'zone', 'nowhere', "Zone 'nowhere' not found")
  })

  it('revealCards adds cards to revealed, in order, without duplicates', () => {
    const { after } = run((s) => revealCards(s, 'deck', ['c3', 'c1', 'c3']))
    expect(after.zones.deck!.revealed).toEqual(['c3', 'c1'])
    expect(after.zones.deck!.cards).toEqual(['c1', 'c2', 'c3'])
    expect(revealCards(hiddenBase(), 'deck', ['c1', 'c2']).zones.deck!.revealed).toEqual(['c2', 'c1'])
  })

  it('revealCards throws NotFoundError for a card the zone does not hold, or a missing zone', () => {
    expectNotFound(() => revealCards(base(), 'deck', ['c1', 'c4']), 'card', "c4' in zone 'deck", "Card 'c4' in zone 'deck' not found")
    expectNotFound(() => revealCards(base(), 'nowhere', ['c1']), 'zone', 'nowhere', "Zone 'nowhere' not found")
  })

  it('concealCards removes cards from revealed and ignores cards that were not revealed', () => {
    const s = revealCards(hiddenBase(), 'deck', ['c1', 'c3'])
    expect(concealCards(deepFreeze(s), 'deck', ['c2', 'c3', 'c9']).zones.deck!.revealed).toEqual(['c1'])
  })

  it('concealCards returns the same state for a zone without revealed cards, and throws for a missing zone', () => {
    const s = base()
    expect(concealCards(s, 'deck', ['c1'])).toBe(s)
    expectNotFound(() => concealCards(s, 'nowhere', ['c1']), 'zone', 'nowhere', "Zone 'nowhere' not found")
  })

  it.each<[string, (s: GameState) => GameState]>([
    ['moveCard', (s) => moveCard(s, 'c2', 'deck', 'discard')],
    ['moveCards', (s) => moveCards(s, ['c3', 'c2'], 'deck', 'discard')],
    ['removeCard', (s) => removeCard(s, 'c2')],
    ['removeCardFromZone', (s) => removeCardFromZone(s, 'c2', 'deck')],
    ['setZoneCards', (s) => setZoneCards(s, 'deck', ['c3', 'c1'])],
  ])('%s drops a revealed card that leaves the zone, keeping the visibility', (_name, update) => {
    const after = update(hiddenBase())
    expect(after.zones.deck!.revealed).toEqual([])
    expect(after.zones.deck!.visibility).toBe('hidden')
  })

  it.each<[string, (s: GameState) => GameState]>([
    ['moveCard', (s) => moveCard(deepFreeze(moveCard(s, 'c2', 'deck', 'discard')), 'c2', 'discard', 'deck')],
    ['removeCardFromZone', (s) => addCardToZone(deepFreeze(removeCardFromZone(s, 'c2', 'deck')), 'c2', 'deck')],
  ])('a revealed card that left the zone with %s is hidden when it comes back', (_name, roundTrip) => {
    const back = roundTrip(hiddenBase())
    expect(back.zones.deck!.cards).toEqual(['c1', 'c3', 'c2'])
    expect(back.zones.deck!.revealed).toEqual([])
  })

  it('keeps a revealed card revealed while it stays in the zone (reordering, other cards moving)', () => {
    const s = hiddenBase()
    expect(moveCard(s, 'c2', 'deck', 'deck', 0).zones.deck).toMatchObject({ cards: ['c2', 'c1', 'c3'], revealed: ['c2'] })
    expect(setZoneCards(s, 'deck', ['c3', 'c2', 'c1']).zones.deck!.revealed).toEqual(['c2'])
    expect(moveCard(s, 'c1', 'deck', 'discard').zones.deck).toMatchObject({ cards: ['c2', 'c3'], revealed: ['c2'], visibility: 'hidden' })
    expect(addCardToZone(s, 'c6', 'deck').zones.deck!.revealed).toEqual(['c2'])
  })

  it('keeps visibility, revealed and extra fields of zones through card moves', () => {
    const s = deepFreeze(
      addZone(base(), { ...createZone({ id: 'pile', type: 'pile', cards: ['c6'], visibility: 'owner', ownerId: 'p2' }), label: 'x' } as never),
    )
    expect(moveCard(s, 'c6', 'pile', 'discard').zones.pile).toEqual({ id: 'pile', type: 'pile', ownerId: 'p2', cards: [], visibility: 'owner', label: 'x' })
    expect(moveCard(hiddenBase(), 'c4', 'hand-p1', 'deck').zones['hand-p1']).toEqual({
      id: 'hand-p1',
      type: 'hand',
      ownerId: 'p1',
      cards: [],
      visibility: 'owner',
    })
    expect(Object.keys(moveCard(hiddenBase(), 'c1', 'deck', 'discard').zones.deck!)).toEqual(['id', 'type', 'ownerId', 'cards', 'visibility', 'revealed'])
  })
})
