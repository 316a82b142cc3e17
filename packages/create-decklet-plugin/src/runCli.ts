import { basename, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { version as cliVersion } from '../package.json'
import { ScaffoldError } from './names'
import { displayPath, scaffold } from './scaffold'

/** Where {@link runCli} reads its settings and writes its output (the process's, by default). */
export interface CliIo {
  /** The folder a relative directory is taken from. */
  cwd: string
  /** The environment (`npm_config_user_agent` tells which package manager ran `create`). */
  env: Readonly<Record<string, string | undefined>>
  /** Writes to standard output. */
  out(text: string): void
  /** Writes to standard error. */
  err(text: string): void
}

/** The usage text `--help` prints. */
export const USAGE = `Usage: create-decklet-plugin <directory> [options]

Creates a decklet game plugin package in <directory> (missing or empty): a small,
complete game (high card) laid out as the built-in plugins are, with its tests.

  npm create decklet-plugin my-game
  npm create decklet-plugin @acme/my-game       (package @acme/my-game, in ./my-game)
  npx create-decklet-plugin games/cards --name @acme/cards --id cards

Options:
  --name <npm name>           package name (default: the directory's name)
  --id <plugin id>            plugin id, lowercase words joined by '-' (default: from the name)
  --display-name <name>       the plugin's name for people (default: from the id)
  -h, --help                  show this help
  -v, --version               show the version
`

/** The package manager that ran `npm create` / `pnpm create` / `yarn create`, by its user agent. */
function packageManager(env: CliIo['env']): 'npm' | 'pnpm' | 'yarn' {
  const agent = env.npm_config_user_agent ?? ''
  return agent.startsWith('pnpm/') ? 'pnpm' : agent.startsWith('yarn/') ? 'yarn' : 'npm'
}

/**
 * Runs the CLI on its arguments (without `node` and the script) and returns its exit code: 0 when the
 * package was created (the next steps printed), 1 when nothing was (the reason printed to standard error):
 * no directory, a directory that exists and is not empty, a name or id that is not valid, an unknown option.
 *
 * @example
 * process.exitCode = await runCli(process.argv.slice(2))
 */
export async function runCli(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        name: { type: 'string' },
        id: { type: 'string' },
        'display-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    })
  } catch (error) {
    io.err(`create-decklet-plugin: ${(error as Error).message}\n\n${USAGE}`)
    return 1
  }
  const { values, positionals } = parsed
  if (values.help === true) {
    io.out(USAGE)
    return 0
  }
  if (values.version === true) {
    io.out(`${cliVersion}\n`)
    return 0
  }
  if (positionals.length !== 1) {
    io.err(`create-decklet-plugin: ${positionals.length === 0 ? 'name the directory to create' : `one directory, not ${positionals.length}: ${positionals.join(' ')}`}\n\n${USAGE}`)
    return 1
  }
  const [target] = positionals as [string]
  // `npm create decklet-plugin @acme/my-game`: a scoped name given as the directory is the package name, in ./my-game.
  const scoped = values.name === undefined && /^@[^/]+\/[^/]+$/.test(target)
  const directory = resolve(io.cwd, scoped ? target.slice(target.indexOf('/') + 1) : target)
  const packageName = values.name ?? (scoped ? target : basename(directory))
  try {
    const result = await scaffold({ directory, packageName, pluginId: values.id, displayName: values['display-name'] })
    const pm = packageManager(io.env)
    const run = pm === 'npm' ? 'npm run' : pm
    const { names } = result
    const step = (command: string, comment?: string) => `  ${comment === undefined ? command : `${command.padEnd(24)}# ${comment}`}`
    io.out(
      [
        `Created ${names.packageName} in ${result.directory}: the ${names.displayName} plugin (id '${names.pluginId}'), ${result.files.length} files.`,
        '',
        'Next steps:',
        step(`cd ${shellQuote(displayPath(result.directory, io.cwd))}`),
        step(`${pm} install`),
        step(`${pm} test`, 'the rules, a scenario, fuzzing, record/replay'),
        step(`${run} typecheck`),
        step(`${run} build`, 'dist/: ESM, CommonJS and types'),
        step(`${run} check:package`, 'publint and attw, before publishing'),
        '',
        'Then make the game yours: the rules are in src/rules.ts, src/handlers.ts and src/legalActions.ts;',
        'README.md says how to test, publish and version it.',
        '',
      ].join('\n'),
    )
    return 0
  } catch (error) {
    if (error instanceof ScaffoldError) {
      io.err(`create-decklet-plugin: ${error.message}\n`)
      return 1
    }
    io.err(`create-decklet-plugin: ${(error as Error).stack ?? String(error)}\n`)
    return 1
  }
}

/** A path as a POSIX shell reads it back: quoted when it holds anything but plain characters. */
function shellQuote(path: string): string {
  return /^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replace(/'/g, "'\\''")}'`
}

/** The process's own {@link CliIo}. */
function processIo(): CliIo {
  return {
    cwd: process.cwd(),
    env: process.env,
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
  }
}
