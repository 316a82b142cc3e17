import { narrateDoudizhu } from './doudizhu/doudizhuText'
import { narrateHoldem } from './holdem/holdemText'
import type { Narrator } from './narration'
import type { GameId } from './settings'
import { narrateUno } from './uno/unoText'

/** Each game's log lines. */
export const NARRATORS: Readonly<Record<GameId, Narrator>> = Object.freeze({ uno: narrateUno, doudizhu: narrateDoudizhu, holdem: narrateHoldem })
