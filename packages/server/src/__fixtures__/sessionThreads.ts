import type { SessionThread } from '../games/gameDefinition'

/**
 * Both places a table's session may run: the room tests run their suites once in each, against a server
 * created with that `runIn` (one Colyseus server per process at a time: each suite closes its own).
 */
export const SESSION_THREADS: readonly SessionThread[] = ['process', 'worker']
