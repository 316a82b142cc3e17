import { VirtualScheduler } from '../session/scheduler'
import type { HostMessage, WorkerMessage } from '../worker/protocol'
import { serveSession, type ServeSessionOptions } from '../worker/serveSession'
import type { WorkerLike } from '../worker/workerHost'

/**
 * A worker in memory for a `WorkerHost`: `serveSession` on the other end of a channel whose messages are
 * copied as JSON (what crosses a real boundary is data only) and delivered in later microtasks, in order,
 * as a worker's `postMessage` would. The session runs on `time`, a virtual clock the test advances.
 */
export function memoryWorker(options: Omit<ServeSessionOptions, 'scheduler'> = {}) {
  const time = new VirtualScheduler()
  const toHost: ((data: unknown) => void)[] = []
  let toWorker: ((data: unknown) => void) | null = null
  let closed = false
  // What the worker side posted, as it posted it (the host hears each a little later).
  const posted: WorkerMessage[] = []
  const later = (deliver: () => void): void => queueMicrotask(deliver)
  const copy = (message: unknown): unknown => JSON.parse(JSON.stringify(message))
  let stop: (() => void) | null = null
  const worker: WorkerLike = {
    postMessage(message: HostMessage) {
      const data = copy(message)
      later(() => toWorker?.(data))
    },
    on(event: string, listener: (arg: never) => void) {
      if (event === 'message') toHost.push(listener as (data: unknown) => void)
    },
    terminate() {
      closed = true
      stop?.()
    },
  }
  const createWorker = (): WorkerLike => {
    stop = serveSession(
      {
        postMessage(message: WorkerMessage) {
          const data = copy(message)
          posted.push(data as WorkerMessage)
          later(() => {
            for (const listener of toHost) listener(data)
          })
        },
        onMessage: (handler) => ((toWorker = handler), () => (toWorker = null)),
        close: () => (closed = true),
      },
      { ...options, scheduler: time },
    )
    return worker
  }
  return { createWorker, time, posted, closed: () => closed }
}
