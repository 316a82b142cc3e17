import type { GamePlugin, GameState } from '@decklet/core'

export declare const CHANCE_ANIMATION: 'chance-card'
export declare const ChancePlugin: GamePlugin
export declare function chanceScores(state: GameState): Readonly<Record<string, number>>
export declare function chancePhase(state: GameState): 'draw' | 'apply' | 'next'
