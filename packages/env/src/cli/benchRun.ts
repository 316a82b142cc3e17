import type { EnvGameName } from '../types'
import type { BenchRow } from './bench'
import { RlcardUnavailableError, type RlcardRate } from './rlcard'

/** What {@link runBench} measures with (the real ones in the CLI; stand-ins in tests). @internal */
export interface BenchRunParts {
  /** RLCard's steps per second for a game, or `null` when RLCard is not measured. */
  readonly rlcard: ((game: EnvGameName) => RlcardRate) | null
  /** decklet's figures of a game; `progress` gets a label before each part. */
  readonly decklet: (game: EnvGameName, progress: (part: string) => void) => Promise<BenchRow>
  /** A label before each part of the run. */
  readonly progress: (part: string) => void
  /** Why RLCard could not be measured. */
  readonly warn: (message: string) => void
}

/** The figures of a bench run: decklet's rows, RLCard's rates (when asked for), and whether RLCard failed for a game. @internal */
export interface BenchRunResult {
  readonly rows: readonly BenchRow[]
  readonly rlcard: ReadonlyMap<EnvGameName, RlcardRate> | undefined
  readonly rlcardFailed: boolean
}

/**
 * Measures each game, RLCard's environment first (in the same run) when asked for. When RLCard cannot be
 * measured for the first game (no Python, no rlcard) nothing else is measured and the answer is `null`; when it
 * fails for a later game, that game has no RLCard figure and `rlcardFailed` is set. Other errors are thrown. @internal
 */
export async function runBench(games: readonly EnvGameName[], parts: BenchRunParts): Promise<BenchRunResult | null> {
  const rlcard = parts.rlcard === null ? undefined : new Map<EnvGameName, RlcardRate>()
  const rows: BenchRow[] = []
  let rlcardFailed = false
  for (const game of games) {
    if (parts.rlcard !== null) {
      parts.progress(`${game}: RLCard`)
      try {
        rlcard!.set(game, parts.rlcard(game))
      } catch (e) {
        if (!(e instanceof RlcardUnavailableError)) throw e
        parts.warn(e.message)
        if (rows.length === 0) return null
        rlcardFailed = true
      }
    }
    rows.push(await parts.decklet(game, (part) => parts.progress(`${game}: ${part}`)))
  }
  return { rows, rlcard, rlcardFailed }
}
