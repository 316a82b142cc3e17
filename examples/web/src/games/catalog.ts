import { doudizhuIsOut, holdemIsOut, unoIsOut } from '@decklet/bots'
import type { PlayerView } from '@decklet/core'
import type { GameSpec, SeatSpec } from '@decklet/runtime'
import type { GameId, GameSettings } from './settings'

/** A game of the site: who sits, what the worker loads, which events the page animates. */
export interface GameEntry {
  readonly id: GameId
  readonly title: string
  readonly blurb: string
  /** Seat names, the page's player first (`p1`). */
  readonly names: readonly string[]
  /** The turn store's out check for the game (`@decklet/bots`). */
  readonly isOut: (view: PlayerView, playerId: string) => boolean
  /** Events after which the session waits for the page's animation (its acknowledgement barrier). */
  readonly animated: readonly string[]
  /** The spec the worker loads: plugins by specifier, the bots' seats, the session's timing. */
  spec(settings: GameSettings): GameSpec
}

/** The page's player in every offline game. */
export const ME = 'p1'

const players = (names: readonly string[]) => names.map((name, i) => ({ id: `p${i + 1}`, name }))

/** Every seat but the first is a rule bot of `@decklet/bots`, seated inside the worker by name. */
function botSeats(count: number, seat: SeatSpec): Record<string, SeatSpec> {
  return Object.fromEntries(Array.from({ length: count - 1 }, (_, i) => [`p${i + 2}`, seat]))
}

function session(settings: GameSettings, animated: readonly string[]): GameSpec['session'] {
  return {
    turnTimeoutMs: settings.turnSeconds * 1000,
    readyTimeoutMs: 60_000,
    // The page acknowledges each animation when it has played; a page that does not (a hidden tab) holds the
    // game up at most this long.
    acknowledge: { events: animated, timeoutMs: 5_000 },
  }
}

const uno: GameEntry = {
  id: 'uno',
  title: 'UNO',
  blurb: 'The official rules against three rule bots, with house rules to switch on.',
  names: ['You', 'Bob', 'Carol', 'Dave'],
  isOut: unoIsOut,
  animated: ['UNO_CARD_PLAYED'],
  spec(settings) {
    // Catching a missed "UNO" waits, so that the player with one card left can say it first.
    const seat: SeatSpec = { kind: 'bot', bot: 'rule-based', delayMs: settings.botDelayMs, options: { delays: { CATCH_UNO: Math.max(1_500, settings.botDelayMs * 4) } } }
    return {
      plugins: [{ module: '@decklet/plugin-uno', export: 'createUnoPlugin', options: { ...settings.unoRules, scoring: settings.unoTo500 ? 'winner-takes' : 'single-hand' } }],
      players: players(this.names),
      seed: settings.seed,
      seats: botSeats(this.names.length, seat),
      session: session(settings, this.animated),
      // Replays show every position (a record too large for the browser's storage is kept without them).
      stepViews: true,
    }
  },
}

const doudizhu: GameEntry = {
  id: 'doudizhu',
  title: 'Dou Dizhu',
  blurb: '斗地主: bid for the landlord, take the kitty, beat the last combination.',
  names: ['You', 'Bob', 'Carol'],
  isOut: doudizhuIsOut,
  animated: ['CARDS_PLAYED'],
  spec(settings) {
    const seat: SeatSpec = { kind: 'bot', bot: 'rule-based', delayMs: settings.botDelayMs }
    return {
      plugins: [
        { module: '@decklet/plugin-standard-deck', export: 'createStandardDeckPlugin', options: { jokers: true, shuffleOnStart: false } },
        { module: '@decklet/plugin-doudizhu', export: 'createDoudizhuPlugin' },
      ],
      players: players(this.names),
      seed: settings.seed,
      seats: botSeats(this.names.length, seat),
      session: session(settings, this.animated),
      // Replays show every position (a record too large for the browser's storage is kept without them).
      stepViews: true,
    }
  },
}

const holdem: GameEntry = {
  id: 'holdem',
  title: "Hold'em",
  blurb: 'No-limit 1/2 at a 6-max table: 200 chips each, side pots, hand histories.',
  names: ['You', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank'],
  isOut: holdemIsOut,
  animated: ['FLOP_DEALT', 'TURN_DEALT', 'RIVER_DEALT', 'SHOWDOWN'],
  spec(settings) {
    const seat: SeatSpec = { kind: 'bot', bot: 'rule-based', delayMs: settings.botDelayMs }
    return {
      plugins: [
        { module: '@decklet/plugin-standard-deck', export: 'StandardDeckPlugin' },
        { module: '@decklet/plugin-poker', export: 'PokerRulesPlugin' },
        { module: '@decklet/plugin-holdem', export: 'createHoldemPlugin', options: { smallBlind: 1, bigBlind: 2, startingStack: 200, maxHands: settings.holdemHands } },
      ],
      players: players(this.names),
      seed: settings.seed,
      seats: botSeats(this.names.length, seat),
      session: session(settings, this.animated),
      // Replays show every position (a record too large for the browser's storage is kept without them).
      stepViews: true,
    }
  },
}

/** The games, by id. */
export const GAMES: Readonly<Record<GameId, GameEntry>> = Object.freeze({ uno, doudizhu, holdem })

/** Whether a string names a game of the site. */
export function isGameId(value: unknown): value is GameId {
  return value === 'uno' || value === 'doudizhu' || value === 'holdem'
}
