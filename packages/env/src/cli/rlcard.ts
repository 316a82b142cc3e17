import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { DeckletError } from '@decklet/core'
import type { EnvGameName } from '../types'

/** RLCard's environment measured in the same run as decklet's (`decklet-env bench --rlcard`). */
export interface RlcardRate {
  readonly game: EnvGameName
  /** `env.step` calls (resets between games included in the time). */
  readonly steps: number
  readonly games: number
  readonly seconds: number
  readonly stepsPerSecond: number
  /** RLCard's, Python's and numpy's versions, as the script found them. */
  readonly rlcard: string
  readonly python: string
  readonly numpy: string | null
}

/** RLCard could not be measured: Python or rlcard is missing, or the script failed. */
export class RlcardUnavailableError extends DeckletError {
  constructor(message: string) {
    super(message, 'RLCARD_UNAVAILABLE')
    this.name = 'RlcardUnavailableError'
  }
}

/**
 * The path of one of the package's RLCard scripts (`rlcard_steps.py` by default), shipped in its `rlcard/`
 * folder: next to `dist/` for the built bin, two folders up from this file when run from source (tests).
 */
export function rlcardScript(name: 'rlcard_steps.py' | 'rlcard_stats.py' = 'rlcard_steps.py'): string {
  for (const relative of [`../rlcard/${name}`, `../../rlcard/${name}`]) {
    const path = fileURLToPath(new URL(relative, import.meta.url))
    if (existsSync(path)) return path
  }
  throw new RlcardUnavailableError(`${name} is missing from @decklet/env's rlcard/ folder`)
}

/**
 * Runs RLCard's environment of `game` with uniform random legal play for `seconds` under `python` (a command:
 * `python3`, or a virtual environment's interpreter) and returns its steps per second. Throws
 * {@link RlcardUnavailableError}, saying why, when the command cannot be run or cannot import rlcard.
 */
export function measureRlcard(python: string, game: EnvGameName, seconds: number, seed = 1): RlcardRate {
  const timeout = (seconds + 120) * 1000
  const run = spawnSync(python, [rlcardScript(), game, String(seconds), String(seed)], {
    encoding: 'utf8',
    timeout,
    // Dou Dizhu's legal actions come from a Python set: a fixed hash seed repeats RLCard's games (unless one is given).
    // No bytecode files written next to the package's scripts.
    env: { ...process.env, PYTHONHASHSEED: process.env.PYTHONHASHSEED ?? '0', PYTHONDONTWRITEBYTECODE: '1' },
  })
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT') {
    throw new RlcardUnavailableError(`measuring RLCard's ${game} with '${python}' did not finish within ${timeout / 1000} s`)
  }
  if (run.error !== undefined) throw new RlcardUnavailableError(`cannot run '${python}' to measure RLCard: ${run.error.message}`)
  if (run.status === 3) throw new RlcardUnavailableError(`'${python}' cannot import rlcard (pip install rlcard): ${lastLine(run.stderr)}`)
  if (run.status !== 0) throw new RlcardUnavailableError(`measuring RLCard's ${game} with '${python}' failed (exit ${run.status ?? run.signal}): ${lastLine(run.stderr)}`)
  const line = lastLine(run.stdout)
  let rate: RlcardRate
  try {
    rate = JSON.parse(line) as RlcardRate
  } catch {
    throw new RlcardUnavailableError(`measuring RLCard's ${game} with '${python}' printed no result: '${line}'`)
  }
  if (rate.game !== game || !(rate.stepsPerSecond > 0) || !Number.isInteger(rate.steps)) {
    throw new RlcardUnavailableError(`measuring RLCard's ${game} with '${python}' printed no result: '${line}'`)
  }
  return rate
}

function lastLine(text: string): string {
  const lines = text.trim().split('\n')
  return lines[lines.length - 1] ?? ''
}
