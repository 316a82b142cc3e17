/**
 * decklet — the engine and its basic plugins in one import:
 * `import { GameEngine, StandardDeckPlugin, TurnPlugin, DrawPlugin, SimpleGamePlugin } from 'decklet'`.
 *
 * An umbrella re-exports each package's whole public surface (each package's
 * own `index.ts` is where that surface is reviewed), so `export *` is used here.
 * @packageDocumentation
 */
export * from '@decklet/core'
export * from '@decklet/plugin-standard-deck'
export * from '@decklet/plugin-turn'
export * from '@decklet/plugin-draw'
export * from '@decklet/plugin-simple-game'
