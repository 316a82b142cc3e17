import { describe, expect, it } from 'vitest'
import { startEstates } from './__fixtures__/estatesProcess'

const OFFER = /Buy [A-Z][\w ]+ for \d+\? You have \d+\. \[y\/N\] \(\d+ s\) $/

describe('estates --interactive (you in the first seat, the input a pipe)', () => {
  it('asks your offer at the prompt: y buys it; q leaves at once with a summary and exit code 0', async () => {
    const game = startEstates(['--interactive', '--seed', '3', '--timeout', '120'])
    await game.waitFor(OFFER)
    const name = game.stdout.match(/Buy ([A-Z][\w ]+) for \d+\?[^\n]*$/)![1]!
    game.type('y\n')
    await game.waitFor(new RegExp(`You buy ${name} for \\d+\\n`))
    game.type('q\n')
    const exit = await game.exited
    expect(exit).toMatchObject({ code: 0, signal: null, stderr: '' })
    expect(exit.stdout.trimEnd().split('\n').at(-1)).toMatch(/^You left the game after \d+ actions\.$/)
  })

  it('declines for you when the time runs out', async () => {
    const game = startEstates(['--interactive', '--seed', '3', '--timeout', '0.5'])
    await game.waitFor(/time's up: the offer is declined\n/)
    // The decline's line comes with the next view, a message after the turn's end: leaving before it drops it.
    await game.waitFor(/You leave [A-Z][\w ]+ to the bank\n/)
    game.endInput()
    const exit = await game.exited
    expect(exit.code).toBe(0)
    expect(exit.stdout).toMatch(/You leave [A-Z][\w ]+ to the bank/)
    expect(exit.stdout.trimEnd().split('\n').at(-1)).toMatch(/^You left the game after \d+ actions\.$/)
  })

  it('leaves on SIGINT with exit code 130', async () => {
    const game = startEstates(['--interactive', '--seed', '3', '--timeout', '120'])
    await game.waitFor(OFFER)
    game.signal('SIGINT')
    const exit = await game.exited
    expect(exit.code).toBe(130)
    expect(exit.stdout.trimEnd().split('\n').at(-1)).toMatch(/^You left the game after \d+ actions\.$/)
  })
})
