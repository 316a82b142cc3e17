import { version } from '../package.json'
import {
  CommonDenyCodes, InvalidOptionError, StateDraft, createZone, defineAction, defineVariable, deny, ok, playerHandZoneId,
  playerIdsBySeat, pluginConfig, type ActionHandler, type ActionInit, type GamePlugin, type GameState, type Rule,
} from '@decklet/core'
import { STANDARD_DECK_ZONE_ID } from '@decklet/plugin-standard-deck'

/** The plugin's id, and the version it reports: its package's. */
export const HIGH_CARD_PLUGIN_ID = 'high-card'
export const HIGH_CARD_VERSION: string = version

export interface HighCardOptions {
  /** Cards dealt to each player, one trick each (default 3, at most 8). */
  readonly rounds?: number
}

/** The table (public) and the pile of won tricks. Hands are `hand-<playerId>`, seen by their owner only. */
export const TABLE = 'table'
export const WON = 'won'

/** Tricks won per player; the cards of the trick on the table, in the order they were played. */
export const Scores = defineVariable<Record<string, number>>('high-card.scores', { initial: {} })
export const Trick = defineVariable<{ playerId: string; cardId: string }[]>('high-card.trick', { initial: [] })
export const Round = defineVariable<number>('high-card.round', { initial: 0 })

export interface PlayPayload { cardId: string }
export const createPlayAction = defineAction<'PLAY', PlayPayload>('PLAY')

declare module '@decklet/core' {
  interface DeckletEvents {
    /** A player's hand (to them; the others learn only how many cards). */
    HIGH_CARD_DEALT: { playerId: string; cardIds: string[] }
    HIGH_CARD_PLAYED: { playerId: string; cardId: string }
    HIGH_CARD_TRICK_WON: { playerId: string; cardId: string; round: number }
  }
}

/** The check the engine runs after every tick: the trick names exactly the cards on the table. */
function checkTrick(state: GameState): string[] {
  const table = state.zones[TABLE]?.cards ?? []
  const trick = Trick.get(state)
  const same = trick.length === table.length && trick.every((play, i) => play.cardId === table[i])
  return same ? [] : [`the table holds [${table.join(', ')}], the trick [${trick.map((p) => p.cardId).join(', ')}]`]
}

export function createHighCardPlugin(options: HighCardOptions = {}): GamePlugin {
  const rounds = options.rounds ?? 3
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 8) {
    throw new InvalidOptionError('rounds', rounds, 'an integer from 1 to 8', { scope: 'high-card' })
  }
  const draft = new StateDraft() // one per plugin instance, reset in each handler
  const hand = (state: GameState, playerId: string) => state.zones[playerHandZoneId(playerId)]?.cards ?? []
  const rank = (state: GameState, cardId: string) => state.cards[cardId]!.rankValue as number

  const playRule: Rule = {
    id: 'high-card.play', name: 'Play a card of your hand on your turn', appliesTo: ['PLAY'],
    validate: ({ state, action }) => {
      const cardId = (action.payload as { cardId?: unknown }).cardId
      return state.status !== 'playing' ? deny(`the game is ${state.status}`, CommonDenyCodes.GAME_NOT_PLAYING)
        : action.playerId !== state.currentPlayerId ? deny('not your turn', CommonDenyCodes.NOT_YOUR_TURN)
        : typeof cardId !== 'string' ? deny('payload.cardId must be a card id', CommonDenyCodes.BAD_PAYLOAD)
        : !hand(state, action.playerId!).includes(cardId) ? deny(`${cardId} is not in your hand`, CommonDenyCodes.CARD_NOT_IN_HAND)
        : ok()
    },
  }

  const play: ActionHandler<'PLAY', PlayPayload> = {
    type: 'PLAY',
    execute({ playerId, payload: { cardId } }, { state }) {
      const me = playerId!
      const seats = playerIdsBySeat(state)
      const d = draft.reset(state)
      d.moveCard(cardId, playerHandZoneId(me), TABLE)
      d.set(Trick, [...d.get(Trick), { playerId: me, cardId }])
      // Once everyone has played, nobody is to act: the event handler below has the trick scored.
      d.currentPlayerId = d.cards(TABLE).length === seats.length ? null : seats[(seats.indexOf(me) + 1) % seats.length]!
      d.emit({ type: 'HIGH_CARD_PLAYED', playerId: me, payload: { playerId: me, cardId } })
      return d.result()
    },
    enumerate: (state, playerId) =>
      state.status === 'playing' && state.currentPlayerId === playerId
        ? hand(state, playerId).map((cardId) => createPlayAction({ cardId }, playerId))
        : [],
  }

  // Internal actions: only the plugin dispatches them (a player's dispatch is denied with INTERNAL_ACTION).
  const deal: ActionHandler<'DEAL'> = {
    type: 'DEAL',
    internal: true,
    execute(_action, { state }) {
      const seats = playerIdsBySeat(state)
      const d = draft.reset(state)
      for (let i = 0; i < rounds; i++) for (const id of seats) d.moveTop(STANDARD_DECK_ZONE_ID, playerHandZoneId(id))
      for (const id of seats) {
        const cardIds = [...d.cards(playerHandZoneId(id))]
        d.emit({ type: 'HIGH_CARD_DEALT', playerId: id, payload: { playerId: id, cardIds }, visibleTo: [id] })
      }
      d.set(Round, 1)
      d.currentPlayerId = seats[0]!
      return d.result()
    },
  }

  const scoreTrick: ActionHandler<'SCORE_TRICK'> = {
    type: 'SCORE_TRICK',
    internal: true,
    execute(_action, { state }) {
      const d = draft.reset(state)
      const trick = d.get(Trick)
      const best = trick.reduce((a, b) => (rank(state, b.cardId) > rank(state, a.cardId) ? b : a)) // a tie: the first played
      const scores = { ...d.get(Scores), [best.playerId]: (d.get(Scores)[best.playerId] ?? 0) + 1 }
      const round = d.get(Round)
      d.set(Scores, scores)
      d.moveCards(trick.map((p) => p.cardId), TABLE, WON)
      d.set(Trick, [])
      d.emit({ type: 'HIGH_CARD_TRICK_WON', playerId: best.playerId, payload: { playerId: best.playerId, cardId: best.cardId, round } })
      if (round < rounds) {
        d.set(Round, round + 1)
        d.currentPlayerId = best.playerId // the winner of a trick leads the next one
      } else {
        const top = Math.max(...Object.values(scores))
        for (const id of playerIdsBySeat(state)) if (scores[id] === top) d.addWinner(id)
        d.currentPlayerId = null
        d.status = 'finished'
      }
      return d.result()
    },
  }

  return {
    id: HIGH_CARD_PLUGIN_ID,
    name: 'High card',
    version: HIGH_CARD_VERSION,
    // What a record pins: a replay with other options is refused (RECORD_PLUGIN_CONFIG).
    config: pluginConfig({ rounds }),
    // Set up after the deck (PLUGIN_ORDER otherwise), whose SHUFFLE on GAME_STARTED then comes before the DEAL.
    dependencies: { 'standard-deck': '^1.0.0' },
    setup(ctx) {
      const seats = playerIdsBySeat(ctx.state)
      if (seats.length < 2 || seats.length > 6) {
        throw new InvalidOptionError('players', seats.length, 'from 2 to 6 players', { scope: 'high-card' })
      }
      // Idempotent: replay runs setup again on a state that has the zones.
      for (const id of seats) {
        const zoneId = playerHandZoneId(id)
        if (!ctx.state.zones[zoneId]) ctx.addZone(createZone({ id: zoneId, type: 'hand', ownerId: id, visibility: 'owner' }))
      }
      if (!ctx.state.zones[TABLE]) ctx.addZone(createZone({ id: TABLE, type: 'table' }))
      if (!ctx.state.zones[WON]) ctx.addZone(createZone({ id: WON, type: 'discard' }))
      ctx.addStateCheck('high-card: the trick', checkTrick)
    },
    rules: [playRule],
    actions: [play, deal, scoreTrick],
    events: [
      { type: 'GAME_STARTED', handle: (_event, ctx) => void ctx.dispatch({ type: 'DEAL' }) },
      {
        type: 'HIGH_CARD_PLAYED',
        handle: (_event, ctx) => {
          if (Trick.get(ctx.state).length === Object.keys(ctx.state.players).length) ctx.dispatch({ type: 'SCORE_TRICK' })
        },
      },
    ],
    actors: (state) => (state.currentPlayerId === null ? [] : [state.currentPlayerId]),
    // On a timeout (a runtime's clock), the player throws their lowest card.
    defaultAction: (state, playerId): ActionInit | null => {
      const cards = hand(state, playerId)
      if (state.currentPlayerId !== playerId || cards.length === 0) return null
      return createPlayAction({ cardId: cards.reduce((a, b) => (rank(state, b) < rank(state, a) ? b : a)) }, playerId)
    },
    // The others are told who was dealt how many cards, not which.
    redactEvent: (event) => {
      if (event.type !== 'HIGH_CARD_DEALT') return undefined
      const { playerId, cardIds } = event.payload as { playerId: string; cardIds: string[] }
      return { playerId, count: cardIds.length }
    },
  }
}

/** Three tricks. */
export const HighCardPlugin: GamePlugin = createHighCardPlugin()
