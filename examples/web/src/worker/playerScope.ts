import { messageFor, type HostMessage, type WorkerMessage, type WorkerScopeLike } from '@decklet/runtime'

/**
 * Wraps a worker's global scope so that the page hears only what its player may: every message the session
 * posts goes through the runtime's `messageFor` for the one remote seat of the game (the person at this page),
 * so the full game record at game over, the debug snapshot of an error and saves never leave the worker, and
 * a `view-update` or `rejected` of another seat would not either. The seat is read from `load-game` (the one
 * seat the spec does not give to a bot); before it, the worker's `ready` passes as it is.
 *
 * Bots run inside the worker: their requests, views and hands stay here.
 */
export function playerScope(scope: WorkerScopeLike): WorkerScopeLike {
  let viewer: string | null = null
  let loaded = false
  const wrapped = new Map<(event: unknown) => void, (event: unknown) => void>()
  return {
    postMessage(message: WorkerMessage) {
      const mine = loaded ? messageFor(message, viewer) : message
      if (mine !== null) scope.postMessage(mine)
    },
    addEventListener(type, listener) {
      if (type !== 'message') return scope.addEventListener(type, listener)
      const inner = (event: unknown): void => {
        const data = (event as { data?: unknown }).data as HostMessage | undefined
        if (data?.type === 'load-game' && !loaded) {
          loaded = true
          viewer = remoteSeat(data)
        }
        listener(event)
      }
      wrapped.set(listener, inner)
      scope.addEventListener(type, inner)
    },
    removeEventListener(type, listener) {
      const inner = wrapped.get(listener)
      if (inner === undefined) return scope.removeEventListener(type, listener)
      wrapped.delete(listener)
      scope.removeEventListener(type, inner)
    },
    close: () => scope.close?.(),
  }
}

/** The single player of a `load-game` not seated as a bot (`null`, a spectator's share, when there is not exactly one). */
export function remoteSeat(message: Extract<HostMessage, { type: 'load-game' }>): string | null {
  const seats = message.game.seats ?? {}
  const remote = message.game.players.map((p) => p.id).filter((id) => (seats[id]?.kind ?? 'remote') === 'remote')
  return remote.length === 1 ? remote[0]! : null
}
