import type { Action } from '../actions/types'

/** One successfully applied top-level action. */
export interface ActionRecord {
  /** The top-level action as applied (chained actions are not recorded: replay re-creates them). */
  readonly action: Action
  /** `state.version` before the action. */
  readonly stateVersionBefore: number
  /** `state.version` at the end of its handler and event handlers. */
  readonly stateVersionAfter: number
  /** Clock time of the tick; replay feeds it back to the clock. */
  readonly timestamp: number
  /** 1-based position in the history. */
  readonly sequence: number
}

/** What {@link ActionHistory.append} takes: the engine assigns `sequence`. */
export type ActionRecordInit = Omit<ActionRecord, 'sequence'>

/**
 * Append-only log of top-level actions, the basis of replay.
 *
 * Copies share storage: a snapshot or a fork keeps `(array, length)` and only
 * copies when it appends or hands out a view (copy-on-write), so taking one is
 * O(1).
 */
export class ActionHistory {
  // Invariant: records[0, count) is never changed. Only the owner of `records`
  // (the history that made the array) changes it in place: it appends while
  // records.length === count, and truncates in place when no share reads past
  // the new length. A share copies before its first append or view, so neither
  // another history nor a view handed out by getAll() ever shows records that
  // are not its own.
  private records: ActionRecord[]
  private count: number
  private owner = true
  // Longest prefix of `records` that a share of this history may read.
  private sharedUpTo = 0

  constructor(records: ActionRecord[] = [], count = records.length) {
    this.records = records
    this.count = count
  }

  private detach(): void {
    this.records = this.records.slice(0, this.count)
    this.owner = true
    this.sharedUpTo = 0
  }

  /** Appends a record, assigning the next 1-based sequence. */
  append(init: ActionRecordInit): ActionRecord {
    return this.appendRecord(init.action, init.stateVersionBefore, init.stateVersionAfter, init.timestamp)
  }

  /** {@link ActionHistory.append} with the fields as arguments (no init object on the dispatch path). */
  appendRecord(action: Action, stateVersionBefore: number, stateVersionAfter: number, timestamp: number): ActionRecord {
    const record: ActionRecord = { action, stateVersionBefore, stateVersionAfter, timestamp, sequence: this.count + 1 }
    if (!this.owner || this.records.length !== this.count) this.detach()
    this.records.push(record)
    this.count++
    return record
  }

  /** Number of records. */
  get length(): number {
    return this.count
  }

  /** The record with a 1-based sequence number. */
  get(sequence: number): ActionRecord | undefined {
    return sequence >= 1 && sequence <= this.count ? this.records[sequence - 1] : undefined
  }

  /**
   * The records in order, without copying: a read-only view that may grow as
   * the game goes on. Copy it (`[...history]`) to keep a fixed list.
   */
  getAll(): readonly ActionRecord[] {
    if (!this.owner || this.records.length !== this.count) this.detach()
    return this.records
  }

  /** Drops records past `length` (used when a tick is rolled back or a snapshot restored). */
  truncate(length: number): void {
    if (length >= this.count) return
    if (length < 0) length = 0
    this.count = length
    if (this.owner && this.sharedUpTo <= length) this.records.length = length
  }

  /** An O(1) copy sharing storage with this history. */
  share(): ActionHistory {
    const copy = new ActionHistory(this.records, this.count)
    copy.owner = false
    if (this.owner && this.count > this.sharedUpTo) this.sharedUpTo = this.count
    return copy
  }

  /** Removes every record. */
  clear(): void {
    this.records = []
    this.count = 0
    this.owner = true
    this.sharedUpTo = 0
  }
}
