import { GameEngine, type GameRecord, type ViewerRecord } from '@decklet/core'
import { UnoPlugin } from '@decklet/plugin-uno'

/**
 * A real UNO record after `actions` legal actions (the first legal action of the first actor each time), and its
 * viewer records. On a clock of its own, so that the records of one seed are the same game: a shorter one's
 * history starts the longer one's.
 */
export function unoRecord(actions: number, seed = 5): { record: GameRecord; viewerRecords: Record<string, ViewerRecord> } {
  let now = 1_700_000_000_000
  const engine = new GameEngine({ seed, clock: () => (now += 1_000) }).use(UnoPlugin)
  engine.createGame({ players: [{ id: 'p1', name: 'Ada' }, { id: 'p2', name: 'Bo' }] }).start()
  for (let i = 0; i < actions && engine.getState().status === 'playing'; i++) {
    const actor = engine.getActors()[0]!
    engine.dispatch(engine.getLegalActions(actor)[0]!)
  }
  return {
    record: engine.exportRecord(),
    viewerRecords: { p1: engine.exportRecord({ viewer: 'p1' }), p2: engine.exportRecord({ viewer: 'p2' }) },
  }
}
