import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from './program'
import { benchTable } from './program'
import { measureRlcard, rlcardScript, RlcardUnavailableError } from './rlcard'
import type { BenchRow } from './bench'

const hasPython = spawnSync('python3', ['--version']).status === 0
// The scripts run in place: no bytecode files next to them.
const python = (args: string[]) => spawnSync('python3', args, { encoding: 'utf8', env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' } })

// A stand-in for the rlcard package with RLCard's environment interface (make, reset, step, is_over,
// legal_actions keyed by action id): each game lasts five steps, and a step with an id that is not legal fails,
// so the script's loop is checked for real.
const FAKE_RLCARD = `
from collections import OrderedDict
__version__ = "0.0-fake"

class Env:
    def __init__(self, game, config):
        self.game = game
        self.seed = config["seed"]
        self.t = 0
    def state(self):
        legal = OrderedDict(((self.t % 3, None), (7, None)))
        names = ["x%d" % (self.t % 3), "draw" if self.game == "uno" else "pass"]
        return {"legal_actions": legal, "raw_legal_actions": names, "raw_obs": {"landlord": 1} if self.game == "doudizhu" else {}}
    def reset(self):
        self.t = 0
        return self.state(), 0
    def step(self, action):
        if action not in self.state()["legal_actions"]:
            raise ValueError("illegal action %r" % action)
        self.t += 1
        return self.state(), self.t % 2
    def is_over(self):
        return self.t == 5
    def _decode_action(self, action):
        return ("draw" if self.game == "uno" else "pass") if action == 7 else "x%d" % action
    def get_payoffs(self):
        return [1, -1] if self.game == "uno" else [1, -1, -1]

def make(game, config=None):
    return Env(game, config or {})
`

describe.skipIf(!hasPython)("RLCard measured in the same run (rlcard_steps.py under python3)", () => {
  let dir: string
  const pythonPath = process.env.PYTHONPATH
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'decklet-rlcard-'))
    mkdirSync(join(dir, 'fake', 'rlcard'), { recursive: true })
    writeFileSync(join(dir, 'fake', 'rlcard', '__init__.py'), FAKE_RLCARD)
    // A Python where `import rlcard` fails, whatever the machine has installed.
    mkdirSync(join(dir, 'empty', 'rlcard'), { recursive: true })
    writeFileSync(join(dir, 'empty', 'rlcard', '__init__.py'), 'raise ImportError("no rlcard here")\n')
  })
  afterAll(() => {
    if (pythonPath === undefined) delete process.env.PYTHONPATH
    else process.env.PYTHONPATH = pythonPath
    rmSync(dir, { recursive: true, force: true })
  })

  it('plays the environment with legal random actions, resetting at each end, and reports steps per second', () => {
    process.env.PYTHONPATH = join(dir, 'fake')
    const rate = measureRlcard('python3', 'uno', 0.05, 3)
    expect(rate.game).toBe('uno')
    expect(rate.rlcard).toBe('0.0-fake')
    // The clock is read every 100 steps; every fifth step ends a game.
    expect(rate.steps % 100).toBe(0)
    expect(rate.steps).toBeGreaterThanOrEqual(100)
    expect(rate.games).toBe(rate.steps / 5)
    expect(rate.stepsPerSecond).toBeCloseTo(rate.steps / rate.seconds)
  })

  it('says why when rlcard cannot be imported, or the command cannot be run', () => {
    process.env.PYTHONPATH = join(dir, 'empty')
    expect(() => measureRlcard('python3', 'doudizhu', 0.05)).toThrow(RlcardUnavailableError)
    expect(() => measureRlcard('python3', 'doudizhu', 0.05)).toThrow(/'python3' cannot import rlcard \(pip install rlcard\): no rlcard here/)
    expect(() => measureRlcard(join(dir, 'no-python'), 'uno', 0.05)).toThrow(/cannot run '.*no-python' to measure RLCard/)
  })

  it('rlcard_stats.py: steps a game, the first player\'s and the landlord\'s win rates, the share of draws or passes', () => {
    process.env.PYTHONPATH = join(dir, 'fake')
    const stats = (game: string, seed: number) => {
      const run = python([rlcardScript('rlcard_stats.py'), game, '40', String(seed)])
      expect(run.status, run.stderr).toBe(0)
      return JSON.parse(run.stdout) as Record<string, number | string | null>
    }
    const uno = stats('uno', 5)
    expect(uno).toMatchObject({ game: 'uno', games: 40, meanSteps: 5, p50: 5, p90: 5, firstPlayerWinRate: 1, passShare: 0, landlordWinRate: null, rlcard: '0.0-fake' })
    // Half the legal ids are 'draw': a uniform choice over 200 actions draws about half the time, the same for a seed.
    expect(uno.drawShare).toBeGreaterThan(0.3)
    expect(uno.drawShare).toBeLessThan(0.7)
    expect(stats('uno', 5).drawShare).toBe(uno.drawShare)
    const doudizhu = stats('doudizhu', 5)
    expect(doudizhu).toMatchObject({ game: 'doudizhu', games: 40, firstPlayerWinRate: 1, landlordWinRate: 0, drawShare: 0 })
    const bad = python([rlcardScript('rlcard_stats.py'), 'uno', '0', '1'])
    expect(bad.status).toBe(2)
  })

  it('the script refuses bad arguments with exit code 2', () => {
    for (const args of [['chess', '1', '1'], ['uno', 'soon', '1'], ['uno', '0', '1'], ['uno']]) {
      const run = python([rlcardScript(), ...args])
      expect(run.status).toBe(2)
      expect(run.stderr).not.toBe('')
    }
  })

  it('bench --rlcard with a Python that has no rlcard: exit code 1 before measuring anything', async () => {
    process.env.PYTHONPATH = join(dir, 'empty')
    const lines: string[] = []
    const code = await runCli(['node', 'decklet-env', 'bench', '--game', 'uno', '--seconds', '1', '--rlcard'], (line) => lines.push(line))
    expect(code).toBe(1)
    expect(lines).toEqual([])
  })
})

describe('benchTable', () => {
  const row: BenchRow = {
    game: 'uno',
    createGameUs: 12.5,
    resetUs: 6.25,
    singleStepsPerSecond: 200_000,
    vector: [{ workers: 0, stepsPerSecond: 150_000 }, { workers: 2, stepsPerSecond: 260_000 }],
    selfPlay: [{ workers: 0, stepsPerSecond: 250_000 }, { workers: 2, stepsPerSecond: 450_000 }],
  }

  it('compares with RLCard measured in the same run when given, else with the fixed figure', () => {
    const measured = benchTable([row], new Map([['uno', { game: 'uno', steps: 100, games: 2, seconds: 0.004, stepsPerSecond: 25_000, rlcard: '1.2.0', python: '3.12', numpy: '2.0' }]]))
    // One core: the best of one env, this thread and one worker (self-play in this thread, 250,000); best: two workers.
    expect(measured).toContain('| RLCard env (steps/s) | one core ÷ RLCard | best ÷ RLCard |')
    expect(measured).toContain('| uno | 12.5 | 6.3 | 200,000 | 150,000 | 260,000 | 250,000 | 450,000 | 25,000 | 10.00× | 18.00× |')
    // A game RLCard failed for (a later game of the run): dashes in RLCard's columns.
    const partial = benchTable([row, { ...row, game: 'doudizhu' }], new Map([['uno', { game: 'uno', steps: 100, games: 2, seconds: 0.004, stepsPerSecond: 25_000, rlcard: '1.2.0', python: '3.12', numpy: '2.0' }]]))
    expect(partial).toContain('| doudizhu | 12.5 | 6.3 | 200,000 | 150,000 | 260,000 | 250,000 | 450,000 | – | – | – |')
    const fixed = benchTable([row])
    expect(fixed).toContain('| best ÷ RLCard (60k) |')
    expect(fixed).toContain('| uno | 12.5 | 6.3 | 200,000 | 150,000 | 260,000 | 250,000 | 450,000 | 7.50× |')
  })
})
