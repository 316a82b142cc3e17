import { describe, expect, it } from 'vitest'
import type { ActionHandler } from '../actions/types'
import { GameEngine } from '../engine/gameEngine'
import { GameRecordError, InvalidPluginError } from '../errors/errors'
import type { GamePlugin } from '../plugins/types'
import { stateUtils } from '../state/stateUtils'
import type { GameRecord } from './gameRecord'
import { ReplayEngine } from './replayEngine'

/*
 * Issue 20, "records pin the rule set": a record names each plugin's id, version and config, ends with the
 * final state's version and hash, and replay reports or refuses every difference.
 */

interface DiceOptions {
  /** Points added to each roll (the "scoring rule" a patch may change). */
  bonus?: number
  version?: string
  /** Set `config` (a configurable plugin's factory does). */
  withConfig?: boolean
}

/** `ROLL` adds a die roll plus `bonus` to the roller's score: randomness and a rule a patch can change. */
function dicePlugin({ bonus = 0, version = '1.0.0', withConfig = true }: DiceOptions = {}): GamePlugin {
  const roll: ActionHandler<'ROLL'> = {
    type: 'ROLL',
    enumerate: (state, playerId) => (state.currentPlayerId === playerId ? [{ type: 'ROLL', playerId }] : []),
    execute(action, { state, random }) {
      const scores = (state.variables.scores ?? {}) as Record<string, number>
      const next = { ...scores, [action.playerId!]: (scores[action.playerId!] ?? 0) + random.int(1, 6) + bonus }
      const order = Object.keys(state.players).sort()
      const after = order[(order.indexOf(action.playerId!) + 1) % order.length]!
      return { state: stateUtils.setCurrentPlayer(stateUtils.setVariable(state, 'scores', next), after) }
    },
  }
  return {
    id: 'dice',
    name: 'Dice',
    version,
    ...(withConfig ? { config: { bonus } } : {}),
    actions: [roll],
    events: [{ type: 'GAME_STARTED', handle: (_event, ctx) => ctx.setCurrentPlayer('p1') }],
  }
}

function played(plugin: GamePlugin, rolls = 8): GameEngine {
  let now = 0
  const engine = new GameEngine({ seed: 5, clock: () => ++now }).use(plugin)
  engine.createGame({ players: [{ id: 'p1', name: 'P1' }, { id: 'p2', name: 'P2' }] }).start()
  for (let i = 0; i < rolls; i++) expect(engine.dispatch({ type: 'ROLL', playerId: engine.getState().currentPlayerId! }).ok).toBe(true)
  return engine
}

function catchRecordError(fn: () => unknown): GameRecordError {
  try {
    fn()
  } catch (e) {
    if (e instanceof GameRecordError) return e
    throw e
  }
  throw new Error('expected a GameRecordError')
}

describe('records pin the rule set', () => {
  it('store each plugin with its id, version and config, and end with the final version and hash', () => {
    const record = played(dicePlugin({ bonus: 2 })).exportRecord()
    expect(record.formatVersion).toBe(2)
    expect(record.plugins).toEqual([{ id: 'dice', version: '1.0.0', config: { bonus: 2 } }])
    expect(record.final).toMatchObject({ version: record.history.at(-1)!.stateVersionAfter })
    expect(record.final!.hash).toMatch(/^sha256:[0-9a-f]{64}$/)
    const replayed = ReplayEngine.replayRecord(JSON.parse(JSON.stringify(record)) as GameRecord, [dicePlugin({ bonus: 2 })])
    expect(replayed.warnings).toEqual([])
  })

  it('report a version difference as a warning when the rules still give the same game', () => {
    const record = played(dicePlugin()).exportRecord()
    const { warnings, state } = ReplayEngine.replayRecord(record, [dicePlugin({ version: '1.0.1' })])
    expect(state.version).toBe(record.final!.version)
    expect(warnings).toEqual([
      {
        code: 'RECORD_PLUGIN_VERSION',
        pluginId: 'dice',
        recordedVersion: '1.0.0',
        replayingVersion: '1.0.1',
        message: 'recorded with dice 1.0.0, replaying with 1.0.1',
      },
    ])
  })

  it('refuse any version difference with strict: true', () => {
    const record = played(dicePlugin()).exportRecord()
    const error = catchRecordError(() => ReplayEngine.replayRecord(record, [dicePlugin({ version: '1.1.0' })], { strict: true }))
    expect(error.code).toBe('RECORD_PLUGIN_VERSION')
    expect(error.message).toBe('Cannot replay strictly: recorded with dice 1.0.0, replaying with 1.1.0')
    expect(() => ReplayEngine.replayRecord(record, [dicePlugin()], { strict: true })).not.toThrow()
  })

  it('refuse a patched rule that ends the game elsewhere, naming the versions (it used to replay "fine")', () => {
    // 1.0.1 changed the scoring but is configured like 1.0.0 (no config): only the final hash can tell.
    const record = played(dicePlugin({ withConfig: false })).exportRecord()
    const patched: GamePlugin = { ...dicePlugin({ bonus: 1, version: '1.0.1', withConfig: false }) }
    const error = catchRecordError(() => ReplayEngine.replayRecord(record, [patched]))
    expect(error.code).toBe('REPLAY_DIVERGED')
    expect(error.message).toMatch(
      /^Replay diverged at the end \(after sequence 8\): the record ends at version \d+ with sha256:[0-9a-f]{64}, the replay at version \d+ with sha256:[0-9a-f]{64} \(recorded with dice 1\.0\.0, replaying with 1\.0\.1\)$/,
    )
  })

  it('refuse a plugin configured otherwise than the record (RECORD_PLUGIN_CONFIG)', () => {
    const record = played(dicePlugin({ bonus: 2 })).exportRecord()
    const error = catchRecordError(() => ReplayEngine.replayRecord(record, [dicePlugin({ bonus: 0 })]))
    expect(error.code).toBe('RECORD_PLUGIN_CONFIG')
    expect(error.message).toBe(`Cannot replay: plugin 'dice' was configured {"bonus":2} in the record, but {"bonus":0} here`)
    const unconfigured = catchRecordError(() => ReplayEngine.replayRecord(record, [dicePlugin({ bonus: 2, withConfig: false })]))
    expect(unconfigured.message).toBe(`Cannot replay: plugin 'dice' was configured {"bonus":2} in the record, but null here`)
  })

  it('refuse a truncated history, a changed seed and a forged state version', () => {
    const record = played(dicePlugin()).exportRecord()
    const truncated = catchRecordError(() => ReplayEngine.replayRecord({ ...record, history: record.history.slice(0, -2) }, [dicePlugin()]))
    expect(truncated.code).toBe('REPLAY_DIVERGED')
    expect(truncated.message).toMatch(/^Replay diverged at the end \(after sequence 6\): the record ends at version/)
    const reseeded = catchRecordError(() => ReplayEngine.replayRecord({ ...record, seed: record.seed + 1 }, [dicePlugin()]))
    expect(reseeded.code).toBe('REPLAY_DIVERGED')
    const third = record.history[2]!
    const forged = record.history.map((r) => (r === third ? { ...r, stateVersionAfter: r.stateVersionAfter + 1 } : r))
    const version = catchRecordError(() => ReplayEngine.replayRecord({ ...record, history: forged }, [dicePlugin()]))
    expect(version.message).toBe(`Replay diverged at sequence 3 (ROLL): the state is at version ${third.stateVersionAfter}, the record says ${third.stateVersionAfter + 1}`)
  })

  it('name the version difference in a step that diverges', () => {
    const record = played(dicePlugin()).exportRecord()
    const stricter: GamePlugin = {
      ...dicePlugin({ version: '1.2.0' }),
      rules: [{ id: 'dice.two-rolls', name: 'Two rolls', appliesTo: ['ROLL'], validate: (c) => (c.state.version > 4 ? { allowed: false, reason: 'no more rolls' } : { allowed: true }) }],
    }
    const error = catchRecordError(() => ReplayEngine.replayRecord(record, [stricter]))
    expect(error.message).toMatch(/^Replay diverged at sequence \d+ \(ROLL\): no more rolls \(recorded with dice 1\.0\.0, replaying with 1\.2\.0\)$/)
  })

  it('still replay a format 1 record (no configs, no final state), which is checked step by step only', () => {
    const engine = played(dicePlugin({ bonus: 2 }))
    const record = engine.exportRecord()
    const { final: _final, ...rest } = record
    const old = { ...rest, formatVersion: 1, plugins: [{ id: 'dice', version: '1.0.0' }] } as unknown as GameRecord
    expect(ReplayEngine.replayRecord(old, [dicePlugin({ bonus: 2 })]).state.version).toBe(record.final!.version)
    // Without a config in the record, another config is not detected: the steps' versions agree, the scores differ.
    expect(ReplayEngine.replayRecord(old, [dicePlugin({ bonus: 0 })]).state.variables.scores).not.toEqual(engine.getState().variables.scores)
  })

  it('refuse a plugin whose config is not JSON data when it is registered', () => {
    const bad = { ...dicePlugin(), config: { f: () => 1 } } as unknown as GamePlugin
    expect(() => new GameEngine().use(bad)).toThrow(InvalidPluginError)
    expect(() => new GameEngine().use(bad)).toThrow("Plugin 'dice': config.f is not JSON data (a record stores the config)")
  })
})
