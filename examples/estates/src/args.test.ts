import { describe, expect, it } from 'vitest'
import { parseEstatesArgs } from './args'

/** Parses with commander's output captured. */
function parse(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const parsed = parseEstatesArgs(argv, { writeOut: (text) => void out.push(text), writeErr: (text) => void err.push(text) })
  return { parsed, out: out.join(''), err: err.join('') }
}

describe('the command line', () => {
  it('takes --auto, --interactive, --seed N, --timeout SECONDS and --rounds N, with 30 s and 60 rounds by default', () => {
    expect(parse().parsed).toEqual({ ok: true, args: { auto: false, interactive: false, seed: undefined, timeoutSeconds: 30, rounds: 60 } })
    expect(parse('--auto', '--seed', '7').parsed).toEqual({ ok: true, args: { auto: true, interactive: false, seed: 7, timeoutSeconds: 30, rounds: 60 } })
    expect(parse('--interactive', '--timeout', '1.5', '--seed', '-3', '--rounds', '12').parsed).toEqual({
      ok: true,
      args: { auto: false, interactive: true, seed: -3, timeoutSeconds: 1.5, rounds: 12 },
    })
  })

  it('reads the options after the `--` that `pnpm start -- --seed 5` passes on', () => {
    expect(parse('--', '--seed', '5').parsed).toMatchObject({ ok: true, args: { seed: 5 } })
  })

  it('prints the usage for --help, with how to answer and how to leave, and ends with exit code 0', () => {
    const { parsed, out, err } = parse('--help')
    expect(parsed).toEqual({ ok: false, exitCode: 0 })
    expect(out).toMatch(/^Usage: estates \[options\]\n/)
    for (const option of ['--auto', '--interactive', '--seed <N>', '--timeout <SECONDS>', '--rounds <N>']) expect(out).toContain(option)
    expect(out).toMatch(/y to buy/)
    expect(out).toMatch(/q or quit/)
    expect(err).toBe('')
  })

  it.each([
    [['--seed', 'five'], "error: option '--seed <N>' argument 'five' is invalid. Expected an integer."],
    [['--timeout', '0'], "error: option '--timeout <SECONDS>' argument '0' is invalid. Expected a number of seconds above 0."],
    [['--rounds', '0'], "error: option '--rounds <N>' argument '0' is invalid. Expected a whole number from 1."],
    [['--rounds', '2.5'], "error: option '--rounds <N>' argument '2.5' is invalid. Expected a whole number from 1."],
    [['--auto', '--interactive'], "error: option '--auto' cannot be used with option '--interactive'"],
    [['--fast'], "error: unknown option '--fast'"],
  ])('refuses %j with one line and the usage, exit code 2, without throwing', (argv, line) => {
    const { parsed, out, err } = parse(...argv)
    expect(parsed).toEqual({ ok: false, exitCode: 2 })
    expect(out).toBe('')
    const [first, ...rest] = err.split('\n')
    expect(first).toBe(line)
    expect(rest.join('\n')).toMatch(/^\nUsage: estates \[options\]\n/)
  })
})
