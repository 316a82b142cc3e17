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
console.log('| rules | mean actions per game | first-player win rate |')
console.log('| --- | ---: | ---: |')
for (const [label, options, players] of rows) {
  const s = statistics(options, players, games)
  console.log(`| ${label} | ${s.meanActions.toFixed(1)} | ${(100 * s.firstPlayerWinRate).toFixed(1)}% |`)
}
