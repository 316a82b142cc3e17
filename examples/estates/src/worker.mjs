// The session's worker thread for this example. Plain JavaScript, because it must run before TypeScript can
// be loaded: Node 20 gives a worker thread none of the module hooks its parent registered (`--import tsx`
// included), so it registers tsx's loader itself, then runs @decklet/runtime's worker, which imports this
// example's TypeScript module (the plugins, the bots) by URL.
import { register } from 'tsx/esm/api'
import { defaultWorkerUrl } from '@decklet/runtime/node'

register()
await import(defaultWorkerUrl().href)
