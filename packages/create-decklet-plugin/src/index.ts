/**
 * create-decklet-plugin — scaffolds a decklet game plugin package (`npm create decklet-plugin my-game`). The
 * CLI is the package's bin; these are the functions it is made of, for tools that scaffold programmatically.
 * @packageDocumentation
 */
export { scaffold, placeholders, defaultTemplateDirectory, assertUsableDirectory } from './scaffold'
export { resolveNames, defaultPluginId, isValidPackageName, ScaffoldError } from './names'
export { TEMPLATE_VERSIONS } from './versions'
export { runCli, USAGE } from './runCli'

export type { ScaffoldOptions, ScaffoldResult } from './scaffold'
export type { PluginNames, NameOptions } from './names'
export type { TemplateVersions } from './versions'
export type { CliIo } from './runCli'
