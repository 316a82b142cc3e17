import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startPlay } from './__fixtures__/playProcess'
import { startServer } from './__fixtures__/serverProcess'

// Every wait is for a line printed, not for a time; the limits only end a broken test.
const winner = /\nWinner: (Player \d|Bob|Carol|Dave)\n$/

describe('play --connect: a game on a server started with `pnpm --filter @decklet/server start`', () => {
  it('two seats play each other and two bots from two processes, watched by a spectator, to the same end', async () => {
    const server = await startServer(['--humans', '2', '--seats', '4'])
    try {
      expect(server.tickets).toHaveLength(2)
      // The spectator joins first: the game starts once both seats have joined.
      const watcher = startPlay(['--connect', server.endpoint, '--watch', server.roomId])
      await watcher.waitFor(/You watch as a spectator/)
      const seats = server.tickets.map((ticket) => startPlay(['--connect', server.endpoint, '--ticket', ticket]))
      const [one, two, watched] = await Promise.all([...seats.map((seat) => seat.exited), watcher.exited])
      for (const exit of [one!, two!, watched!]) {
        expect(exit).toMatchObject({ code: 0, stderr: '' })
        expect(exit.stdout).toMatch(winner)
      }
      expect(one!.stdout.split('\n')[0]).toBe(`UNO on ${server.endpoint}, table ${server.roomId}: Player 1, Player 2, Bob, Carol.`)
      // No terminal attached: each seat is played by the UNO rule bot, and says so.
      expect(one!.stdout.split('\n')[1]).toBe('Player 1 is played by the UNO rule bot (no terminal attached: as with --auto; --interactive to play anyway).')
      expect(one!.stdout).toMatch(/\n {2}Player 2 plays /)
      expect(two!.stdout).toMatch(/\n {2}Player 1 plays /)
      // The same game, seen from three places: the same count of actions and the same winner.
      const ending = (stdout: string) => stdout.trimEnd().split('\n').slice(-2)
      expect(ending(two!.stdout)).toEqual(ending(one!.stdout))
      expect(ending(watched!.stdout)).toEqual(ending(one!.stdout))
      expect(ending(one!.stdout)[0]).toMatch(/^\d+ actions, 0 timeouts$/)
      // The spectator sees the whole game from the deal on, and nobody's hand.
      expect(watched!.stdout).toMatch(/ deals 7 cards each; first card: /)
      expect(watched!.stdout).not.toMatch(/your hand/)
    } finally {
      expect(await server.stop()).toBe(0)
    }
  })

  it('shows you the table and your moves at the prompt, takes a move, and q leaves with nothing left running', async () => {
    const server = await startServer(['--humans', '1', '--seats', '4', '--timeout', '600'])
    try {
      const play = startPlay(['--connect', server.endpoint, '--ticket', server.tickets[0]!, '--interactive'], { env: { DECKLET_PLAY_REPORT_EXIT: '1' } })
      const prompt = /pick 1–\d+ \(\d+ s\): /
      await play.waitFor(prompt)
      expect(play.stdout).toMatch(/\ntop card: .+ {3}colour in play: .+\ncards: .+\nyour hand \(\d+\): .+\nyour moves:\n {2}1\. /)
      const at = play.stdout.length
      play.type('1\n')
      // The move is taken: the log goes on with a line about Player 1 (the seat's name as the others know it is "You" here),
      // then, once the bots have played, the next prompt (which may arrive in the same chunk of output as that line).
      await play.waitFor(/\n {2}You (play|draw|keep|accept|say|challenge|name|catch)[\s\S]*pick 1–\d+ \(\d+ s\): /, at)
      const left = play.stdout.length
      play.type('q\n')
      const exit = await play.exited
      expect(exit).toMatchObject({ code: 0, signal: null, stderr: '[play] the event loop is empty\n' })
      expect(exit.stdout.slice(left)).toBe('\nYou left the game.\n')
    } finally {
      expect(await server.stop()).toBe(0)
    }
  })

  it('takes the seat back by itself when the server crashes and is started again with --resume and the same --secret', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'decklet-play-crash-'))
    const secret = ['--secret', 'the-same-secret-on-both-runs']
    let server = await startServer(['--humans', '1', '--seats', '3', '--timeout', '600', ...secret], { dir })
    try {
      const play = startPlay(['--connect', server.endpoint, '--ticket', server.tickets[0]!, '--interactive'], { env: { DECKLET_PLAY_REPORT_EXIT: '1' } })
      const prompt = /pick 1–\d+ \(\d+ s\): /
      // At the first prompt the game waits for this seat (600 s turns): it is mid-game, whatever the speed.
      await play.waitFor(prompt)
      await server.kill()
      await play.waitFor(/the connection dropped: reconnecting…/)
      server = await startServer(['--resume', '--timeout', '600', ...secret], { dir, port: server.port })
      const at = play.stdout.length
      await play.waitFor(/ {2}reconnected\n/, at)
      // The rebuilt game asks the seat again: the table and the moves, then the prompt.
      await play.waitFor(/your moves:\n[\s\S]*pick 1–\d+ \(\d+ s\): /, at)
      play.type('q\n')
      const exit = await play.exited
      expect(exit).toMatchObject({ code: 0, stderr: '[play] the event loop is empty\n' })
      expect(exit.stdout.trimEnd().split('\n').at(-1)).toBe('You left the game.')
    } finally {
      expect(await server.stop()).toBe(0)
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('says why, with exit code 1, when the ticket is refused', async () => {
    const server = await startServer(['--humans', '1', '--seats', '2'])
    try {
      const [body] = server.tickets[0]!.split('.')
      const exit = await startPlay(['--connect', server.endpoint, '--ticket', `${body}.forged`]).exited
      expect(exit.code).toBe(1)
      // (colyseus.js warns about the refused join on stderr too.)
      expect(exit.stderr).toMatch(/^Could not join: seat p1 at table \S+ was refused: TICKET_FORGED/m)
      expect(exit.stdout).toBe('')
    } finally {
      expect(await server.stop()).toBe(0)
    }
  })
})
