import type { HostMessage, WorkerMessage, WorkerScopeLike } from '@decklet/runtime'
import { describe, expect, it } from 'vitest'
import { playerScope } from './playerScope'

function fakeScope() {
  const posted: WorkerMessage[] = []
  const listeners = new Set<(event: unknown) => void>()
  const scope: WorkerScopeLike = {
    postMessage: (m) => void posted.push(m),
    addEventListener: (_type, l) => void listeners.add(l),
    removeEventListener: (_type, l) => void listeners.delete(l),
  }
  const send = (data: HostMessage) => listeners.forEach((l) => l({ data }))
  return { scope, posted, send, listeners }
}

const load: HostMessage = {
  type: 'load-game', protocol: 1,
  game: { plugins: [], seed: 1, players: [{ id: 'p1', name: 'You' }, { id: 'p2', name: 'Bob' }], seats: { p2: { kind: 'bot', bot: 'rule-based' } } },
}

describe('the worker posts the page only its player\'s share', () => {
  it('after load-game, another seat\'s view and the full game record stay in the worker', () => {
    const { scope, posted, send } = fakeScope()
    const wrapped = playerScope(scope)
    const heard: unknown[] = []
    wrapped.addEventListener('message', (e) => heard.push((e as { data: unknown }).data))
    wrapped.postMessage({ type: 'ready', protocol: 1 })
    send(load)
    expect(heard).toEqual([load])
    const view = { zones: {} } as never
    wrapped.postMessage({ type: 'view-update', playerId: 'p2', view, events: [] })
    wrapped.postMessage({ type: 'view-update', playerId: 'p1', view, events: [] })
    wrapped.postMessage({ type: 'turn', requestId: 'r1', playerId: 'p2', turn: 1, deadline: 1, timeoutMs: 1, remainingMs: 1, request: { secret: true } as never })
    wrapped.postMessage({ type: 'game-over', result: { status: 'finished', winnerIds: ['p2'], turn: 1, actions: 1, timeouts: 0 }, record: { seed: 1 } as never, viewerRecords: { p1: { mine: true } as never, p2: { theirs: true } as never } })
    expect(posted).toEqual([
      { type: 'ready', protocol: 1 },
      { type: 'view-update', playerId: 'p1', view, events: [] },
      { type: 'turn', requestId: 'r1', playerId: 'p2', turn: 1, deadline: 1, timeoutMs: 1, remainingMs: 1 },
      { type: 'game-over', result: { status: 'finished', winnerIds: ['p2'], turn: 1, actions: 1, timeouts: 0 }, viewerRecords: { p1: { mine: true } } },
    ])
  })

  it('removes the listeners it was given', () => {
    const { scope, listeners } = fakeScope()
    const wrapped = playerScope(scope)
    const listener = () => undefined
    wrapped.addEventListener('message', listener)
    expect(listeners.size).toBe(1)
    wrapped.removeEventListener('message', listener)
    expect(listeners.size).toBe(0)
  })
})
