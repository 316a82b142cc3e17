/**
 * Registry of plugin API types, filled by declaration merging so that
 * `ctx.plugin(id)` and `engine.getPluginApi(id)` are typed:
 *
 * @example
 * declare module '@decklet/core' {
 *   interface PluginApis {
 *     'poker-rules': PokerRulesApi
 *   }
 * }
 * const poker = ctx.plugin('poker-rules') // typed as PokerRulesApi
 */
export interface PluginApis {}
