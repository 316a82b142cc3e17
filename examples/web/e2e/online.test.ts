import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeInBrowser, openPage, screenshotPath, startHarness, turnOf, waitForMyTurn, WAIT_MS, type Harness, type TestPage } from './browser'
import { STANDARD_IDS, UNO_IDS } from './cardIds'
import { decodeFrames } from './frames'
import { findLeaks } from './leaks'
import { playOneUnoMove } from './unoMoves'

let harness: Harness
beforeAll(async () => {
  // Hands of five: a whole game through two browsers has to end within the test's bound on a busy machine
  // (with seven cards a game took 30 s on a quiet run and over 240 s on a loaded one).
  harness = await startHarness({ turnSeconds: 90, reconnectSeconds: 120, unoRules: { handSize: 5 } })
})
afterAll(async () => harness?.close())

const handOf = (page: Page): Promise<string[]> => page.locator('.hand .card-button').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card') ?? ''))
const MAX_ROUNDS = 3_000
const MAX_MS = 270_000
const RETRY_MS = 10_000

describeInBrowser('UNO online: two browsers through a local @decklet/server', () => {
  it('two people play each other by link, one reloads mid-game and gets its hand back, both come back after a dropped connection, a spectator watches', async () => {
    const alice = await openPage(harness.browser)
    const bob = await openPage(harness.browser)
    await alice.page.goto(`${harness.site.url}#/online/uno`)
    await alice.page.getByTestId('create-table').click()
    const invite = await alice.page.getByTestId('invite-link').inputValue()
    const watch = await alice.page.getByTestId('watch-link').inputValue()
    expect(invite).toContain('#/join?')
    await alice.page.getByTestId('take-seat').click()
    await bob.page.goto(invite)

    const players: Record<'alice' | 'bob', TestPage> = { alice, bob }
    const answered: Record<string, string> = {}
    // When each player last answered: a request still open 10 s after its answer is answered again, as a person
    // clicks again when nothing happened (an act sent just before a connection dropped is lost, and the turn
    // would otherwise wait for its 90 s timeout).
    const answeredAt: Record<string, number> = {}
    const moves = { alice: 0, bob: 0 }
    let reloaded = false
    let dropped = false
    let spectator: TestPage | null = null
    const start = Date.now()
    let over = false
    for (let round = 0; round < MAX_ROUNDS && !over && Date.now() - start < MAX_MS; round++) {
      for (const [who, { page }] of Object.entries(players)) {
        const turn = await turnOf(page)
        if (!turn.canAct || (turn.request === answered[who] && Date.now() - answeredAt[who]! < RETRY_MS)) continue
        if (who === 'bob' && !reloaded && moves.alice >= 2) {
          // Bob's turn is open: reload his tab. His seat, his hand and the open request come back.
          const hand = await handOf(page)
          await page.reload()
          await page.waitForFunction((request) => {
            const game = document.querySelector('section.game')
            return game?.getAttribute('data-can-act') === 'true' && game.getAttribute('data-request') === request
          }, turn.request, { timeout: WAIT_MS, polling: 100 })
          expect(await handOf(page)).toEqual(hand)
          reloaded = true
          spectator = await openPage(harness.browser)
          await spectator.page.goto(watch)
        }
        if (reloaded && !dropped && moves.alice >= 4) {
          // Every connection drops at once (the server's sockets destroyed, as a lost network does): the
          // clients reconnect by themselves, and each page gets its view and open request back.
          const before = { alice: await alice.socketCount(), bob: await bob.socketCount() }
          for (const socket of (harness.site.decklet.server.transport as unknown as { wss: { clients: Set<{ terminate(): void }> } }).wss.clients) socket.terminate()
          for (const [name, p] of [['alice', alice], ['bob', bob]] as const) {
            await expect.poll(() => p.socketCount(), { timeout: WAIT_MS }).toBeGreaterThan(before[name])
            await p.page.waitForSelector('section.game[data-status="playing"]', { timeout: WAIT_MS })
          }
          dropped = true
          break
        }
        answered[who] = turn.request
        answeredAt[who] = Date.now()
        await playOneUnoMove(page)
        moves[who as keyof typeof moves]++
      }
      over = (await alice.page.getByTestId('game-over').count()) > 0 && (await bob.page.getByTestId('game-over').count()) > 0
      if (!over) await alice.page.waitForTimeout(100)
    }
    expect(reloaded).toBe(true)
    expect(dropped).toBe(true)
    expect(over).toBe(true)
    expect(moves.alice).toBeGreaterThan(2)
    expect(moves.bob).toBeGreaterThan(0)
    const winner = await alice.page.getByTestId('winner').textContent()
    // Both saw the same winner (each in their own words: "You" for themselves).
    const bobsWinner = await bob.page.getByTestId('winner').textContent()
    expect([winner, bobsWinner].filter((w) => w === 'You').length).toBeLessThanOrEqual(1)

    // The spectator saw the table but no hand.
    const watcher = spectator!
    await watcher.page.getByTestId('top-card').waitFor({ timeout: WAIT_MS })
    expect(await watcher.page.locator('.hand').count()).toBe(0)
    await alice.page.screenshot({ path: screenshotPath('uno-online'), fullPage: true })

    for (const [me, page] of [['p1', alice], ['p2', bob], [null, watcher]] as const) {
      const messages = decodeFrames(await page.socketFrames())
      expect(messages.length).toBeGreaterThan(10)
      // The decoding works: a seat's frames name the cards of its own hand and the pile (a spectator's, the pile's).
      expect(JSON.stringify(messages)).toMatch(/"(red|yellow|green|blue)-(\d|skip|reverse|draw2)-\d"/)
      expect(findLeaks(messages, me ?? 'nobody', UNO_IDS)).toEqual([])
      expect(page.errors).toEqual([])
    }
    for (const page of [alice, bob, watcher]) await page.context.close()
  })

  it('Hold\'em online: one person and five server bots, the same table and controls', async () => {
    const { page, errors, socketFrames } = await openPage(harness.browser)
    await page.goto(`${harness.site.url}#/online/holdem`)
    await page.locator('input[name="humans"]').fill('1')
    await page.getByTestId('create-table').click()
    await page.getByTestId('take-seat').click()
    let request: string | null = null
    for (let i = 0; i < 3; i++) {
      const turn = await waitForMyTurn(page, request)
      if (turn.over) break
      request = turn.request
      const check = page.locator('[data-action="CHECK"]')
      await ((await check.count()) > 0 ? check : page.locator('[data-action="CALL"]')).click()
    }
    await expect.poll(() => page.getByTestId('log').textContent(), { timeout: WAIT_MS }).toMatch(/You (check|call)/)
    expect(await page.locator('.seat').count()).toBe(6)
    expect(findLeaks(decodeFrames(await socketFrames()), 'p1', STANDARD_IDS)).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })
})
