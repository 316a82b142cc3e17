/**
 * @decklet/bots — bots for decklet games (also by name, for a worker's seats), a tournament runner, and each
 * built-in game's out check for the runtime's client turn store.
 * @packageDocumentation
 */
export { RandomBotController } from '@decklet/runtime'
export { createRandomBot } from './randomBot'
export { PolicyBotController, ownHand, zoneCards, toReply } from './ruleBot'
export { createSimpleGameBot, simpleGamePolicy } from './simpleGameBot'
export { createUnoBot, unoPolicy } from './unoBot'
export { createDoudizhuBot, doudizhuPolicy, doudizhuHandStrength, doudizhuDefaultAction } from './doudizhuBot'
export { createHoldemBot, holdemPolicy, classifyHoldemHand } from './holdemBot'
export { runTournament, wilsonInterval } from './tournament'
export { botRegistry } from './botRegistry'
export { createSearchBot, searchPolicy } from './search/searchBot'
export { holdemIsOut, unoIsOut, doudizhuIsOut, simpleGameIsOut } from './isOut'

export type { BotPolicy, PolicyBotOptions } from './ruleBot'
export type { RuleBotSeatOptions, SearchBotSeatOptions } from './botRegistry'
export type { SearchBotOptions } from './search/searchBot'
export type { HoldemHandClass } from './holdemBot'
export type { BotFactory, Lineup, GameSetup, TournamentOptions, TournamentReport, LineupResult, SeatResult, WinRate } from './tournament'
