import type { HostMessage } from './protocol'
import { WorkerHost, type WorkerHostOptions, type WorkerLike } from './workerHost'

/** What {@link createWebWorkerHost} needs of a browser `Worker`. */
export interface WebWorkerLike {
  postMessage(message: HostMessage): void
  addEventListener(type: string, listener: (event: any) => void): void
  terminate(): void
}

/**
 * Adapts a browser `Worker` (message and error events) to the {@link WorkerLike} that {@link WorkerHost}
 * drives. A browser worker has no exit event: a worker that dies silently is caught by the heartbeat watchdog.
 */
export function webWorkerLike(worker: WebWorkerLike): WorkerLike {
  return {
    postMessage: (message) => worker.postMessage(message),
    on(event: 'message' | 'error' | 'exit', listener: (arg: never) => void) {
      if (event === 'message') {
        worker.addEventListener('message', (e: { data: unknown }) => (listener as (data: unknown) => void)(e.data))
      } else if (event === 'error') {
        const fail = listener as (error: Error) => void
        worker.addEventListener('error', (e: { error?: unknown; message?: unknown }) =>
          fail(e.error instanceof Error ? e.error : new Error(String(e.message ?? 'Worker error'))))
        worker.addEventListener('messageerror', () => fail(new Error('A message from the worker could not be deserialised')))
      }
    },
    terminate: () => worker.terminate(),
  } as WorkerLike
}

/**
 * A {@link WorkerHost} whose session runs in a browser Web Worker (whose entry calls `serveWorkerScope(self)`).
 *
 * @example
 * ```ts
 * const host = createWebWorkerHost(() => new Worker(new URL('./game.worker.ts', import.meta.url), { type: 'module' }))
 * host.on((message) => {
 *   const mine = messageFor(message, 'ann')
 *   if (mine !== null) store.receive(mine)
 * })
 * await host.load({ plugins: [{ module: '@decklet/plugin-uno', export: 'createUnoPlugin' }], players, seed: 7 })
 * ```
 * @param createWorker Starts the worker (called once, at construction).
 */
export function createWebWorkerHost(createWorker: () => WebWorkerLike, options: Omit<WorkerHostOptions, 'createWorker'> = {}): WorkerHost {
  return new WorkerHost({ ...options, createWorker: () => webWorkerLike(createWorker()) })
}
