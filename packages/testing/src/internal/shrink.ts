/*
 * Shrinking a failing action sequence: remove chunks of actions as long as the
 * shorter sequence is still legal and fails the same way. Internal to fuzzPlugins.
 */
import type { ActionInit } from '@decklet/core'
import type { CheckedRun } from './checkedGame'

/** @internal */
export interface ShrinkResult {
  /** The shortest failing run found (the original when it did not reproduce). */
  readonly run: CheckedRun
  /** Whether re-running the original sequence failed again the same way (`undefined`: not tried, the budget is 0). */
  readonly reproduced: boolean | undefined
  /** Sequences tried. */
  readonly runs: number
}

/** Widest window of the fine phase: removing up to this many adjacent actions at once (a round of a 4-player game). */
const MAX_WINDOW = 4

/**
 * Shrinks `failing` (a run whose `failure` is set). It first checks that the
 * sequence reproduces; then it drops halves, quarters, … (aligned chunks, fast
 * on long sequences); then windows of 1 to {@link MAX_WINDOW} adjacent actions
 * at every position, from the end, in passes until nothing more can go —
 * adjacent windows matter in turn-based games, where dropping one move alone
 * makes the next player's moves illegal while dropping a whole round does not.
 * A candidate is kept when it is legal throughout and fails with the same
 * kind; a run that fails earlier is cut there. Stops after `budget` runs. @internal
 */
export function shrinkRun(run: (actions: readonly ActionInit[]) => CheckedRun, failing: CheckedRun, budget: number, maxPasses = 8): ShrinkResult {
  const kind = failing.failure!.kind
  if (budget <= 0) return { run: failing, reproduced: undefined, runs: 0 }
  let runs = 0
  const attempt = (actions: readonly ActionInit[]): CheckedRun | null => {
    runs++
    const r = run(actions)
    return !r.invalid && r.failure !== null && r.failure.kind === kind ? r : null
  }
  const without = (actions: readonly ActionInit[], start: number, size: number) => [...actions.slice(0, start), ...actions.slice(start + size)]

  const again = attempt(failing.actions)
  if (again === null) return { run: failing, reproduced: false, runs }
  let best = again

  for (let size = Math.floor(best.actions.length / 2); size > MAX_WINDOW && runs < budget; size = Math.floor(size / 2)) {
    for (let start = best.actions.length - size; start >= 0 && runs < budget; start -= size) {
      const r = attempt(without(best.actions, start, size))
      if (r !== null) best = r
      start = Math.min(start, best.actions.length)
    }
  }

  for (let pass = 0; pass < maxPasses && runs < budget; pass++) {
    let changed = false
    for (let size = 1; size <= MAX_WINDOW && runs < budget; size++) {
      for (let start = best.actions.length - size; start >= 0 && runs < budget; start--) {
        const r = attempt(without(best.actions, start, size))
        if (r === null) continue
        best = r
        changed = true
        start = Math.min(start, best.actions.length - size + 1)
      }
    }
    if (!changed) break
  }
  return { run: best, reproduced: true, runs }
}
