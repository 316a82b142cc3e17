import { Command, CommanderError, InvalidArgumentError, Option, type OutputConfiguration } from 'commander'

/** The demo's command line, as read. */
export interface PlayArgs {
  /** `--auto`: bots take every seat. */
  readonly auto: boolean
  /** `--interactive`: you take the first seat even without a terminal. */
  readonly interactive: boolean
  /** `--seed N`, if given. */
  readonly seed: number | undefined
  /** `--timeout SECONDS`: the time of a turn of yours. */
  readonly timeoutSeconds: number
  /** `--bots rule|search`: the other seats' bots (default `rule`: UNO's rule bot; `search`: the searching bot). */
  readonly bots: 'rule' | 'search'
  /** `--connect URL` with `--ticket TICKET` (a seat) or `--watch ROOM_ID` (a spectator): a game on a server. */
  readonly connect?: RemoteGame
}

/** A game on a decklet server (`pnpm --filter @decklet/server start` prints the command lines). */
export type RemoteGame =
  | { readonly endpoint: string; readonly ticket: string; readonly watch?: undefined }
  | { readonly endpoint: string; readonly watch: string; readonly ticket?: undefined }

/** What the command line asks for: a game, or to end at once with this exit code (after help or an error). */
export type ParsedArgs = { readonly ok: true; readonly args: PlayArgs } | { readonly ok: false; readonly exitCode: number }

/**
 * Reads the demo's arguments (`process.argv.slice(2)`). `--help` prints the usage (exit code 0); a bad
 * argument prints one line and the usage on the error output (exit code 2). Nothing throws.
 *
 * @param output Where commander writes (default: stdout and stderr).
 */
export function parsePlayArgs(argv: readonly string[], output?: OutputConfiguration): ParsedArgs {
  const program = new Command('play')
    .description('UNO against three rule bots, the game session in a worker thread.')
    .addOption(new Option('--auto', 'bots take every seat (the default without a terminal)').conflicts('interactive'))
    .addOption(new Option('--interactive', 'take the first seat even without a terminal'))
    .addOption(new Option('--seed <N>', 'the seed of the deal (default: a random one)').argParser(integer))
    .addOption(new Option('--timeout <SECONDS>', 'the time of each of your turns').argParser(positive).default(30))
    .addOption(new Option('--bots <KIND>', "the bots: 'rule' (UNO's rule bot) or 'search' (information-set tree search)").choices(['rule', 'search']).default('rule'))
    .addOption(new Option('--connect <URL>', "join a game on a decklet server (ws://host:port) instead: the server deals, times the turns and seats the bots").conflicts('seed'))
    .addOption(new Option('--ticket <TICKET>', 'with --connect: your seat ticket (the server prints one per seat)').conflicts('watch'))
    .addOption(new Option('--watch <ROOM_ID>', 'with --connect: watch that table as a spectator'))
    .addHelpText('after', '\nAt the prompt: the number of a move to play it; q or quit (or Ctrl-C, Ctrl-D) to leave.')
    .showHelpAfterError()
    .exitOverride()
  if (output !== undefined) program.configureOutput(output)
  // `pnpm start -- --seed 5` passes its `--` on; after a `--` commander reads no options, so it is dropped.
  const args = argv[0] === '--' ? argv.slice(1) : [...argv]
  try {
    program.parse(args, { from: 'user' })
  } catch (error) {
    // Commander has already printed the help or the error and the usage.
    if (error instanceof CommanderError) return { ok: false, exitCode: error.exitCode === 0 ? 0 : 2 }
    throw error
  }
  const options = program.opts<{ auto?: boolean; interactive?: boolean; seed?: number; timeout: number; bots: 'rule' | 'search'; connect?: string; ticket?: string; watch?: string }>()
  const local: PlayArgs = { auto: options.auto === true, interactive: options.interactive === true, seed: options.seed, timeoutSeconds: options.timeout, bots: options.bots }
  if (options.connect === undefined) {
    if (options.ticket === undefined && options.watch === undefined) return { ok: true, args: local }
    return refuse(program, `error: option '${options.ticket === undefined ? '--watch <ROOM_ID>' : '--ticket <TICKET>'}' needs '--connect <URL>'`)
  }
  if (program.getOptionValueSource('timeout') !== 'default') return refuse(program, "error: option '--timeout <SECONDS>' cannot be used with option '--connect <URL>' (the server times the turns)")
  const endpoint = options.connect
  if (options.ticket !== undefined) return { ok: true, args: { ...local, connect: { endpoint, ticket: options.ticket } } }
  if (options.watch !== undefined) return { ok: true, args: { ...local, connect: { endpoint, watch: options.watch } } }
  return refuse(program, "error: option '--connect <URL>' needs '--ticket <TICKET>' (a seat) or '--watch <ROOM_ID>' (a spectator)")
}

/** Prints `message` and the usage as commander does for its own errors (exit code 2). */
function refuse(program: Command, message: string): ParsedArgs {
  try {
    program.error(message, { exitCode: 2 })
  } catch (error) {
    if (error instanceof CommanderError) return { ok: false, exitCode: 2 }
    throw error
  }
  return { ok: false, exitCode: 2 }
}

function integer(text: string): number {
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) throw new InvalidArgumentError('Expected an integer.')
  return Number(text)
}

function positive(text: string): number {
  const seconds = Number(text)
  // A timer takes whole milliseconds and at most 2^31 - 1 of them (about 24 days).
  if (text.trim() === '' || !Number.isFinite(seconds) || seconds <= 0 || seconds * 1000 > 2 ** 31 - 1) {
    throw new InvalidArgumentError('Expected a number of seconds above 0.')
  }
  return seconds
}
