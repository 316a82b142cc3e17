import type { WorkerHost } from '@decklet/runtime'
import { createNodeWorkerHost } from '@decklet/runtime/node'

/** The example's worker entry (`src/worker.mjs`: tsx's loader, then the runtime's worker). */
export const ESTATES_WORKER_URL: URL = new URL('../worker.mjs', import.meta.url)

/** A host running the session in the example's worker thread, with generous limits for a loaded machine. */
export function createEstatesWorkerHost(): WorkerHost {
  return createNodeWorkerHost({ workerUrl: ESTATES_WORKER_URL, initTimeoutMs: 60_000, heartbeatTimeoutMs: 60_000 })
}

/** The URL of the example's module, which the worker imports for the plugins and the bots. */
export const ESTATES_MODULE: string = new URL('../index.ts', import.meta.url).href
