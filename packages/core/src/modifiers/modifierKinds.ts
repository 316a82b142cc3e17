import { GameLifecycleError } from '../errors/errors'
import type { GamePlugin } from '../plugins/types'
import type { ModifierKind } from './types'

/**
 * The modifier kinds the game's plugins registered, by name: what gives each stored {@link Modifier} its
 * behaviour and its priority.
 * @internal
 */
export class ModifierKinds {
  private readonly kinds = new Map<string, ModifierKind>()

  /**
   * The kinds of `plugins`, or `null` when none declares one: the engine then runs its plain step, which
   * knows nothing of modifiers. Throws a `GameLifecycleError` (`DUPLICATE_MODIFIER_KIND`) for a kind that two
   * plugins (or one, twice) declare.
   */
  static of(plugins: readonly GamePlugin[]): ModifierKinds | null {
    let kinds: ModifierKinds | null = null
    for (const p of plugins) {
      for (const kind of p.modifiers ?? []) {
        kinds ??= new ModifierKinds()
        const taken = kinds.kinds.get(kind.kind)
        if (taken !== undefined) {
          throw new GameLifecycleError(`Plugin '${p.id}' declares modifier kind '${kind.kind}', which another plugin (or this one) already declares`, 'DUPLICATE_MODIFIER_KIND')
        }
        kinds.kinds.set(kind.kind, kind)
      }
    }
    return kinds
  }

  /** Whether `kind` is registered. */
  has(kind: string): boolean {
    return this.kinds.has(kind)
  }

  /** The kind named `kind`; throws a `GameLifecycleError` (`UNKNOWN_MODIFIER_KIND`) when no plugin registered it. */
  get(kind: string): ModifierKind {
    const found = this.kinds.get(kind)
    if (found === undefined) throw unknownKind(kind)
    return found
  }
}

/** The error of a stored modifier whose kind no plugin registered. */
function unknownKind(kind: string): GameLifecycleError {
  return new GameLifecycleError(`No plugin registers modifier kind '${kind}'`, 'UNKNOWN_MODIFIER_KIND')
}
