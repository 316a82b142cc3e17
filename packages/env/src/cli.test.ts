import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { runCli } from './cli/program'
import { selfPlay } from './cli/selfplay'

const run = async (...args: string[]) => {
  const lines: string[] = []
  const code = await runCli(['node', 'decklet-env', ...args], (line) => lines.push(line))
  return { code, out: lines.join('\n') }
}

describe('decklet-env', () => {
  it('selfplay: random agents play the games of the seeds asked for, each to its end', async () => {
    const r = await selfPlay('uno', { games: 30, numEnvs: 8, workers: 0, seed: 1 })
    expect(r.games).toBe(30)
    expect(r.meanPayoffs[0]! + r.meanPayoffs[1]!).toBeCloseTo(0)
    expect(r.winRates[0]! + r.winRates[1]!).toBeCloseTo(1)
    // The same seeds, the same games, whatever the number of rows.
    const again = await selfPlay('uno', { games: 30, numEnvs: 5, workers: 0, seed: 1 })
    expect(again.stepsPerGame).toBe(r.stepsPerGame)
    const { code, out } = await run('selfplay', '--game', 'doudizhu', '--games', '6', '--envs', '3')
    expect(code).toBe(0)
    expect(out).toMatch(/^doudizhu: 6 games, [\d.]+ steps a game/)
    expect(out).toMatch(/win rate by seat: +[\d.]+%, [\d.]+%, [\d.]+%/)
  })

  it('bench (the built bin, whose workers load dist/worker.js): prints a table of reset costs and steps per second, vector and self-play', () => {
    const bin = fileURLToPath(new URL('../dist/cli.js', import.meta.url))
    const { status, stdout } = spawnSync(process.execPath, [bin, 'bench', '--game', 'uno', '--seconds', '1', '--envs', '8', '--workers', '1'], { encoding: 'utf8' })
    expect(status).toBe(0)
    // createGame + start, reset, one env, vector (this thread, 1 worker), self-play (the same), the best ÷ RLCard.
    expect(stdout).toMatch(/\| uno \| [\d.]+ \| [\d.]+ \| [\d,]+ \| [\d,]+ \| [\d,]+ \| [\d,]+ \| [\d,]+ \| [\d.]+× \|/)
    expect(stdout).toContain('| self-play, this thread | self-play, 1 worker |')
  })

  it('selfplay over two worker threads (the built bin): the same games and figures as in this thread', () => {
    const bin = fileURLToPath(new URL('../dist/cli.js', import.meta.url))
    const play = (workers: string) => {
      const { status, stdout } = spawnSync(process.execPath, [bin, 'selfplay', '--game', 'uno', '--games', '40', '--envs', '6', '--workers', workers], { encoding: 'utf8' })
      expect(status).toBe(0)
      // Everything but the speed.
      return stdout.replace(/[\d,]+ steps\/s, [\d,]+ games\/s/, '').replace(/\((this thread|\d workers)\)/, '')
    }
    const local = play('0')
    expect(local).toMatch(/^uno: 40 games, [\d.]+ steps a game/)
    expect(play('2')).toBe(local)
  })

  it('refuses a bad argument with exit code 2, and prints its usage for --help', async () => {
    expect((await run('selfplay', '--games', '0')).code).toBe(2)
    expect((await run('selfplay', '--game', 'chess')).code).toBe(2)
    const help = await run('--help')
    expect(help.code).toBe(0)
    expect(help.out).toMatch(/^Usage: decklet-env/)
  })
})
