import { Command, InvalidArgumentError } from 'commander'
import { playSession } from './session'

// `pnpm start -- 42` passes its `--` on: dropped, so that options after it are still read as options.
const program = new Command('example-holdem')
  .description("Six bots play a session of no-limit Hold'em, printed as hand histories.")
  .argument('[seed]', 'the seed of the session, an integer', integer, 1)
  .option('--hands <count>', 'how many hands to play', positive, 10)
  .showHelpAfterError()
  .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2))
  .parse(process.argv[2] === '--' ? [...process.argv.slice(0, 2), ...process.argv.slice(3)] : process.argv)
const seed = program.processedArgs[0] as number
const { hands } = program.opts<{ hands: number }>()

function integer(text: string): number {
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) throw new InvalidArgumentError('Expected an integer.')
  return Number(text)
}

function positive(text: string): number {
  const count = integer(text)
  if (count < 1) throw new InvalidArgumentError('Expected at least 1.')
  return count
}

const { histories, stacks } = playSession(seed, hands)
console.log(histories.join('\n\n'))
console.log('\nStacks after the session:', stacks)
