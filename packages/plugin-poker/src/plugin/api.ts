import type { ComparatorApi } from '../comparator/comparator'
import type { CombinationDetectorApi } from '../detector/combinationDetector'
import type { evaluateHand } from '../detector/detect'
import type { ResolverApi } from '../resolver/resolver'
import type { resolveShowdown } from '../resolver/resolveShowdown'

/** What `ctx.plugin('poker-rules')` and `engine.getPluginApi('poker-rules')` return. */
export interface PokerRulesApi {
  readonly detector: CombinationDetectorApi
  readonly comparator: ComparatorApi
  readonly resolver: ResolverApi
  readonly evaluateHand: typeof evaluateHand
  readonly resolveShowdown: typeof resolveShowdown
}

declare module '@decklet/core' {
  interface PluginApis {
    'poker-rules': PokerRulesApi
  }
}
