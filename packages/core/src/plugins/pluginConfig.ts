import { InvalidPluginError } from '../errors/errors'
import { cloneJson, deepFreeze, findNonJson, type JsonValue } from '../state/json'

/**
 * A plugin's resolved options as its `config` (what records pin): a frozen JSON copy. Throws an
 * {@link InvalidPluginError} naming the path of a value that is not JSON data (a function, `undefined`, …):
 * keep such things out of the options a record must compare.
 *
 * @example
 * const resolved = resolveMyOptions(options)
 * return { id: 'crazy-eights', name: 'Crazy Eights', version, config: pluginConfig(resolved), ... }
 */
export function pluginConfig(options: object): JsonValue {
  const nonJson = findNonJson(options, 'config')
  if (nonJson !== null) throw new InvalidPluginError(`${nonJson} is not JSON data: a plugin's config must be, records store it`)
  return deepFreeze(cloneJson(options as JsonValue))
}
