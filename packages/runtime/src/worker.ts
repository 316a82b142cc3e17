/**
 * The entry of the `worker_threads` worker that {@link WorkerHost} starts (built to `dist/worker.js`).
 * It serves one game session over `parentPort` and reports uncaught errors before it dies.
 * @packageDocumentation
 */
import { parentPort } from 'node:worker_threads'
import { toErrorInfo } from './session/sessionError'
import { serveSession } from './worker/serveSession'
import type { WorkerMessage } from './worker/protocol'

const port = parentPort
if (port !== null) {
  const post = (message: WorkerMessage): void => port.postMessage(message)
  process.on('uncaughtException', (error) => post({ type: 'error', error: toErrorInfo(error), fatal: true }))
  process.on('unhandledRejection', (reason) => post({ type: 'error', error: toErrorInfo(reason), fatal: true }))
  serveSession({
    postMessage: post,
    onMessage(handler) {
      port.on('message', handler)
      return () => void port.off('message', handler)
    },
    close: () => port.close(),
  })
}
