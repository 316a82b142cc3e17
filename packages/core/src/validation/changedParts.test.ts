import { describe, expect, it } from 'vitest'
import { createGameState } from '../state/factories'
import { GAME_STATE_FIELDS, type GameState } from '../state/types'
import { changedParts, partsMask } from './changedParts'

describe('changedParts', () => {
  const base = createGameState({ gameId: 'g', seed: 1 })

  it('is empty for the same root and for a copy that shares every field', () => {
    expect(changedParts(base, base)).toBe(0)
    expect(changedParts({ ...base }, base)).toBe(0)
  })

  it('tells each GameState field apart from every other', () => {
    for (const field of GAME_STATE_FIELDS) {
      const other = { ...base, [field]: typeof base[field] === 'object' ? { ...(base[field] as object) } : `${String(base[field])}!` } as GameState
      expect(changedParts(other, base)).toBe(partsMask([field]))
    }
    expect(new Set([...GAME_STATE_FIELDS].map((f) => partsMask([f]))).size).toBe(GAME_STATE_FIELDS.size)
  })
})
