import { Command } from 'commander'

// The spec's example (main.ts) stays verbatim; this entry only answers --help and refuses arguments it
// does not take, before running it.
new Command('example-quickstart')
  .description("The decklet specification's complete example: a seeded two-player simple game, every event printed, then the winner.")
  .showHelpAfterError()
  .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2))
  .parse(process.argv[2] === '--' ? [...process.argv.slice(0, 2), ...process.argv.slice(3)] : process.argv)

await import('./main')
