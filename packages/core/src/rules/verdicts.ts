import type { RuleResult } from './types'

const OK: RuleResult = Object.freeze({ allowed: true })

/** The "allowed" verdict. */
export function ok(): RuleResult {
  return OK
}

/** A "denied" verdict with a human-readable reason and an optional stable code. */
export function deny(reason: string, code?: string): RuleResult {
  return code === undefined ? { allowed: false, reason } : { allowed: false, reason, code }
}
