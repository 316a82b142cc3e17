import type { ViewerRecord } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import { narrateUno } from '../games/uno/unoText'
import { isViewerRecord, listReplays, loadReplay, MAX_REPLAYS, saveReplay } from './replayStorage'
import { replaySteps } from './replaySteps'

const view = { viewer: 'p1', gameId: 'g1', zones: {}, players: {}, cards: {}, variables: {} }
const record = (gameId = 'g1', steps = 2): ViewerRecord =>
  ({
    format: 'decklet-viewer-record', formatVersion: 1, viewer: 'p1', plugins: [{ id: 'uno', version: '1.0.0' }],
    initialView: { ...view, gameId }, finalView: { ...view, gameId },
    startEvents: [{ type: 'UNO_HAND_STARTED', payload: { hand: 1, handSize: 7, firstCard: 'red-5-1' } }],
    steps: Array.from({ length: steps }, (_, i) => ({
      sequence: i, timestamp: i, action: { id: `a${i}`, type: 'PLAY', playerId: i % 2 === 0 ? 'p1' : 'p2', payload: {}, timestamp: i },
      events: [{ type: 'UNO_CARD_PLAYED', payload: { playerId: i % 2 === 0 ? 'p1' : 'p2', cardId: 'blue-7-1', color: 'blue', left: 5 } }],
    })),
  }) as unknown as ViewerRecord

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items }
}

describe('replays', () => {
  it('a viewer record steps from its start through each action, told as the viewer saw it, to its end', () => {
    const steps = replaySteps(record(), narrateUno, { p1: 'Ann', p2: 'Bob' })
    expect(steps.map((s) => s.title)).toEqual(['Start', 'You: PLAY', 'Bob: PLAY', 'End'])
    expect(steps[0]!.lines).toEqual(['Hand 1: 7 cards each; the first card is red 5'])
    expect(steps[1]!.lines).toEqual(['You play blue 7 — 5 left'])
    expect(steps[2]!.lines).toEqual(['Bob plays blue 7 — 5 left'])
    const r = record()
    expect(replaySteps(r, narrateUno, {}).map((s) => s.view)).toEqual([r.initialView, null, null, r.finalView])
  })

  it('saves a record whose step views do not fit without them', () => {
    const storage = memoryStorage()
    const full = { ...record('g9'), steps: record('g9').steps.map((step) => ({ ...step, view })) } as unknown as ViewerRecord
    const limited = { ...storage, setItem: (k: string, v: string) => { if (v.length > 900) throw new Error('QuotaExceededError'); storage.setItem(k, v) } }
    const id = saveReplay(limited, full, {})
    expect(id).not.toBeNull()
    const saved = loadReplay(storage, id!)!
    expect(saved.steps).toHaveLength(2)
    expect(saved.steps.every((step) => !('view' in step))).toBe(true)
  })

  it('shows the view after each step when the record was exported with stepViews', () => {
    const r = record()
    const withViews = { ...r, steps: r.steps.map((step, i) => ({ ...step, view: { ...view, turn: i + 1 } })) } as unknown as ViewerRecord
    expect(replaySteps(withViews, narrateUno, {}).map((s) => s.view)).toEqual([r.initialView, withViews.steps[0]!.view, withViews.steps[1]!.view, r.finalView])
  })

  it('saves a record once, lists the newest first, keeps at most MAX_REPLAYS and loads them back', () => {
    const storage = memoryStorage()
    const id = saveReplay(storage, record('g1'), { p1: 'Ann' })
    expect(saveReplay(storage, record('g1'), { p1: 'Ann' })).toBe(id)
    expect(listReplays(storage)).toHaveLength(1)
    expect(loadReplay(storage, id!)?.initialView.gameId).toBe('g1')
    for (let i = 2; i <= MAX_REPLAYS + 3; i++) saveReplay(storage, record(`g${i}`), {})
    const list = listReplays(storage)
    expect(list).toHaveLength(MAX_REPLAYS)
    expect(list[0]!.id).toContain(`g${MAX_REPLAYS + 3}`)
    expect(loadReplay(storage, id!)).toBeNull()
    expect([...storage.items.keys()].filter((k) => k.startsWith('decklet.replay.'))).toHaveLength(MAX_REPLAYS)
  })

  it('tells a viewer record from other JSON, and survives a corrupt storage', () => {
    expect(isViewerRecord(record())).toBe(true)
    expect(isViewerRecord({ format: 'decklet-record' })).toBe(false)
    const storage = memoryStorage()
    storage.setItem('decklet.replays', '{not json')
    expect(listReplays(storage)).toEqual([])
    storage.setItem('decklet.replay.x', '{"format":"other"}')
    expect(loadReplay(storage, 'x')).toBeNull()
  })
})
