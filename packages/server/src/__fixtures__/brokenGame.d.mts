import type { GamePlugin } from '@decklet/core'

/** A game whose session fails as soon as it asks anyone for a move (see brokenGame.mjs). */
export declare function createBrokenPlugin(): GamePlugin

/** A game whose worker thread exits on a CRASH move, after any number of STEP moves (see brokenGame.mjs). */
export declare function createCrashingPlugin(): GamePlugin
