/**
 * The entry of the `worker_threads` worker that {@link WorkerHost} starts (built to `dist/worker.js`).
 * It serves one game session over `parentPort`. An error nothing caught (an uncaught exception, an
 * unhandled rejection) is reported to the host as a fatal `error` with the session's debug snapshot; then
 * the session ends and the thread exits with code 1, since its state can no longer be trusted.
 * @packageDocumentation
 */
import { parentPort } from 'node:worker_threads'
import { serveSessionControl } from './worker/serveSession'
import type { WorkerMessage } from './worker/protocol'

const port = parentPort
if (port !== null) {
  const control = serveSessionControl({
    postMessage: (message: WorkerMessage) => port.postMessage(message),
    onMessage(handler) {
      port.on('message', handler)
      return () => void port.off('message', handler)
    },
    close: () => port.close(),
  })
  const die = (error: unknown): void => {
    control.fail(error)
    process.exit(1)
  }
  process.on('uncaughtException', die)
  process.on('unhandledRejection', die)
}
