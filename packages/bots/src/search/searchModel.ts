import type { Action, GameState, PlayerView } from '@decklet/core'
import type { DecisionRequest } from '@decklet/runtime'
import { compareKeys, doudizhuPolicy, playKey } from '../doudizhuBot'
import { holdemPolicy } from '../holdemBot'
import type { BotPolicy } from '../ruleBot'
import { unoPolicy } from '../unoBot'

/**
 * What a search bot knows of how a game is played, beyond its rules: a policy for the players of its playouts
 * and for ordering the moves it tries, and the moves worth making at once. One per game, by plugin id. @internal
 */
export interface SearchModel {
  /** The playout policy: a game's rule bot, asked with the sampled state as its view (it reads only its own cards there). */
  readonly rollout: BotPolicy
  /** An action that is never worse than any other and is taken at once, in the search and at the table (UNO: calling UNO, catching a missed call). */
  instant?(legal: readonly Action[]): Action | undefined
  /** The order in which the moves are worth trying, most promising first (Dou Dizhu: the rule bot's order of plays, passing first). */
  order?(legal: readonly Action[], state: GameState, playerId: string): Action[]
}

const firstOfType = (types: readonly string[]) => (legal: readonly Action[]) => legal.find((a) => types.includes(a.type))

/** The models of the built-in games, by plugin id. @internal */
export const SEARCH_MODELS: Readonly<Record<string, SearchModel>> = Object.freeze({
  // Calling UNO can only save two cards, and catching a missed call can only give the other player two.
  uno: { rollout: unoPolicy, instant: firstOfType(['DECLARE_UNO', 'CATCH_UNO']) },
  doudizhu: {
    rollout: doudizhuPolicy,
    order(legal, state) {
      const keyed = legal.map((a) => ({ a, key: a.type === 'PLAY' ? playKey(state, a) : [-1, -1, 0] }))
      return keyed.sort((x, y) => compareKeys(x.key, y.key)).map((x) => x.a)
    },
  },
  holdem: { rollout: holdemPolicy },
})

/**
 * A decision request for a rule policy inside a search, on a sampled state: the policies read the request's
 * view only for the acting player's own cards and the public variables, which a whole state holds too. @internal
 */
export function requestIn(state: GameState, playerId: string, legalActions: readonly Action[]): DecisionRequest {
  return { requestId: 'search', playerId, turn: state.turn, stateVersion: state.version, deadline: 0, timeoutMs: 0, remainingMs: 0, legalActions: legalActions as Action[], view: state as unknown as PlayerView }
}
