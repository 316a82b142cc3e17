// The example of README.md, verbatim apart from the import path and the console (checked below), then assertions.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GameEngine } from '@decklet/core'
import { createEstatesPlugins, estatesPolicy, getEstates } from './index'

describe('the README example', () => {
  it('plays a seeded game to its end, dispatching pending work and answering offers with the bot’s rule', () => {
    const logged: unknown[][] = []
    const console = { log: (...values: unknown[]) => logged.push(values) }

    // --- example start
    const engine = new GameEngine({ seed: 7 })
    for (const plugin of createEstatesPlugins({ roundCap: 20 })) engine.use(plugin)
    engine.createGame({ players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }, { id: 'cy', name: 'Cy' }] }).start()

    let animations = 0
    while (engine.getState().status === 'playing') {
      const pending = engine.getPending()
      if (pending !== null) {
        // A session shows the animation and waits for every client here, then dispatches the effect.
        if (pending.animation !== undefined) animations++
        engine.dispatch(pending.action)
        continue
      }
      const [playerId] = engine.getActors()
      const request = { playerId: playerId!, legalActions: engine.getLegalActions(playerId!), view: engine.getPlayerView(playerId!) }
      engine.dispatch(estatesPolicy(request)!)
    }
    console.log(engine.getState().winnerIds, getEstates(engine.getState()).cash, `${animations} chance cards`)
    // --- example end

    expect(engine.getState().status).toBe('finished')
    expect(engine.getState().winnerIds.length).toBeGreaterThan(0)
    expect(animations).toBeGreaterThan(0)
    expect(logged).toHaveLength(1)
    expect(logged[0]![2]).toBe(`${animations} chance cards`)
  })

  it('is the code of README.md', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    const block = readme.match(/### Run it from code[\s\S]*?```ts\n([\s\S]*?)```/)![1]!
    const self = readFileSync(new URL(import.meta.url), 'utf8')
    const example = self.match(/\/\/ --- example start\n([\s\S]*?)\s*\/\/ --- example end/)![1]!
    const body = block.split('\n').filter((line) => !line.startsWith('import ')).join('\n').trim()
    const dedented = example.split('\n').map((line) => line.replace(/^ {4}/, '')).join('\n').trim()
    expect(dedented).toBe(body)
  })
})
