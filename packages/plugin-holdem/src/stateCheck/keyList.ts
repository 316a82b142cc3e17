/** The ids of a list of players as property keys, kept while the list (frozen) is the same. */
import { NO_PROBLEMS } from './values'

/**
 * The ids of the last list asked about, as property keys: V8 keeps one copy of each key string, so a key read by a
 * `for…in` matches its id by reference instead of by its characters. Made again when the list changes (a join, a
 * departure, a new hand), and kept only for a frozen list, which cannot change.
 */
export class KeyList {
  private list: readonly unknown[] | null = null
  private keys: readonly string[] = NO_PROBLEMS

  of(list: readonly unknown[]): readonly string[] {
    if (list !== this.list) {
      const record: Record<string, true> = {}
      for (let i = 0; i < list.length; i++) if (typeof list[i] === 'string') record[list[i] as string] = true
      this.keys = Object.keys(record)
      this.list = Object.isFrozen(list) ? list : null
    }
    return this.keys
  }
}
