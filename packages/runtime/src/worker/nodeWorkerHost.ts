import { Worker } from 'node:worker_threads'
import { WorkerHost, type WorkerHostOptions, type WorkerLike } from './workerHost'

/** Options of {@link createNodeWorkerHost}. */
export interface NodeWorkerHostOptions extends Omit<WorkerHostOptions, 'createWorker'> {
  /** The worker script (default {@link defaultWorkerUrl}: this package's built `worker.js`). */
  readonly workerUrl?: URL | string
}

/** The built worker entry next to this module (`dist/worker.js`). */
export function defaultWorkerUrl(): URL {
  return new URL('./worker.js', import.meta.url)
}

/**
 * A {@link WorkerHost} running its session in a Node `worker_threads` worker. The worker loads the game's
 * plugins by module specifier, resolved from the worker script's location.
 *
 * @example
 * ```ts
 * const host = createNodeWorkerHost({ initTimeoutMs: 20_000 })
 * await host.load({ plugins, players, seed: 7, seats: { p2: { kind: 'random-bot', seed: 2 } } })
 * host.ready('p1')
 * ```
 */
export function createNodeWorkerHost(options: NodeWorkerHostOptions = {}): WorkerHost {
  const { workerUrl, ...rest } = options
  return new WorkerHost({ ...rest, createWorker: () => new Worker(workerUrl ?? defaultWorkerUrl()) as unknown as WorkerLike })
}
