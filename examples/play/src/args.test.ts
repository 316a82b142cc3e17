import { describe, expect, it } from 'vitest'
import { parsePlayArgs } from './args'

/** Parses with commander's output captured. */
function parse(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const parsed = parsePlayArgs(argv, { writeOut: (text) => void out.push(text), writeErr: (text) => void err.push(text) })
  return { parsed, out: out.join(''), err: err.join('') }
}

describe('the command line', () => {
  it('takes --auto, --interactive, --seed N and --timeout SECONDS, with 30 s per turn by default', () => {
    expect(parse().parsed).toEqual({ ok: true, args: { auto: false, interactive: false, seed: undefined, timeoutSeconds: 30, bots: 'rule' } })
    expect(parse('--auto', '--seed', '7').parsed).toEqual({ ok: true, args: { auto: true, interactive: false, seed: 7, timeoutSeconds: 30, bots: 'rule' } })
    expect(parse('--interactive', '--timeout', '1.5', '--seed', '-3').parsed).toEqual({ ok: true, args: { auto: false, interactive: true, seed: -3, timeoutSeconds: 1.5, bots: 'rule' } })
  })

  it('reads the options after the `--` that `pnpm start -- --seed 5` passes on', () => {
    expect(parse('--', '--seed', '5').parsed).toEqual({ ok: true, args: { auto: false, interactive: false, seed: 5, timeoutSeconds: 30, bots: 'rule' } })
  })

  it('takes --connect URL with --ticket TICKET (a seat) or --watch ROOM_ID (a spectator), with --auto or --interactive', () => {
    expect(parse('--connect', 'ws://127.0.0.1:2567', '--ticket', 'abc.def').parsed).toEqual({
      ok: true,
      args: { auto: false, interactive: false, seed: undefined, timeoutSeconds: 30, bots: 'rule', connect: { endpoint: 'ws://127.0.0.1:2567', ticket: 'abc.def' } },
    })
    expect(parse('--connect', 'ws://h:1', '--watch', 'Room1', '--interactive').parsed).toMatchObject({ ok: true, args: { interactive: true, connect: { endpoint: 'ws://h:1', watch: 'Room1' } } })
    expect(parse('--', '--auto', '--connect', 'ws://h:1', '--ticket', 't').parsed).toMatchObject({ ok: true, args: { auto: true, connect: { ticket: 't' } } })
  })

  it('prints the usage for --help, with how to leave, and ends with exit code 0', () => {
    const { parsed, out, err } = parse('--help')
    expect(parsed).toEqual({ ok: false, exitCode: 0 })
    expect(out).toMatch(/^Usage: play \[options\]\n/)
    for (const option of ['--auto', '--interactive', '--seed <N>', '--timeout <SECONDS>', '--connect <URL>', '--ticket <TICKET>', '--watch <ROOM_ID>']) expect(out).toContain(option)
    expect(out).toMatch(/q or quit/)
    expect(err).toBe('')
  })

  it.each([
    [['--seed', 'five'], "error: option '--seed <N>' argument 'five' is invalid. Expected an integer."],
    [['--seed', '1.5'], "error: option '--seed <N>' argument '1.5' is invalid. Expected an integer."],
    [['--timeout', '0'], "error: option '--timeout <SECONDS>' argument '0' is invalid. Expected a number of seconds above 0."],
    [['--timeout', 'soon'], "error: option '--timeout <SECONDS>' argument 'soon' is invalid. Expected a number of seconds above 0."],
    [['--auto', '--interactive'], "error: option '--auto' cannot be used with option '--interactive'"],
    [['--fast'], "error: unknown option '--fast'"],
    [['7'], 'error: too many arguments. Expected 0 arguments but got 1.'],
    [['--connect', 'ws://h:1'], "error: option '--connect <URL>' needs '--ticket <TICKET>' (a seat) or '--watch <ROOM_ID>' (a spectator)"],
    [['--ticket', 't'], "error: option '--ticket <TICKET>' needs '--connect <URL>'"],
    [['--watch', 'r'], "error: option '--watch <ROOM_ID>' needs '--connect <URL>'"],
    [['--connect', 'ws://h:1', '--ticket', 't', '--watch', 'r'], "error: option '--ticket <TICKET>' cannot be used with option '--watch <ROOM_ID>'"],
    [['--connect', 'ws://h:1', '--ticket', 't', '--seed', '3'], "error: option '--connect <URL>' cannot be used with option '--seed <N>'"],
    [['--connect', 'ws://h:1', '--ticket', 't', '--timeout', '9'], "error: option '--timeout <SECONDS>' cannot be used with option '--connect <URL>' (the server times the turns)"],
  ])('refuses %j with one line and the usage, exit code 2, without throwing', (argv, line) => {
    const { parsed, out, err } = parse(...argv)
    expect(parsed).toEqual({ ok: false, exitCode: 2 })
    expect(out).toBe('')
    const [first, ...rest] = err.split('\n')
    expect(first).toBe(line)
    expect(rest.join('\n')).toMatch(/^\nUsage: play \[options\]\n/)
  })
})
