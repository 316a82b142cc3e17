import { findNonJson } from '../state/json'
import { GAME_STATE_FIELDS, ZONE_VISIBILITIES, type GameState, type ZoneVisibility } from '../state/types'

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Structural check of untrusted data claimed to be a GameState (from a snapshot
 * file, a record, the network): field types, JSON-only content and no root
 * field other than those of {@link GameState}. Returns the problems found; the
 * invariants are checked separately.
 */
export function checkGameStateShape(value: unknown): string[] {
  if (!isRecord(value)) return ['state is not an object']
  const errors: string[] = []
  const nonJson = findNonJson(value, 'state')
  if (nonJson !== null) errors.push(`${nonJson} is not JSON data`)
  if (typeof value.gameId !== 'string') errors.push('state.gameId is not a string')
  if (typeof value.status !== 'string') errors.push('state.status is not a string')
  if (typeof value.seed !== 'number') errors.push('state.seed is not a number')
  if (typeof value.version !== 'number') errors.push('state.version is not a number')
  if (typeof value.turn !== 'number') errors.push('state.turn is not a number')
  if (value.currentPlayerId !== null && typeof value.currentPlayerId !== 'string') {
    errors.push('state.currentPlayerId is neither a string nor null')
  }
  if (!Array.isArray(value.winnerIds) || !value.winnerIds.every((w) => typeof w === 'string')) {
    errors.push('state.winnerIds is not a list of strings')
  }
  if (!isRecord(value.variables)) errors.push('state.variables is not an object')
  for (const key of ['players', 'cards', 'zones'] as const) {
    const record = value[key]
    if (!isRecord(record)) {
      errors.push(`state.${key} is not an object`)
      continue
    }
    for (const id of Object.keys(record)) {
      const item = record[id]
      if (!isRecord(item) || typeof item.id !== 'string') {
        errors.push(`state.${key}.${id} is not an object with a string id`)
        continue
      }
      if (key === 'players' && (typeof item.name !== 'string' || typeof item.seat !== 'number')) {
        errors.push(`state.players.${id} needs a string name and a number seat`)
      }
      if (key === 'cards' && typeof item.type !== 'string') errors.push(`state.cards.${id}.type is not a string`)
      if (key === 'zones') {
        if (typeof item.type !== 'string') errors.push(`state.zones.${id}.type is not a string`)
        if (item.ownerId !== null && typeof item.ownerId !== 'string') {
          errors.push(`state.zones.${id}.ownerId is neither a string nor null`)
        }
        if (!Array.isArray(item.cards) || !item.cards.every((c) => typeof c === 'string')) {
          errors.push(`state.zones.${id}.cards is not a list of card ids`)
        }
        if (item.visibility !== undefined && !ZONE_VISIBILITIES.includes(item.visibility as ZoneVisibility)) {
          errors.push(`state.zones.${id}.visibility is not one of ${ZONE_VISIBILITIES.join(', ')}`)
        }
        if (item.revealed !== undefined && (!Array.isArray(item.revealed) || !item.revealed.every((c) => typeof c === 'string'))) {
          errors.push(`state.zones.${id}.revealed is not a list of card ids`)
        }
      }
    }
  }
  // Game data belongs in `variables`: a checked engine refuses every action on a state with other root fields.
  for (const key of Object.keys(value)) {
    if (!GAME_STATE_FIELDS.has(key as keyof GameState)) errors.push(`state.${key} is not a GameState field`)
  }
  return errors
}
