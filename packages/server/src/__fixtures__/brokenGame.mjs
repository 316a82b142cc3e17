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
