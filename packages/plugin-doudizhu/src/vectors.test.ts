import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { classify } from './combination'
import { legalMoves } from './legalMoves'

interface Vector { id: string; hand: string[]; rival: string[]; rivalType: string; douzero: string[][]; rlcard: string[][] }

const vectors: Vector[] = readFileSync(new URL('./__fixtures__/doudizhu-moves.jsonl', import.meta.url), 'utf8')
  .split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Vector)

const key = (m: readonly string[]) => m.join(',')
const asSet = (moves: readonly (readonly string[])[]) => [...new Set(moves.map(key))].sort()

describe('the 800 shared vectors', () => {
  it('has 800 positions', () => expect(vectors).toHaveLength(800))
  for (const profile of ['standard', 'rlcard', 'douzero'] as const) {
    it(`legalMoves reproduces every position under ${profile}`, () => {
      const failures: string[] = []
      for (const v of vectors) {
        const got = legalMoves(v.hand, v.rival, { profile })
        const want = profile === 'douzero' ? v.douzero : v.rlcard
        const g = asSet(got)
        if (g.length !== got.length) failures.push(`${v.id}: duplicates`)
        const w = asSet(want)
        if (key(g) !== key(w)) {
          const extra = g.filter((m) => !w.includes(m))
          const missing = w.filter((m) => !g.includes(m))
          failures.push(`${v.id} ${v.rivalType} hand=${v.hand.join(' ')} rival=${v.rival.join(' ')} extra=${extra.slice(0, 4).join('|')} missing=${missing.slice(0, 4).join('|')}`)
        }
      }
      expect(failures.slice(0, 10)).toEqual([])
    })
    it(`classifies every rival as its rivalType under ${profile}`, () => {
      for (const v of vectors) expect(classify(v.rival, { profile })?.kind, v.id).toBe(v.rivalType)
    })
  }
})
