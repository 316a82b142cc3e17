import { describe, expect, it } from 'vitest'
import { ddzEngine } from './__fixtures__/arrange'
import { rankIndexOfId } from './cards'
import type { GameEngine } from '@decklet/core'

/** [rocket 2 / bomb 1 / other 0, main rank, −length] of a play, as the README describes the smallest play. */
function size(engine: GameEngine, cardIds: readonly string[]): number[] {
  const state = engine.getState()
  const counts = new Map<number, number>()
  for (const id of cardIds) counts.set(rankIndexOfId(state, id), (counts.get(rankIndexOfId(state, id)) ?? 0) + 1)
  const rocket = cardIds.length === 2 && counts.has(13) && counts.has(14)
  const bomb = cardIds.length === 4 && counts.size === 1
  let main = -1
  let most = 0
  for (const [rank, n] of [...counts].sort((a, b) => a[0] - b[0])) if (n > most) [main, most] = [rank, n]
  return [rocket ? 2 : bomb ? 1 : 0, main, -cardIds.length]
}

const smaller = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!
  return false
}

describe('the timeout default (engine.getDefaultAction)', () => {
  it('passes in the bidding, passes when a play is to beat, plays the smallest combination when leading; nothing for others', () => {
    const seen = { bidPass: 0, playPass: 0, lead: 0 }
    for (let seed = 1; seed <= 12; seed++) {
      const engine = ddzEngine({}, seed)
      for (let step = 0; step < 400 && engine.getState().status === 'playing'; step++) {
        const state = engine.getState()
        const current = state.currentPlayerId!
        for (const other of Object.keys(state.players)) {
          if (other !== current) expect(engine.getDefaultAction(other)).toBeNull()
        }
        const legal = engine.getLegalActions(current)
        const fallback = engine.getDefaultAction(current)
        expect(fallback).not.toBeNull()
        const phase = (state.variables.doudizhu as { phase: string; lastPlay: unknown }).phase
        const lastPlay = (state.variables.doudizhu as { lastPlay: unknown }).lastPlay
        if (legal.some((a) => a.type === 'PASS')) {
          expect(fallback!.type).toBe('PASS')
          if (phase === 'bidding') seen.bidPass++
          else seen.playPass++
        } else {
          expect(phase).toBe('playing')
          expect(lastPlay).toBeNull()
          expect(fallback!.type).toBe('PLAY')
          const mine = size(engine, (fallback!.payload as { cardIds: string[] }).cardIds)
          for (const a of legal) expect(smaller(size(engine, (a.payload as { cardIds: string[] }).cardIds), mine)).toBe(false)
          seen.lead++
        }
        // The game goes on by the timeout default half of the time, by the first legal action otherwise.
        const next = step % 2 === 0 ? fallback! : legal[0]!
        expect(engine.dispatch(next)).toMatchObject({ ok: true })
      }
    }
    expect(seen.bidPass).toBeGreaterThan(0)
    expect(seen.playPass).toBeGreaterThan(0)
    expect(seen.lead).toBeGreaterThan(0)
  })
})
