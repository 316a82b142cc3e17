// The Web Worker that runs one game session (spec 004: the rules run in the worker, the page only shows what
// it is sent). A bundler cannot follow `import(specifier)` made from data, so the plugins and the bots are
// imported here and named by the specifiers the page's game specs use.
import { botRegistry } from '@decklet/bots'
import * as doudizhu from '@decklet/plugin-doudizhu'
import * as holdem from '@decklet/plugin-holdem'
import * as poker from '@decklet/plugin-poker'
import * as standardDeck from '@decklet/plugin-standard-deck'
import * as uno from '@decklet/plugin-uno'
import { serveWorkerScope, type WorkerScopeLike } from '@decklet/runtime'
import { playerScope } from './playerScope'

serveWorkerScope(playerScope(self as unknown as WorkerScopeLike), {
  modules: {
    '@decklet/plugin-uno': uno,
    '@decklet/plugin-doudizhu': doudizhu,
    '@decklet/plugin-holdem': holdem,
    '@decklet/plugin-poker': poker,
    '@decklet/plugin-standard-deck': standardDeck,
  },
  bots: botRegistry,
})
