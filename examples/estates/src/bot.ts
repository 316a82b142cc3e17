import { PolicyBotController } from '@decklet/bots'
import type { ActionInit, WithVariables } from '@decklet/core'
import type { BotContext, BotRegistry, DecisionRequest } from '@decklet/runtime'
import { wantsToBuy, DEFAULT_RESERVE } from './buyPolicy'
import { EstatesActionTypes, type OfferPayload } from './plugin/actions'
import { propertyAt } from './plugin/board'
import { getEstates } from './plugin/state'

/**
 * The bot's answer to a request: buy the property offered when it keeps `reserve` in cash afterwards, else
 * decline; `null` for a request that is not an offer (there is none in this game, but a bot must not guess).
 * Reads only what the request carries: its legal actions and the player's own view.
 *
 * @example
 * const action = estatesPolicy(request, 200)
 */
export function estatesPolicy(request: Pick<DecisionRequest, 'playerId' | 'legalActions'> & { readonly view: WithVariables }, reserve: number = DEFAULT_RESERVE): ActionInit | null {
  const buy = request.legalActions.find((action) => action.type === EstatesActionTypes.BUY)
  const decline = request.legalActions.find((action) => action.type === EstatesActionTypes.DECLINE)
  if (decline === undefined) return null
  const answer = (action: ActionInit): ActionInit => ({ type: action.type, playerId: request.playerId, payload: action.payload })
  if (buy === undefined) return answer(decline)
  const property = propertyAt((buy.payload as OfferPayload).square)
  const cash = getEstates(request.view).cash[request.playerId] ?? 0
  return property !== null && wantsToBuy(cash, property.price, reserve) ? answer(buy) : answer(decline)
}

/** Options of {@link EstatesBotController}. */
export interface EstatesBotOptions {
  /** The cash it keeps in hand (default {@link DEFAULT_RESERVE}). */
  readonly reserve?: number
  /** Think time before answering, on the session's scheduler (default 0). */
  readonly delayMs?: number
}

/**
 * A seat played by {@link estatesPolicy}: `@decklet/bots`' policy seat, answering after its think time on the
 * session's clock (so a game between bots replays the same, and a virtual clock drives it in tests).
 *
 * @example
 * new GameSession({ engine, controllers: { p2: new EstatesBotController({ reserve: 300 }) } })
 */
export class EstatesBotController extends PolicyBotController {
  constructor(options: EstatesBotOptions = {}) {
    const reserve = options.reserve ?? DEFAULT_RESERVE
    super('estates-bot', (request) => estatesPolicy(request, reserve), { delayMs: options.delayMs ?? 0 })
  }
}

/**
 * The bots a worker can seat by name (`GameSpec.botModules: [{ module: <this module> }]`): `estates`, with
 * `options: { reserve }`.
 */
export const botRegistry: BotRegistry = Object.freeze({
  estates: (context: BotContext) => {
    const options = (context.options ?? {}) as { reserve?: unknown }
    const reserve = typeof options.reserve === 'number' ? options.reserve : DEFAULT_RESERVE
    return new EstatesBotController({ reserve, delayMs: context.delayMs })
  },
})
