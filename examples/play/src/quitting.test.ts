import { describe, expect, it } from 'vitest'
import { startPlay, type PlayProcess } from './__fixtures__/playProcess'

// Seed 1: Bob, Carol and Dave play first, so your first turn comes after 3 actions. A long turn time keeps
// the session from playing for you however slow the machine is; nothing here waits for a time, only for
// what the program prints.
const interactive = ['--interactive', '--seed', '1', '--timeout', '600']
// Makes the program say when its event loop is empty: it then ended by itself, with no worker, timer or
// input left (a `process.exit` would end it without saying so).
const env = { DECKLET_PLAY_REPORT_EXIT: '1' }
const prompt = /pick 1–\d+ \(\d+ s\): /
const drained = '[play] the event loop is empty\n'

/** Waits for your first turn's prompt, leaves with `leave`, and returns what the program printed from then on. */
async function leaveAtThePrompt(play: PlayProcess, leave: () => void) {
  await play.waitFor(prompt)
  const at = play.stdout.length
  leave()
  const exit = await play.exited
  return { ...exit, after: exit.stdout.slice(at) }
}

describe('leaving the interactive game', () => {
  it('q typed at the prompt ends the game at once with a one-line summary and exit code 0, nothing left running', async () => {
    const play = startPlay(interactive, { env })
    const exit = await leaveAtThePrompt(play, () => play.type('q\n'))
    expect(exit).toMatchObject({ code: 0, signal: null, stderr: drained })
    // On a pipe the prompt's line is ended first: the summary is a line of its own, and the last one.
    expect(exit.after).toBe('\nYou left the game after 3 actions.\n')
  })

  it('the end of the input (Ctrl-D, a closed pipe) leaves the same way, with exit code 0', async () => {
    const play = startPlay(interactive, { env })
    const exit = await leaveAtThePrompt(play, () => play.endInput())
    expect(exit).toMatchObject({ code: 0, signal: null, stderr: drained })
    expect(exit.after).toBe('\nYou left the game after 3 actions.\n')
  })

  it('Ctrl-C (SIGINT) leaves the same way, with exit code 130', async () => {
    const play = startPlay(interactive, { env })
    const exit = await leaveAtThePrompt(play, () => play.signal('SIGINT'))
    expect(exit).toMatchObject({ code: 130, signal: null, stderr: drained })
    expect(exit.after).toBe('\nYou left the game after 3 actions.\n')
  })

  it('answers a line typed while the bots play with "not your turn", and q still leaves', async () => {
    const play = startPlay(interactive, { env })
    // In the pipe before the program starts reading, so before any turn of yours can come.
    play.type('7\n')
    await play.waitFor(/not your turn \(q to quit\)\n/)
    await play.waitFor(prompt)
    play.type('quit\n')
    const exit = await play.exited
    expect(exit).toMatchObject({ code: 0, signal: null, stderr: drained })
    expect(exit.stdout.indexOf('  not your turn (q to quit)\n')).toBeLessThan(exit.stdout.indexOf('your moves:'))
    expect(exit.stdout).toMatch(/\nYou left the game after 3 actions\.\n$/)
  })

  it('q typed before the game has begun leaves too: the worker still loading is terminated', async () => {
    const play = startPlay(interactive, { env })
    play.type('q\n')
    const exit = await play.exited
    expect(exit).toMatchObject({ code: 0, signal: null, stderr: drained })
    expect(exit.stdout).not.toMatch(prompt)
    expect(exit.stdout).toMatch(/\nYou left the game after \d+ actions?\.\n$/)
  })
})
