import type { GamePlugin } from '@decklet/core'

/** A game whose session fails as soon as it asks anyone for a move (see brokenGame.mjs). */
export declare function createBrokenPlugin(): GamePlugin
