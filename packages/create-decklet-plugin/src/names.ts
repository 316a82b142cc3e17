/** Why a name, id or display name was refused: thrown by {@link resolveNames} and `scaffold`, printed by the CLI. */
export class ScaffoldError extends Error {
  /** What was refused: `'name'`, `'id'`, `'displayName'`, `'directory'`. */
  readonly field: string

  /**
   * @example
   * throw new ScaffoldError('id', "the plugin id 'My Game' must be lowercase words joined by '-' (my-game)")
   */
  constructor(field: string, message: string) {
    super(message)
    this.name = 'ScaffoldError'
    this.field = field
  }
}

/** The names a scaffolded plugin is made with. */
export interface PluginNames {
  /** The npm package name: `my-game` or `@scope/my-game`. */
  readonly packageName: string
  /** The plugin id (`GamePlugin.id`, card id prefix, state variable key): lowercase words joined by `-`. */
  readonly pluginId: string
  /** The plugin's `name`, for people: `My Game`. */
  readonly displayName: string
  /** The id in PascalCase, for exported names (`createMyGamePlugin`, `MyGamePlugin`). */
  readonly pascalName: string
  /** The id in CONSTANT_CASE, for constants and event types (`MY_GAME_PLUGIN_VERSION`, `MY_GAME_ROUND_WON`). */
  readonly constantName: string
}

/** What {@link resolveNames} takes: the package name, and the id and display name when not derived from it. */
export interface NameOptions {
  /** The npm package name, plain or scoped. */
  packageName: string
  /** The plugin id; {@link defaultPluginId} of the package name when left out. */
  pluginId?: string
  /** The plugin's name for people; the id's words, capitalized, when left out. */
  displayName?: string
}

// npm's rules for new package names: lowercase, URL-safe, at most 214 characters, not starting with '.' or '_'.
const NPM_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/
const PLUGIN_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/
// Ids whose names would clash with names the template's code uses already (DeckletEvents, GamePlugin, GameState).
const RESERVED_PASCAL_NAMES: ReadonlySet<string> = new Set(['Decklet', 'Game'])
// Display names go into JSON and single-quoted TypeScript strings as they are.
const DISPLAY_NAME = /^[^"'`\\\p{Cc}]+$/u

/**
 * Whether `name` may be published as a new npm package (lowercase, URL-safe, at most 214 characters, an
 * optional `@scope/`).
 *
 * @example
 * isValidPackageName('@acme/high-card') // true
 * isValidPackageName('High Card') // false
 */
export function isValidPackageName(name: string): boolean {
  return name.length <= 214 && NPM_NAME.test(name)
}

/**
 * The plugin id a package name suggests: the name without its scope and without a leading `decklet-plugin-`
 * or `plugin-`, with every run of other characters than letters and digits made one `-`.
 *
 * @example
 * defaultPluginId('@acme/decklet-plugin-high-card') // 'high-card'
 * defaultPluginId('my_game') // 'my-game'
 */
export function defaultPluginId(packageName: string): string {
  const bare = packageName.replace(/^@[^/]*\//, '').replace(/^(?:decklet-plugin-|plugin-)(?=.)/, '')
  return bare
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[-0-9]+|-+$/g, '')
}

/**
 * Resolves every name of a plugin from its package name (and, optionally, its id and display name), or throws
 * a {@link ScaffoldError} naming what is wrong.
 *
 * @example
 * resolveNames({ packageName: '@acme/high-card' })
 * // { packageName: '@acme/high-card', pluginId: 'high-card', displayName: 'High Card', pascalName: 'HighCard', constantName: 'HIGH_CARD' }
 */
export function resolveNames(options: NameOptions): PluginNames {
  const { packageName } = options
  if (!isValidPackageName(packageName)) {
    throw new ScaffoldError('name', `'${packageName}' is not a valid npm package name: use lowercase letters, digits and '-', with an optional @scope/ (e.g. my-game or @acme/my-game)`)
  }
  const pluginId = options.pluginId ?? defaultPluginId(packageName)
  if (!PLUGIN_ID.test(pluginId)) {
    const hint = defaultPluginId(pluginId)
    throw new ScaffoldError(
      'id',
      `'${pluginId}' is not a valid plugin id: use lowercase words of letters and digits joined by '-', starting with a letter${hint === '' ? '' : ` (e.g. ${hint})`}; pass one with --id`,
    )
  }
  const words = pluginId.split('-')
  const pascalName = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')
  if (RESERVED_PASCAL_NAMES.has(pascalName)) {
    throw new ScaffoldError('id', `the plugin id '${pluginId}' would name exports like core's (${pascalName}Plugin, ${pascalName}State…): choose another with --id, e.g. my-${pluginId}`)
  }
  const displayName = options.displayName ?? words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ')
  if (!DISPLAY_NAME.test(displayName) || displayName.trim() !== displayName) {
    throw new ScaffoldError('displayName', `'${displayName}' cannot be a display name: no quotes, backslashes, control characters, or spaces at either end`)
  }
  return Object.freeze({
    packageName,
    pluginId,
    displayName,
    pascalName,
    constantName: words.map((w) => w.toUpperCase()).join('_'),
  })
}
