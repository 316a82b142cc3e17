import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { resolveNames, ScaffoldError, type PluginNames } from './names'
import { TEMPLATE_VERSIONS, type TemplateVersions } from './versions'

/** What {@link scaffold} takes. */
export interface ScaffoldOptions {
  /** The folder to create the package in: missing or empty. */
  directory: string
  /** The npm package name (`my-game`, `@scope/my-game`). */
  packageName: string
  /** The plugin id; derived from the package name when left out (`@acme/decklet-plugin-high-card` → `high-card`). */
  pluginId?: string
  /** The plugin's name for people; derived from the id when left out (`high-card` → `High Card`). */
  displayName?: string
  /** The template folder (default: the `template` folder shipped with this package). */
  templateDirectory?: string
  /** The dependency versions to write (default {@link TEMPLATE_VERSIONS}). */
  versions?: TemplateVersions
}

/** What {@link scaffold} made. */
export interface ScaffoldResult {
  /** The package's folder, absolute. */
  readonly directory: string
  /** The names the package was made with (given, or derived from the package name). */
  readonly names: PluginNames
  /** The files written, relative to `directory`, `/`-separated and sorted. */
  readonly files: readonly string[]
}

/**
 * Template files kept under another name in this package: npm does not publish a `.gitignore`, and a nested
 * `package.json` would be taken for a package of its own (its `exports` and all) by tools that walk the tree.
 */
const RENAMED: Readonly<Record<string, string>> = Object.freeze({ _gitignore: '.gitignore', '_package.json': 'package.json' })

/**
 * The placeholders of the template files and what replaces each, for a plugin's names and versions.
 *
 * @example
 * placeholders(resolveNames({ packageName: 'my-game' }), TEMPLATE_VERSIONS).__PLUGIN_ID__ // 'my-game'
 */
export function placeholders(names: PluginNames, versions: TemplateVersions): Readonly<Record<string, string>> {
  return Object.freeze({
    __PACKAGE_NAME__: names.packageName,
    __PLUGIN_ID__: names.pluginId,
    __DISPLAY_NAME__: names.displayName,
    __PASCAL_NAME__: names.pascalName,
    __CONSTANT_NAME__: names.constantName,
    __DECKLET_CORE_PEER_RANGE__: versions.corePeerRange,
    __DECKLET_CORE_RANGE__: versions.coreRange,
    __DECKLET_TESTING_RANGE__: versions.testingRange,
    __TYPESCRIPT_VERSION__: versions.typescript,
    __TSUP_VERSION__: versions.tsup,
    __VITEST_VERSION__: versions.vitest,
    __PUBLINT_VERSION__: versions.publint,
    __ATTW_VERSION__: versions.attw,
    __TYPES_NODE_VERSION__: versions.typesNode,
  })
}

/**
 * The template folder shipped with this package (`template/`, beside `dist/` and `src/`).
 *
 * @example
 * defaultTemplateDirectory() // '/…/node_modules/create-decklet-plugin/template'
 */
export function defaultTemplateDirectory(): string {
  return fileURLToPath(new URL('../template', import.meta.url))
}

/** Every file under `root`, relative and `/`-separated, sorted. */
async function listFiles(root: string, prefix = ''): Promise<string[]> {
  const files: string[] = []
  for (const entry of await readdir(join(root, prefix), { withFileTypes: true })) {
    const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`
    if (entry.isDirectory()) files.push(...(await listFiles(root, path)))
    else if (entry.isFile()) files.push(path)
  }
  return files.sort()
}

/**
 * Throws a {@link ScaffoldError} unless `directory` is missing or an empty folder.
 *
 * @example
 * await assertUsableDirectory('my-game')
 */
export async function assertUsableDirectory(directory: string): Promise<void> {
  let info
  try {
    info = await stat(directory)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  if (!info.isDirectory()) throw new ScaffoldError('directory', `${directory} exists and is not a directory`)
  const entries = await readdir(directory)
  if (entries.length > 0) {
    throw new ScaffoldError('directory', `${directory} is not empty (${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}): choose a new directory, or empty this one`)
  }
}

/** `text` with every placeholder replaced (as plain text: no `$` patterns). */
function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/__[A-Z][A-Z_]*?__/g, (token) => values[token] ?? token)
}

/**
 * Creates a decklet game plugin package in `directory` from the template: every file copied with the
 * placeholders replaced (package name, plugin id, display name, the names derived from the id, dependency
 * versions). Refuses, with a {@link ScaffoldError}, a directory that exists and is not empty, and names that
 * are not valid; writes nothing then.
 *
 * @example
 * const { files } = await scaffold({ directory: 'high-card', packageName: '@acme/high-card' })
 * files.includes('src/plugin.ts') // true
 */
export async function scaffold(options: ScaffoldOptions): Promise<ScaffoldResult> {
  const names = resolveNames({ packageName: options.packageName, pluginId: options.pluginId, displayName: options.displayName })
  const directory = resolve(options.directory)
  await assertUsableDirectory(directory)
  const template = options.templateDirectory ?? defaultTemplateDirectory()
  const values = placeholders(names, options.versions ?? TEMPLATE_VERSIONS)
  // Everything is read and filled in before anything is written: a bad template writes nothing.
  const outputs: [path: string, text: string][] = []
  for (const file of await listFiles(template)) {
    const base = file.split('/').pop()!
    const renamed = RENAMED[base]
    const target = renamed === undefined ? file : `${file.slice(0, -base.length)}${renamed}`
    const text = fill(await readFile(join(template, file), 'utf8'), values)
    const left = /__[A-Z][A-Z_]*?__/.exec(text)
    if (left !== null) throw new ScaffoldError('template', `the template file ${file} has an unknown placeholder ${left[0]}`)
    outputs.push([target, text])
  }
  for (const [target, text] of outputs) {
    await mkdir(dirname(join(directory, target)), { recursive: true })
    await writeFile(join(directory, target), text, { flag: 'wx' })
  }
  const written = outputs.map(([target]) => target)
  return Object.freeze({ directory, names, files: Object.freeze(written.sort()) })
}

/**
 * `directory` as the next steps name it: relative to `cwd` when inside it, else absolute.
 * @internal
 */
export function displayPath(directory: string, cwd: string): string {
  const rel = relative(cwd, directory)
  return rel === '' ? '.' : rel.startsWith('..') ? directory : rel
}
