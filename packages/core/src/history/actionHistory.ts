import type { Action } from '../actions/types'

/** One successfully applied top-level action. */
export interface ActionRecord {
  readonly action: Action
  readonly stateVersionBefore: number
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
 * copies when it appends after the other side did (copy-on-write), so taking
 * one is O(1).
 */
export class ActionHistory {
  // Invariant: records[0, count) is never changed. Appending in place is only
  // done while records.length === count, so histories sharing an array never
  // overwrite each other's records.
  private records: ActionRecord[]
  private count: number

  constructor(records: ActionRecord[] = [], count = records.length) {
    this.records = records
    this.count = count
  }

  /** Appends a record, assigning the next 1-based sequence. */
  append(init: ActionRecordInit): ActionRecord {
    const record: ActionRecord = {
      action: init.action,
      stateVersionBefore: init.stateVersionBefore,
      stateVersionAfter: init.stateVersionAfter,
      timestamp: init.timestamp,
      sequence: this.count + 1,
    }
    if (this.records.length !== this.count) this.records = this.records.slice(0, this.count)
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
    if (this.records.length !== this.count) this.records = this.records.slice(0, this.count)
    return this.records
  }

  /** Drops records past `length` (used when a tick is rolled back or a snapshot restored). */
  truncate(length: number): void {
    if (length >= this.count) return
    this.count = length
  }

  /** An O(1) copy sharing storage with this history. */
  share(): ActionHistory {
    return new ActionHistory(this.records, this.count)
  }

  /** Removes every record. */
  clear(): void {
    this.records = []
    this.count = 0
  }
}
