import type { ViewerRecord } from '@decklet/core'

/** A saved replay as the list shows it. */
export interface ReplayEntry {
  readonly id: string
  readonly game: string
  readonly savedAt: number
  readonly viewer: string | null
  readonly names: Readonly<Record<string, string>>
  readonly steps: number
}

/** What the storage needs (`localStorage`, or a test double). */
export type ReplayStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const INDEX = 'decklet.replays'
const ITEM = 'decklet.replay.'
/** How many replays are kept: the oldest goes when a new one comes. */
export const MAX_REPLAYS = 12

/** The game of a viewer record, from its plugins (`uno`, `doudizhu`, `holdem`), or `null`. */
export function gameOfRecord(record: ViewerRecord): string | null {
  const ids = record.plugins.map((p) => p.id)
  return ['uno', 'doudizhu', 'holdem'].find((id) => ids.includes(id)) ?? null
}

/** Whether a value is a viewer record (`exportRecord({ viewer })`: the format and its parts). */
export function isViewerRecord(value: unknown): value is ViewerRecord {
  const r = value as Partial<ViewerRecord> | null
  return typeof r === 'object' && r !== null && r.format === 'decklet-viewer-record' && Array.isArray(r.steps) && Array.isArray(r.plugins) && typeof r.initialView === 'object' && typeof r.finalView === 'object'
}

/** The saved replays, newest first. */
export function listReplays(storage: ReplayStorage): ReplayEntry[] {
  try {
    const list = JSON.parse(storage.getItem(INDEX) ?? '[]') as unknown
    return Array.isArray(list) ? (list as ReplayEntry[]) : []
  } catch {
    return []
  }
}

/**
 * Saves a finished game's viewer record; returns its id. The same record (same game id and length) is
 * saved once. A record with step views that does not fit is saved without them (the replay then shows
 * views at its start and end only); storage that refuses even that (full, private mode) makes it `null`.
 */
export function saveReplay(storage: ReplayStorage, record: ViewerRecord, names: Readonly<Record<string, string>>): string | null {
  const id = `${record.initialView.gameId}-${record.steps.length}-${record.viewer ?? 'spectator'}`.replace(/[^A-Za-z0-9_-]/g, '_')
  const list = listReplays(storage)
  if (list.some((e) => e.id === id)) return id
  const entry: ReplayEntry = { id, game: gameOfRecord(record) ?? 'unknown', savedAt: Date.now(), viewer: record.viewer, names, steps: record.steps.length }
  const kept = [entry, ...list]
  try {
    for (const old of kept.slice(MAX_REPLAYS)) storage.removeItem(ITEM + old.id)
    if (!trySetItem(storage, ITEM + id, JSON.stringify(record))) storage.setItem(ITEM + id, JSON.stringify(withoutStepViews(record)))
    storage.setItem(INDEX, JSON.stringify(kept.slice(0, MAX_REPLAYS)))
    return id
  } catch {
    return null
  }
}

function trySetItem(storage: ReplayStorage, key: string, value: string): boolean {
  try {
    storage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

/** The record without the views of its steps (the larger part of a record exported with `stepViews`). */
function withoutStepViews(record: ViewerRecord): ViewerRecord {
  return { ...record, steps: record.steps.map(({ view: _view, ...step }) => step) }
}

/** A saved replay's record, or `null`. */
export function loadReplay(storage: ReplayStorage, id: string): ViewerRecord | null {
  try {
    const value = JSON.parse(storage.getItem(ITEM + id) ?? 'null') as unknown
    return isViewerRecord(value) ? value : null
  } catch {
    return null
  }
}
