import type { WorkerMessage } from './protocol'
import { serveSessionControl, type ServeSessionOptions } from './serveSession'

/**
 * What {@link serveWorkerScope} needs of a browser Web Worker's global scope (`self`, a
 * `DedicatedWorkerGlobalScope`): `postMessage`, message events, and `close` to end the worker.
 */
export interface WorkerScopeLike {
  postMessage(message: WorkerMessage): void
  addEventListener(type: string, listener: (event: any) => void): void
  removeEventListener(type: string, listener: (event: any) => void): void
  /** Ends the worker once the game is over (a Web Worker's `self.close()`). */
  close?(): void
}

/**
 * Serves one game session from a browser Web Worker's global scope: the worker side of {@link WorkerHost}.
 * Incoming `message` events feed {@link serveSession}; an uncaught `error` or `unhandledrejection` of the
 * worker is posted as a fatal `error` message with the session's debug snapshot (the host then ends the
 * game with `GAME_ERROR`), and the session ends; once the game is over the listeners are removed and the
 * worker closes itself. Returns a function that stops the session.
 *
 * A bundler cannot follow a dynamic `import(specifier)` made from data, so a browser worker imports its
 * plugins (and bots) statically and names them in `modules`; the host's `load` uses the same specifiers.
 *
 * @example
 * ```ts
 * // game.worker.ts
 * import { serveWorkerScope } from '@decklet/runtime'
 * import { botRegistry } from '@decklet/bots'
 * import * as uno from '@decklet/plugin-uno'
 * serveWorkerScope(self, { modules: { '@decklet/plugin-uno': uno }, bots: botRegistry })
 *
 * // main.ts
 * import { createWebWorkerHost } from '@decklet/runtime'
 * const host = createWebWorkerHost(() => new Worker(new URL('./game.worker.ts', import.meta.url), { type: 'module' }))
 * ```
 * @param scope The worker's global scope (`self`).
 * @see ../../README.md#in-a-browser-web-worker
 */
export function serveWorkerScope(scope: WorkerScopeLike, options: ServeSessionOptions = {}): () => void {
  // Called only once `control` below exists: the listeners are added after it.
  const onError = (event: { error?: unknown; message?: unknown }): void => control.fail(event.error ?? new Error(String(event.message ?? 'Uncaught error in the worker')))
  const onRejection = (event: { reason?: unknown }): void => control.fail(event.reason)
  let closed = false
  const close = (): void => {
    if (closed) return
    closed = true
    scope.removeEventListener('error', onError)
    scope.removeEventListener('unhandledrejection', onRejection)
    scope.close?.()
  }
  const control = serveSessionControl(
    {
      postMessage: (message: WorkerMessage) => scope.postMessage(message),
      onMessage(handler) {
        const listener = (event: { data: unknown }): void => handler(event.data)
        scope.addEventListener('message', listener)
        return () => scope.removeEventListener('message', listener)
      },
      close,
    },
    options,
  )
  scope.addEventListener('error', onError)
  scope.addEventListener('unhandledrejection', onRejection)
  return () => {
    control.stop()
    close()
  }
}
