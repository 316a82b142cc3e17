/**
 * @decklet/runtime/node — the Node `worker_threads` host of a game session.
 * @packageDocumentation
 */
export { createNodeWorkerHost, defaultWorkerUrl } from './worker/nodeWorkerHost'

export type { NodeWorkerHostOptions } from './worker/nodeWorkerHost'
