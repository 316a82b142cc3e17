// A game for the worker-thread failure tests, loaded by the worker by file URL (plain JavaScript: the worker
// imports it without a build). Every player may always:
// - FREEZE: the action never returns, the worker's event loop is blocked (no more heartbeats);
// - THROW_LATER: the action is applied, then an exception nothing catches is thrown;
// - REJECT_LATER: the action is applied, then a promise nobody handles is rejected.
const always = (type) => ({
  type,
  enumerate: (state, playerId) => (state.status === 'playing' ? [{ type, playerId }] : []),
})

export const BrokenPlugin = {
  id: 'broken',
  name: 'Broken',
  version: '1.0.0',
  actions: [
    {
      ...always('FREEZE'),
      execute: () => {
        for (;;);
      },
    },
    {
      ...always('THROW_LATER'),
      execute: (_action, { state }) => {
        setTimeout(() => {
          throw new Error('late boom')
        }, 0)
        return { state }
      },
    },
    {
      ...always('REJECT_LATER'),
      execute: (_action, { state }) => {
        void Promise.reject(new Error('nobody listened'))
        return { state }
      },
    },
  ],
}
