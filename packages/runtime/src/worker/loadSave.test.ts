import { ReplayEngine, type GameEngine, type GameRecord, type GameSnapshot } from '@decklet/core'
import { describe, expect, it } from 'vitest'
import * as chance from '../__fixtures__/chancePlugin.mjs'
import { memoryWorker } from '../__fixtures__/memoryWorker'
import { VirtualScheduler } from '../session/scheduler'
import type { SessionResult } from '../session/types'
import type { GameModule } from './gameModule'
import type { GameSave, GameSpec, WorkerMessage } from './protocol'
import { messageFor } from './protocol'
import { WorkerHost, type SavedGame } from './workerHost'

// Spec 004's init order with a save (存档): restore the snapshot (or replay the record), run postRestore,
// announce the game (game-init), the ready barrier, then the loop from the saved state. The chance game:
// both seats remote, driven by the test with the same decisions every run (DRAW when asked, every
// animation acknowledged), so runs differ only in where they were interrupted.

const GAME: GameSpec = {
  plugins: [{ module: 'chance', export: 'ChancePlugin' }],
  players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }],
  seed: 21,
  gameModule: { module: 'chance-hooks' },
  session: { turnTimeoutMs: 10_000, readyTimeoutMs: 10_000, heartbeatMs: 0 },
}

interface Played {
  readonly record: GameRecord
  readonly result: SessionResult
  readonly messages: WorkerMessage[]
  readonly posted: WorkerMessage[]
  readonly hookCalls: { save: GameSave; version: number; postedBefore: string[] }[]
  /** With `saveAfterDraws`: what `host.save()` gave while the game went on. */
  readonly saved: SavedGame | null
}

/**
 * Plays the chance game in an in-memory worker: from a new game, or from `save`; with `stopAfterDraws`, the
 * host stops the game right after sending that many decisions (the game-over of a stopped game brings its record).
 */
async function play(options: { save?: GameSave; stopAfterDraws?: number; saveAfterDraws?: number; game?: GameSpec; hooks?: GameModule } = {}): Promise<Played> {
  const hookCalls: Played['hookCalls'] = []
  const hooks: GameModule = options.hooks ?? {
    postRestore(engine: GameEngine, save: GameSave) {
      hookCalls.push({ save, version: engine.getState().version, postedBefore: worker.posted.map((m) => m.type) })
    },
  }
  const worker = memoryWorker({ modules: { chance, 'chance-hooks': { gameModule: hooks } } })
  const host = new WorkerHost({ createWorker: worker.createWorker, scheduler: new VirtualScheduler() })
  const messages: WorkerMessage[] = []
  let draws = 0
  let saving: Promise<SavedGame> | null = null
  host.on((message) => {
    messages.push(message)
    if (message.type === 'barrier') {
      for (const playerId of message.barrier.playerIds) {
        if (message.barrier.kind === 'ready') host.ready(playerId)
        else host.ack(playerId, message.barrier.barrierId)
      }
    }
    if (message.type === 'turn' && message.request !== undefined) {
      host.operate(message.playerId, message.requestId, { type: 'DRAW', playerId: message.playerId })
      if (++draws === options.stopAfterDraws) host.send({ type: 'stop' })
      if (draws === options.saveAfterDraws) saving = host.save()
    }
  })
  await host.load(options.game ?? GAME, options.save)
  const result = await host.done
  return { record: host.gameOver!.record!, result, messages, posted: worker.posted, hookCalls, saved: saving === null ? null : await saving }
}

/** How a game ended, without the counts of the session (a resumed game's session counts its own actions only). */
const ending = ({ status, winnerIds, turn }: SessionResult) => ({ status, winnerIds, turn })
const actions = (record: GameRecord) => record.history.map((r) => ({ type: r.action.type, playerId: r.action.playerId, payload: r.action.payload }))

describe('load-game with a save: the game goes on from the saved state', () => {
  it('a game saved half-way and loaded from its record ends as the uninterrupted game, with the whole history', async () => {
    const whole = await play()
    expect(whole.result.status).toBe('finished')
    const half = await play({ stopAfterDraws: 2 })
    expect(half.result.status).toBe('stopped')
    // Saved while the second card's animation was open: its effect is not in the save.
    expect(actions(half.record).map((a) => a.type)).toEqual(['DRAW', 'chance/APPLY', 'chance/NEXT', 'DRAW'])
    const resumed = await play({ save: { record: half.record } })
    expect(ending(resumed.result)).toEqual(ending(whole.result))
    expect(resumed.result.actions).toBe(whole.result.actions - half.record.history.length)
    expect(actions(resumed.record)).toEqual(actions(whole.record))
    expect(resumed.record.final).toEqual(whole.record.final)
    // The continued game's record replays from the start, like the uninterrupted one.
    expect(ReplayEngine.replayRecord(resumed.record, [chance.ChancePlugin]).state.winnerIds).toEqual(whole.result.winnerIds)
    // The game went on with the second card's animation, then its effect.
    const barriers = resumed.messages.filter((m): m is Extract<WorkerMessage, { type: 'barrier' }> => m.type === 'barrier')
    expect(barriers.map((m) => m.barrier.animation?.id ?? m.barrier.kind)).toEqual(['ready', 'chance-2', 'chance-3', 'chance-4'])
  })

  it('a game saved half-way and loaded from a snapshot ends as the uninterrupted game; its record starts at the snapshot', async () => {
    const whole = await play()
    const half = await play({ stopAfterDraws: 3 })
    const snapshot: GameSnapshot = ReplayEngine.replayRecord(half.record, [chance.ChancePlugin]).engine.createSnapshot()
    const resumed = await play({ save: { snapshot: JSON.parse(JSON.stringify(snapshot)) as GameSnapshot } })
    expect(ending(resumed.result)).toEqual(ending(whole.result))
    expect(resumed.record.initialState.version).toBe(snapshot.version)
    expect(actions(resumed.record)).toEqual(actions(whole.record).slice(half.record.history.length))
    expect(resumed.record.final).toEqual(whole.record.final)
  })

  it('host.save() saves the running game, which goes on; either half of the save loads it again, to the same end', async () => {
    const running = await play({ saveAfterDraws: 2 })
    expect(running.result.status).toBe('finished')
    const saved = running.saved!
    expect(saved.snapshot.format).toBe('decklet-snapshot')
    expect(actions(saved.record).map((a) => a.type)).toEqual(['DRAW', 'chance/APPLY', 'chance/NEXT', 'DRAW'])
    const saveMessage = running.messages.find((m) => m.type === 'saved')!
    expect(messageFor(saveMessage, 'p1')).toBeNull()
    for (const save of [{ record: saved.record }, { snapshot: saved.snapshot }]) {
      const resumed = await play({ save })
      expect(ending(resumed.result)).toEqual(ending(running.result))
      expect(resumed.record.final).toEqual(running.record.final)
    }
  })

  it('host.save() before the game is loaded, or after it ended, rejects', async () => {
    const worker = memoryWorker({ modules: { chance } })
    const host = new WorkerHost({ createWorker: worker.createWorker, scheduler: new VirtualScheduler() })
    await expect(host.save()).rejects.toThrow('The worker could not save the game: No game loaded yet: nothing to save')
    await host.terminate()
    await expect(host.save()).rejects.toMatchObject({ code: 'TERMINATED' })
  })

  it('postRestore runs once, with the restored engine, before game-init and the ready barrier', async () => {
    const half = await play({ stopAfterDraws: 1 })
    const lastVersion = half.record.final!.version
    const fromRecord = await play({ save: { record: half.record } })
    expect(fromRecord.hookCalls).toHaveLength(1)
    expect(fromRecord.hookCalls[0]!.version).toBe(lastVersion)
    expect(fromRecord.hookCalls[0]!.save).toEqual({ record: half.record })
    // Only the worker's own `ready` went out before it: no game-init, no view, no barrier.
    expect(fromRecord.hookCalls[0]!.postedBefore).toEqual(['ready'])
    expect(fromRecord.posted.map((m) => m.type).slice(0, 3)).toEqual(['ready', 'game-init', 'view-update'])
    const snapshot = ReplayEngine.replayRecord(half.record, [chance.ChancePlugin]).engine.createSnapshot()
    const fromSnapshot = await play({ save: { snapshot } })
    expect(fromSnapshot.hookCalls.map((c) => [Object.keys(c.save), c.version, c.postedBefore])).toEqual([[['snapshot'], lastVersion, ['ready']]])
    // A new game is not restored: no postRestore.
    expect((await play()).hookCalls).toEqual([])
  })

  it('postRestore may act on the restored game before anyone hears of it (its action is recorded)', async () => {
    const half = await play({ stopAfterDraws: 1 })
    const resumed = await play({
      save: { record: half.record },
      hooks: {
        postRestore(engine) {
          // The saved game stopped in the first card's animation: the hook applies its effect itself.
          expect(engine.getPending()?.action.type).toBe('chance/APPLY')
          engine.dispatch(engine.getPending()!.action)
        },
      },
    })
    const barriers = resumed.messages.filter((m): m is Extract<WorkerMessage, { type: 'barrier' }> => m.type === 'barrier')
    expect(barriers[1]!.barrier.animation?.id).toBe('chance-2')
    expect(actions(resumed.record).slice(0, 3).map((a) => a.type)).toEqual(['DRAW', 'chance/APPLY', 'chance/NEXT'])
  })
})

describe('load-game with a save that cannot be loaded: a typed fatal error, nothing announced', () => {
  async function refused(save: unknown, game: GameSpec = GAME, hooks?: GameModule) {
    const worker = memoryWorker({ modules: { chance, 'chance-hooks': { gameModule: hooks ?? {} } } })
    const host = new WorkerHost({ createWorker: worker.createWorker, scheduler: new VirtualScheduler() })
    const error = await host.load(game, save as GameSave).then(() => null, (e: unknown) => e)
    await host.done.catch(() => undefined)
    expect(worker.posted.map((m) => m.type)).toEqual(['ready', 'error'])
    expect(worker.closed()).toBe(true)
    expect(error).toMatchObject({ code: 'GAME_ERROR' })
    return (error as { gameError: { name: string; code: string; message: string } }).gameError
  }

  it('both a snapshot and a record, or something that is neither: BAD_SAVE', async () => {
    const half = await play({ stopAfterDraws: 1 })
    const snapshot = ReplayEngine.replayRecord(half.record, [chance.ChancePlugin]).engine.createSnapshot()
    expect(await refused({ snapshot, record: half.record })).toMatchObject({ name: 'GameLoadError', code: 'BAD_SAVE', message: 'A load-game carries a snapshot or a record, not both' })
    expect(await refused({ snapshot: { format: 'decklet-record' } })).toMatchObject({ code: 'BAD_SAVE', message: expect.stringContaining('not a decklet snapshot') })
    expect(await refused({ record: snapshot })).toMatchObject({ code: 'BAD_SAVE', message: expect.stringContaining('not a decklet game record') })
  })

  it('a snapshot or a record the engine refuses: SAVE_REFUSED, with the engine\'s reason', async () => {
    const half = await play({ stopAfterDraws: 1 })
    const snapshot = ReplayEngine.replayRecord(half.record, [chance.ChancePlugin]).engine.createSnapshot()
    const broken = { ...snapshot, state: { ...snapshot.state, zones: 'nothing here' } }
    expect(await refused({ snapshot: broken })).toMatchObject({ code: 'SAVE_REFUSED', message: expect.stringContaining('The engine refused the snapshot') })
    const otherGame = { ...half.record, plugins: [...half.record.plugins, { id: 'uno', version: '1.0.0' }] }
    expect(await refused({ record: otherGame })).toMatchObject({ code: 'SAVE_REFUSED', message: expect.stringContaining("plugin 'uno'") })
    const diverged = { ...half.record, seed: half.record.seed + 1 }
    expect(await refused({ record: diverged })).toMatchObject({ code: 'SAVE_REFUSED', message: expect.stringContaining('diverged') })
  })

  it("a save of other players than the game's: SAVE_PLAYERS", async () => {
    const half = await play({ stopAfterDraws: 1 })
    const game: GameSpec = { ...GAME, players: [{ id: 'p1', name: 'Ann' }, { id: 'p3', name: 'Cy' }] }
    expect(await refused({ record: half.record }, game)).toMatchObject({ code: 'SAVE_PLAYERS', message: "The save's players (p1, p2) are not the game's (p1, p3)" })
  })

  it('a postRestore that throws, or a game module without its export: POST_RESTORE_FAILED, BAD_GAME_MODULE', async () => {
    const half = await play({ stopAfterDraws: 1 })
    const failing: GameModule = {
      postRestore() {
        throw new Error('the board did not load')
      },
    }
    expect(await refused({ record: half.record }, GAME, failing)).toMatchObject({ code: 'POST_RESTORE_FAILED', message: 'postRestore failed: the board did not load' })
    const noExport: GameSpec = { ...GAME, gameModule: { module: 'chance-hooks', export: 'hooks' } }
    expect(await refused({ record: half.record }, noExport)).toMatchObject({ code: 'BAD_GAME_MODULE', message: 'chance-hooks has no game module export hooks' })
  })
})
