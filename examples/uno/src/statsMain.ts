import type { UnoOptions } from '@decklet/plugin-uno'
import { Command, InvalidArgumentError } from 'commander'
import { statistics } from './stats'

// `pnpm stats -- 5000` passes its `--` on: dropped, so that options after it are still read as options.
const program = new Command('example-uno stats')
  .description('Mean actions per game and the first player\'s win rate over seeded games of random legal play.')
  .argument('[games]', 'how many seeded games per rule set', positive, 1000)
  .showHelpAfterError()
  .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2))
  .parse(process.argv[2] === '--' ? [...process.argv.slice(0, 2), ...process.argv.slice(3)] : process.argv)
const games = program.processedArgs[0] as number

function positive(text: string): number {
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text)) || Number(text) < 1) throw new InvalidArgumentError('Expected a whole number of at least 1.')
  return Number(text)
}

const rows: [string, UnoOptions, number][] = [
  ['official rules, one hand, 2 players', { scoring: 'single-hand' }, 2],
  ['official rules, one hand, 4 players', { scoring: 'single-hand' }, 4],
  ['rlcard profile, 2 players', { profile: 'rlcard' }, 2],
]
console.log(`Uniform random legal play, ${games} seeded games each (every legal action of every player equally likely):\n`)
console.log('| rules | mean actions per game | p50 | p90 | first-player win rate | share of actions that are DRAW |')
console.log('| --- | ---: | ---: | ---: | ---: | ---: |')
let ours: ReturnType<typeof statistics> | null = null
for (const [label, options, players] of rows) {
  const s = statistics(options, players, games)
  if (options.profile === 'rlcard') ours = s
  console.log(`| ${label} | ${s.meanActions.toFixed(2)} | ${s.p50} | ${s.p90} | ${(100 * s.firstPlayerWinRate).toFixed(1)}% | ${(100 * s.drawShare).toFixed(1)}% |`)
}
// RLCard's own engine, run beside decklet with packages/env/rlcard/rlcard_stats.py (RLCard 1.0.4, 10,000 games, seed 1).
const rlcard = { meanActions: 46.32, p50: 37, p90: 90, firstPlayerWinRate: 0.511, drawShare: 0.367 }
const off = (x: number, y: number) => `${x >= y ? '+' : ''}${((100 * (x - y)) / y).toFixed(1)}%`
if (ours !== null) {
  console.log(
    `\nrlcard profile against RLCard's own engine (10,000 games): mean ${ours.meanActions.toFixed(2)} vs ${rlcard.meanActions} (${off(ours.meanActions, rlcard.meanActions)}), ` +
      `p50 ${ours.p50} vs ${rlcard.p50}, p90 ${ours.p90} vs ${rlcard.p90}, first-player win rate ${(100 * ours.firstPlayerWinRate).toFixed(1)}% vs ${(100 * rlcard.firstPlayerWinRate).toFixed(1)}%, ` +
      `DRAW share ${(100 * ours.drawShare).toFixed(1)}% vs ${(100 * rlcard.drawShare).toFixed(1)}%`,
  )
}
