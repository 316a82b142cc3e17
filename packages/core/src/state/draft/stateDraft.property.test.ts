import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createCard, createGameState, createZone } from '../factories'
import { cloneJson, deepFreeze } from '../json'
import type { GameState, Zone, ZoneVisibility } from '../types'
import { StateDraft } from './stateDraft'

/*
 * A draft against a model: the same random edits applied to a plain mutable copy of the state, with core's
 * rule for revealed cards written out naively (a card that leaves a zone stops being revealed there unless
 * another copy stays). The draft must end in the model's state, from a deep-frozen base it never changes,
 * and share with the base every zone that no edit touched.
 */

const ZONES = ['deck', 'discard', 'hand-a', 'hand-b'] as const
const CARDS = Array.from({ length: 12 }, (_, i) => `c${i}`)

function base(): GameState {
  return deepFreeze(
    createGameState({
      gameId: 'g',
      seed: 1,
      status: 'playing',
      players: [
        { id: 'a', name: 'A', seat: 1 },
        { id: 'b', name: 'B', seat: 2 },
      ],
      cards: CARDS.map((id) => createCard({ id, type: 'n' })),
      zones: [
        createZone({ id: 'deck', type: 'deck', visibility: 'hidden', cards: CARDS.slice(0, 8) }),
        createZone({ id: 'discard', type: 'discard', cards: ['c8'] }),
        createZone({ id: 'hand-a', type: 'hand', ownerId: 'a', visibility: 'owner', cards: ['c9', 'c10'], revealed: ['c10'] }),
        createZone({ id: 'hand-b', type: 'hand', ownerId: 'b', visibility: 'owner', cards: ['c11'] }),
      ],
      variables: { n: 0 },
    }),
  )
}

type Op =
  | { kind: 'moveTop' | 'moveCard' | 'moveCards' | 'shuffle' | 'reveal' | 'conceal' | 'edit'; from: number; to: number; pick: number }
  | { kind: 'visibility'; from: number; visibility: ZoneVisibility }
  | { kind: 'variable'; value: number }
  | { kind: 'removeVariable' }
  | { kind: 'root'; value: number }
  | { kind: 'commit' }

const zoneIndex = fc.integer({ min: 0, max: ZONES.length - 1 })
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom('moveTop', 'moveCard', 'moveCards', 'shuffle', 'reveal', 'conceal', 'edit'), from: zoneIndex, to: zoneIndex, pick: fc.nat(100) }),
  fc.record({ kind: fc.constant('visibility' as const), from: zoneIndex, visibility: fc.constantFrom<ZoneVisibility>('public', 'owner', 'hidden') }),
  fc.record({ kind: fc.constant('variable' as const), value: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('removeVariable' as const) }),
  fc.record({ kind: fc.constant('root' as const), value: fc.integer({ min: 0, max: 9 }) }),
  fc.record({ kind: fc.constant('commit' as const) }),
)

type MutableZone = { -readonly [K in keyof Zone]: K extends 'cards' | 'revealed' ? string[] : Zone[K] }
type Model = { zones: Record<string, MutableZone>; variables: Record<string, number>; turn: number; currentPlayerId: string | null; winnerIds: string[]; version: number }

function leave(zone: MutableZone, cardId: string): void {
  if (zone.revealed !== undefined && !zone.cards.includes(cardId)) zone.revealed = zone.revealed.filter((c) => c !== cardId)
}
function takeAt(zone: MutableZone, at: number): string {
  const [cardId] = zone.cards.splice(at, 1)
  leave(zone, cardId!)
  return cardId!
}

/** Applies `o` to the model and the draft alike; records which zones it touched. */
function apply(o: Op, model: Model, draft: StateDraft, touched: Set<string>): void {
  switch (o.kind) {
    case 'variable':
      model.variables.n = o.value
      draft.setVariable('n', o.value)
      return
    case 'removeVariable':
      delete model.variables.n
      draft.removeVariable('n')
      return
    case 'root':
      model.turn = o.value
      model.currentPlayerId = o.value % 2 === 0 ? 'a' : null
      if (o.value > 7 && !model.winnerIds.includes('b')) model.winnerIds.push('b')
      draft.turn = o.value
      draft.currentPlayerId = o.value % 2 === 0 ? 'a' : null
      if (o.value > 7) draft.addWinner('b')
      return
    case 'commit':
      model.version++
      draft.commit()
      return
    case 'visibility': {
      const id = ZONES[o.from]!
      touched.add(id)
      model.zones[id]!.visibility = o.visibility
      draft.setZoneVisibility(id, o.visibility)
      return
    }
  }
  const fromId = ZONES[o.from]!
  const toId = ZONES[o.to]!
  const from = model.zones[fromId]!
  const to = model.zones[toId]!
  const n = from.cards.length
  switch (o.kind) {
    case 'moveTop': {
      touched.add(fromId).add(toId)
      const cardId = n === 0 ? undefined : takeAt(from, n - 1)
      if (cardId !== undefined) to.cards.push(cardId)
      expect(draft.moveTop(fromId, toId)).toBe(cardId)
      return
    }
    case 'moveCard': {
      if (n === 0) return
      touched.add(fromId).add(toId)
      const cardId = from.cards[o.pick % n]!
      const index = o.pick % 3 === 0 ? undefined : o.pick % (to.cards.length + 2)
      takeAt(from, from.cards.lastIndexOf(cardId))
      if (index === undefined || index >= to.cards.length) to.cards.push(cardId)
      else to.cards.splice(index, 0, cardId)
      draft.moveCard(cardId, fromId, toId, index)
      return
    }
    case 'moveCards': {
      if (n === 0 || fromId === toId) return
      touched.add(fromId).add(toId)
      const ids = from.cards.filter((_, i) => (i + o.pick) % 2 === 0)
      for (const id of ids) takeAt(from, from.cards.indexOf(id))
      to.cards.push(...ids)
      draft.moveCards(ids, fromId, toId)
      return
    }
    case 'shuffle': {
      touched.add(fromId)
      const cards = [...from.cards].reverse()
      if (o.pick % 2 === 0 && cards.length > 0) cards.pop()
      from.cards = [...cards]
      if (from.revealed !== undefined) from.revealed = from.revealed.filter((c) => cards.includes(c))
      draft.setZoneCards(fromId, cards)
      return
    }
    case 'reveal': {
      if (n === 0) return
      touched.add(fromId)
      const cardId = from.cards[o.pick % n]!
      from.revealed ??= []
      if (!from.revealed.includes(cardId)) from.revealed.push(cardId)
      draft.revealCards(fromId, [cardId])
      return
    }
    case 'conceal': {
      if (from.revealed === undefined) return
      touched.add(fromId)
      from.revealed = []
      draft.concealCards(fromId)
      return
    }
    case 'edit': {
      touched.add(fromId)
      // An edit in place that may change nothing: rotating a list of one, or of none.
      const cards = draft.editCards(fromId)
      if (cards.length > 0) cards.push(cards.shift()!)
      if (from.cards.length > 0) from.cards.push(from.cards.shift()!)
      if (from.revealed !== undefined) from.revealed = from.revealed.filter((c) => from.cards.includes(c))
      return
    }
  }
}

describe('StateDraft against a model', () => {
  it('ends in the model\'s state from a frozen base it never changes, sharing the zones no edit touched', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), fc.boolean(), (ops, once) => {
        const start = base()
        const model: Model = {
          zones: cloneJson(start.zones) as unknown as Record<string, MutableZone>,
          variables: { n: 0 },
          turn: start.turn,
          currentPlayerId: start.currentPlayerId,
          winnerIds: [],
          version: start.version,
        }
        const draft = once ? StateDraft.once(start) : new StateDraft(start)
        const touched = new Set<string>()
        for (const o of ops) apply(o, model, draft, touched)
        const next = draft.commit()
        expect(next.version).toBe(model.version + 1)
        expect(next.turn).toBe(model.turn)
        expect(next.currentPlayerId).toBe(model.currentPlayerId)
        expect(next.winnerIds).toEqual(model.winnerIds)
        expect(next.variables).toEqual(model.variables)
        for (const id of ZONES) {
          const { revealed, ...rest } = model.zones[id]!
          expect(next.zones[id]).toEqual(revealed === undefined ? rest : { ...rest, revealed })
          if (!touched.has(id)) expect(next.zones[id]).toBe(start.zones[id])
        }
        expect(next.players).toBe(start.players)
        expect(next.cards).toBe(start.cards)
      }),
      { numRuns: 300 },
    )
  })
})
