import { hashState, ReplayEngine, type PlayerView } from '@decklet/core'
import { createTurnStore, messageFor, type GameSpec, type TurnState, type WorkerMessage } from '@decklet/runtime'
import { describe, expect, it } from 'vitest'
import { createEstatesWorkerHost, ESTATES_MODULE } from './__fixtures__/workerHost'
import { createEstatesPlugins } from './plugin/estatesPlugin'

const options = { roundCap: 40 }
const bot = { kind: 'bot', bot: 'estates', options: { reserve: 200 } } as const

describe('a whole game in a worker thread', () => {
  it('three bots and a silent human seat: its offers time out and are declined, its animations time out, it goes bankrupt (OUT); the record replays to the same final state', async () => {
    const game: GameSpec = {
      plugins: [
        { module: ESTATES_MODULE, export: 'createEstatesPhasesPlugin', options },
        { module: ESTATES_MODULE, export: 'createEstatesPlugin', options },
      ],
      botModules: [{ module: ESTATES_MODULE }],
      players: [{ id: 'p1', name: 'Silent' }, { id: 'p2', name: 'Bob' }, { id: 'p3', name: 'Carol' }, { id: 'p4', name: 'Dave' }],
      // A seed in which the silent seat goes bankrupt before the others (found by playing it through with the bots).
      seed: 6,
      seats: { p2: bot, p3: bot, p4: bot },
      // The silent seat waits out every offer and every chance card: short timeouts keep the game short.
      // The bots answer inside the worker at once, so no timer decides anything for them.
      session: { turnTimeoutMs: 40, animationTimeoutMs: 40, readyTimeoutMs: 60_000, heartbeatMs: 0 },
    }
    const host = createEstatesWorkerHost()
    const store = createTurnStore({ playerId: 'p1' })
    const states = new Set<TurnState>()
    const messages: WorkerMessage[] = []
    let lastView: PlayerView | null = null
    host.on((message) => {
      messages.push(message)
      const mine = messageFor(message, 'p1')
      if (mine === null) return
      store.receive(mine)
      states.add(store.getSnapshot().state)
      if (mine.type === 'view-update') lastView = mine.view
    })
    await host.load(game)
    host.ready('p1')
    const result = await host.done
    expect(result.status).toBe('finished')
    expect(result.winnerIds.length).toBeGreaterThan(0)

    // p1 was asked and never answered: each offer timed out, and the default declined it.
    const asked = messages.filter((m) => m.type === 'turn' && m.playerId === 'p1' && m.request !== undefined)
    expect(asked.length).toBeGreaterThan(0)
    const ended = messages.filter((m): m is Extract<WorkerMessage, { type: 'turn-end' }> => m.type === 'turn-end' && m.playerId === 'p1')
    expect(ended.every((m) => m.reason === 'timeout')).toBe(true)
    expect(result.timeouts).toBeGreaterThanOrEqual(asked.length)
    const timeouts = messages.filter((m): m is Extract<WorkerMessage, { type: 'timeout' }> => m.type === 'timeout')
    expect(timeouts.some((t) => t.operation === 'decision' && t.playerIds.includes('p1'))).toBe(true)
    expect(timeouts.some((t) => t.operation === 'animation' && t.playerIds.includes('p1'))).toBe(true)
    expect(states.has('MY_TURN')).toBe(true)
    expect(states.has('ANIMATING')).toBe(true)

    // The record from game-over, replayed here with the same plugins: the same final state, and the last view p1 had.
    const record = host.gameOver!.record!
    const replayed = ReplayEngine.replayRecord(record, createEstatesPlugins(options))
    expect(hashState(replayed.state)).toBe(record.final!.hash)
    expect(replayed.state.winnerIds).toEqual(result.winnerIds)
    expect(replayed.state.status).toBe('finished')
    expect(replayed.engine.getPlayerView('p1')).toEqual(lastView)
    // A player who buys nothing and pays rent goes bankrupt in this game: out of it (the phases plugin's
    // elimination), which the client's turn store shows as its OUT state, and never asked again.
    expect(replayed.state.players.p1!.status).toBe('eliminated')
    expect(store.getSnapshot().state).toBe('OUT')
    expect(result.winnerIds).not.toContain('p1')
    const out = messages.findIndex((m) => m.type === 'view-update' && m.playerId === 'p1' && m.events.some((e) => e.type === 'estates/BANKRUPT' && (e.payload as { playerId: string }).playerId === 'p1'))
    expect(out).toBeGreaterThan(0)
    expect(messages.slice(out).some((m) => m.type === 'turn' && m.playerId === 'p1')).toBe(false)
    // p1 never bought anything: every offer to it was declined.
    const answers = record.history.map((r) => r.action).filter((a) => a.playerId === 'p1')
    expect(answers.length).toBe(asked.length)
    expect(answers.every((a) => a.type === 'estates/DECLINE')).toBe(true)
  })
})
