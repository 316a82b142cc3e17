import { Command, CommanderError, InvalidArgumentError, Option, type OutputConfiguration } from 'commander'

/** The terminal app's command line, as read. */
export interface EstatesArgs {
  /** `--auto`: bots take every seat. */
  readonly auto: boolean
  /** `--interactive`: you take the first seat even without a terminal. */
  readonly interactive: boolean
  /** `--seed N`, if given. */
  readonly seed: number | undefined
  /** `--timeout SECONDS`: how long you have to decide on a purchase. */
  readonly timeoutSeconds: number
  /** `--rounds N`: the round cap, after which the richest player wins. */
  readonly rounds: number
}

/** What the command line asks for: a game, or to end at once with this exit code (after help or an error). */
export type ParsedEstatesArgs = { readonly ok: true; readonly args: EstatesArgs } | { readonly ok: false; readonly exitCode: number }

/**
 * Reads the app's arguments (`process.argv.slice(2)`). `--help` prints the usage (exit code 0); a bad
 * argument prints one line and the usage on the error output (exit code 2). Nothing throws.
 *
 * @param output Where commander writes (default: stdout and stderr).
 */
export function parseEstatesArgs(argv: readonly string[], output?: OutputConfiguration): ParsedEstatesArgs {
  const program = new Command('estates')
    .description('Estates, a property-trading board game against three bots, the game session in a worker thread.')
    .addOption(new Option('--auto', 'bots take every seat (the default without a terminal)').conflicts('interactive'))
    .addOption(new Option('--interactive', 'take the first seat even without a terminal'))
    .addOption(new Option('--seed <N>', 'the seed of the dice and the chance deck (default: a random one)').argParser(integer))
    .addOption(new Option('--timeout <SECONDS>', 'the time to decide on a purchase (then it is declined)').argParser(seconds).default(30))
    .addOption(new Option('--rounds <N>', 'the round cap: after it, the richest player wins').argParser(rounds).default(60))
    .addHelpText('after', '\nWhen offered a property: y to buy, n (or Enter) to decline; q or quit (or Ctrl-C, Ctrl-D) to leave.')
    .showHelpAfterError()
    .exitOverride()
  if (output !== undefined) program.configureOutput(output)
  // `pnpm start -- --seed 5` passes its `--` on; after a `--` commander reads no options, so it is dropped.
  const args = argv[0] === '--' ? argv.slice(1) : [...argv]
  try {
    program.parse(args, { from: 'user' })
  } catch (error) {
    // Commander has already printed the help, or the error and the usage.
    if (error instanceof CommanderError) return { ok: false, exitCode: error.exitCode === 0 ? 0 : 2 }
    throw error
  }
  const options = program.opts<{ auto?: boolean; interactive?: boolean; seed?: number; timeout: number; rounds: number }>()
  return {
    ok: true,
    args: { auto: options.auto === true, interactive: options.interactive === true, seed: options.seed, timeoutSeconds: options.timeout, rounds: options.rounds },
  }
}

function integer(text: string): number {
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) throw new InvalidArgumentError('Expected an integer.')
  return Number(text)
}

function rounds(text: string): number {
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text)) || Number(text) < 1) throw new InvalidArgumentError('Expected a whole number from 1.')
  return Number(text)
}

function seconds(text: string): number {
  const value = Number(text)
  // A timer takes whole milliseconds and at most 2^31 - 1 of them (about 24 days).
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0 || value * 1000 > 2 ** 31 - 1) {
    throw new InvalidArgumentError('Expected a number of seconds above 0.')
  }
  return value
}
