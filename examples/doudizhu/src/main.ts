import { playMatch } from './playMatch'
import { randomPlayStats } from './stats'

const seed = Number(process.argv[2] ?? 2026)
console.log(`Dou Dizhu: three greedy bots, a match of 3 deals (seed ${seed})\n`)
const outcome = playMatch(seed, { deals: 3 }, undefined, (line) => console.log(line))
console.log(`\nreplayed from its JSON record: ${outcome.replayed ? 'identical final state' : 'DIFFERENT final state'}\n`)

const n = 2000
const s = randomPlayStats(n, seed)
const pct = (x: number) => `${((100 * x) / s.deals).toFixed(1)}%`
console.log(`Random legal play, ${n} deals (standard rules, points bidding):`)
console.log(`  landlord wins     ${pct(s.landlordWins)}`)
console.log(`  actions per deal  ${s.actionsPerDeal.toFixed(1)} (redeals per deal ${s.redealsPerDeal.toFixed(3)})`)
console.log(`  bombs per deal    ${s.bombsPerDeal.toFixed(3)}`)
console.log(`  springs           ${pct(s.springs)}, anti-springs ${pct(s.antiSprings)}`)
console.log(`  average stake     ${s.averageStake.toFixed(2)}`)
console.log(`  speed             ${Math.round(s.dealsPerSecond).toLocaleString('en-US')} deals/s`)
