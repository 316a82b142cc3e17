import { Command, InvalidArgumentError } from 'commander'
import { playMatch } from './playMatch'
import { randomPlayStats } from './stats'

// `pnpm start -- 42` passes its `--` on: dropped, so that options after it are still read as options.
const program = new Command('example-doudizhu')
  .description('A Dou Dizhu match between three greedy bots, replayed from its record, then statistics of random play.')
  .argument('[seed]', 'the seed of the match, an integer', integer, 2026)
  .option('--deals <count>', 'deals in the bot match', positive, 3)
  .option('--random-deals <count>', 'deals of random play for the statistics', positive, 2000)
  .showHelpAfterError()
  .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2))
  .parse(process.argv[2] === '--' ? [...process.argv.slice(0, 2), ...process.argv.slice(3)] : process.argv)
const seed = program.processedArgs[0] as number
const { deals, randomDeals } = program.opts<{ deals: number; randomDeals: number }>()

function integer(text: string): number {
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) throw new InvalidArgumentError('Expected an integer.')
  return Number(text)
}

function positive(text: string): number {
  const count = integer(text)
  if (count < 1) throw new InvalidArgumentError('Expected at least 1.')
  return count
}

console.log(`Dou Dizhu: three greedy bots, a match of ${deals} deal${deals === 1 ? '' : 's'} (seed ${seed})\n`)
const outcome = playMatch(seed, { deals }, undefined, (line) => console.log(line))
console.log(`\nreplayed from its JSON record: ${outcome.replayed ? 'identical final state' : 'DIFFERENT final state'}\n`)

const s = randomPlayStats(randomDeals, seed)
const pct = (x: number) => `${((100 * x) / s.deals).toFixed(1)}%`
console.log(`Random legal play, ${randomDeals} deals (standard rules, points bidding):`)
console.log(`  landlord wins     ${pct(s.landlordWins)}`)
console.log(`  actions per deal  ${s.actionsPerDeal.toFixed(1)} (redeals per deal ${s.redealsPerDeal.toFixed(3)})`)
console.log(`  bombs per deal    ${s.bombsPerDeal.toFixed(3)}`)
console.log(`  springs           ${pct(s.springs)}, anti-springs ${pct(s.antiSprings)}`)
console.log(`  average stake     ${s.averageStake.toFixed(2)}`)
console.log(`  speed             ${Math.round(s.dealsPerSecond).toLocaleString('en-US')} deals/s`)

// RLCard's own engine with random agents, run beside decklet with packages/env/rlcard/rlcard_stats.py (RLCard 1.0.4,
// 10,000 deals, seed 1).
const RLCARD = { actionsPerDeal: 61.06, landlordWinRate: 0.351 }
const r = randomPlayStats(randomDeals, seed, { profile: 'rlcard' })
const off = (x: number, y: number) => `${x >= y ? '+' : ''}${((100 * (x - y)) / y).toFixed(1)}%`
console.log(`\nRandom legal play, ${randomDeals} deals (rlcard profile: the first seat is the landlord, no bidding):`)
console.log(`  landlord wins     ${pct(r.landlordWins)} (RLCard ${(100 * RLCARD.landlordWinRate).toFixed(1)}%, ${off(r.landlordWins / r.deals, RLCARD.landlordWinRate)})`)
console.log(`  actions per deal  ${r.actionsPerDeal.toFixed(2)} (RLCard ${RLCARD.actionsPerDeal}, ${off(r.actionsPerDeal, RLCARD.actionsPerDeal)})`)
