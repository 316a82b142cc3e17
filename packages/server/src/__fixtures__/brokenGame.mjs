import { isMainThread } from 'node:worker_threads'

// A game whose session fails as soon as it asks anyone for a move, for the failure tests of both session
// threads: in process it is imported, in a worker thread it is loaded by file URL (plain JavaScript: the
// worker imports it without a build).
export function createBrokenPlugin() {
  return {
    id: 'broken',
    name: 'Broken',
    version: '1.0.0',
    actions: [
      {
        type: 'WAIT',
        enumerate: () => {
          throw new Error('the game broke when it asked for a move')
        },
        execute: (_action, { state }) => ({ state }),
      },
    ],
  }
}

// A game whose worker thread dies on a CRASH move (`process.exit` in a worker thread ends the thread only),
// after as many STEP moves as p1 likes (only p1 ever moves): for the test of a worker that dies mid-game.
// Never played in the server's own thread.
export function createCrashingPlugin() {
  return {
    id: 'crashing',
    name: 'Crashing',
    version: '1.0.0',
    actions: [
      { type: 'STEP', enumerate: (state, playerId) => (state.status === 'playing' && playerId === 'p1' ? [{ type: 'STEP', playerId }] : []), execute: (_action, { state }) => ({ state }) },
      {
        type: 'CRASH',
        enumerate: (state, playerId) => (state.status === 'playing' && playerId === 'p1' ? [{ type: 'CRASH', playerId }] : []),
        execute: () => {
          // Only a worker thread may go: in the test's own thread this would end the test run.
          if (isMainThread) throw new Error('CRASH executed outside a worker thread')
          process.exit(1)
        },
      },
    ],
  }
}
