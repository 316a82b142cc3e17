import { copyRecordOnce } from './draft/recordCopier'

/**
 * A shallow copy of a record (the `zones` of a state, say) that the caller may change.
 *
 * @deprecated Build states with a {@link StateDraft} instead: kept by a plugin instance and reset for each
 * action, it copies records through copiers compiled for their keys and kept in the draft itself, which is
 * what made this function fast when it kept that cache in module scope, shared by every engine in the
 * process. Now it caches nothing: records of up to three keys are copied by assignment, larger ones spread.
 *
 * @example
 * const zones = copyRecord(state.zones)
 * zones.deck = { ...zones.deck!, cards: rest }
 */
export function copyRecord<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  return copyRecordOnce(record)
}
