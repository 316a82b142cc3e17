import { GameEngine, ReplayEngine, compareStates } from '@decklet/core'
import { createUnoPlugin } from '@decklet/plugin-uno'
import { expect, it } from 'vitest'
import { playOut, simpleBot } from './bots'
import { narrate } from './narrate'
import { statistics } from './stats'

it('plays a whole match between bots, narrated, that replays from its record', () => {
  const plugin = createUnoPlugin()
  const engine = new GameEngine({ seed: 7 }).use(plugin)
  const lines: string[] = []
  engine.subscribeAll((event) => {
    const line = narrate(event, {})
    if (line !== null) lines.push(line)
  }, { viewer: null })
  engine.createGame({ players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }] }).start()
  playOut(engine, simpleBot, 7)
  expect(engine.getState().status).toBe('finished')
  expect(lines.at(-1)).toMatch(/wins the match/)
  const replayed = ReplayEngine.replayRecord(JSON.parse(JSON.stringify(engine.exportRecord())), [plugin])
  expect(compareStates(replayed.state, engine.getState()).equal).toBe(true)
})

it('computes the statistics of random play', () => {
  const s = statistics({ profile: 'rlcard' }, 2, 20)
  expect(s.meanActions).toBeGreaterThan(5)
  expect(s.firstPlayerWinRate).toBeGreaterThanOrEqual(0)
  expect(s.firstPlayerWinRate).toBeLessThanOrEqual(1)
})
