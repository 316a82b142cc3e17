import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeInBrowser, openPage, screenshotPath, startHarness, turnOf, waitForMyTurn, WAIT_MS, type Harness } from './browser'
import { UNO_IDS } from './cardIds'
import { findLeaks } from './leaks'
import { playOneUnoMove } from './unoMoves'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(async () => harness?.close())

const MAX_MOVES = 400

describeInBrowser('UNO against bots, in the browser', () => {
  it('plays a whole seeded game by clicking; the page never hears a hidden card', async () => {
    const { page, errors, workerMessages } = await openPage(harness.browser)
    await page.goto(`${harness.site.url}#/play/uno?seed=7&bots=0&anim=40&turn=120`)
    let request: string | null = null
    let moves = 0
    for (; moves < MAX_MOVES; moves++) {
      const next = await waitForMyTurn(page, request)
      if (next.over) break
      request = next.request
      await playOneUnoMove(page)
    }
    expect(moves).toBeLessThan(MAX_MOVES)
    await page.getByTestId('game-over').waitFor()
    expect(await page.getByTestId('winner').textContent()).toMatch(/You|Bob|Carol|Dave/)
    expect(await page.getByTestId('log').locator('li').count()).toBeGreaterThan(10)
    await page.screenshot({ path: screenshotPath('uno-game-over'), fullPage: true })

    const messages = await workerMessages()
    expect(messages.some((m) => (m as { type?: string }).type === 'game-over')).toBe(true)
    expect(findLeaks(messages, 'p1', UNO_IDS)).toEqual([])

    // The replay of the game: its viewer record (sent with game over, kept in this browser), step by step.
    await page.getByTestId('replay-link').click()
    const position = page.getByTestId('replay-position')
    await expect.poll(() => position.textContent(), { timeout: WAIT_MS }).toMatch(/^Step 0 of \d+: Start/)
    expect(await page.getByTestId('replay-step').textContent()).toContain('Hand 1: 7 cards each')
    await page.getByTestId('replay-next').click()
    await page.keyboard.press('ArrowRight')
    expect(await position.textContent()).toMatch(/^Step 2 of \d+: (You|Bob|Carol|Dave|The game): [A-Z_]+/)
    expect((await page.getByTestId('replay-step').textContent())?.trim()).not.toBe('')
    await page.keyboard.press('End')
    expect(await position.textContent()).toMatch(/: End$/)
    expect(await page.getByTestId('replay-view').locator('[data-card]').count()).toBeGreaterThan(1)
    await page.screenshot({ path: screenshotPath('replay'), fullPage: true })
    await page.goto(`${harness.site.url}#/replays`)
    expect(await page.getByTestId('replay-list').locator('a').count()).toBe(1)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows the session\'s reason when an unplayable card is clicked, and the turn stays open', async () => {
    const { page, errors } = await openPage(harness.browser)
    await page.goto(`${harness.site.url}#/play/uno?seed=3&bots=0&anim=40&turn=120`)
    let request: string | null = null
    // The first turn where some card of the hand cannot be played.
    for (let i = 0; i < 40; i++) {
      request = (await waitForMyTurn(page, request)).request
      if ((await page.locator('.card-button[aria-disabled="true"]').count()) > 0) break
      await playOneUnoMove(page)
    }
    // A person can still click it (it is only marked disabled); so can the keyboard.
    const card = page.locator('.card-button[aria-disabled="true"]').first()
    await card.focus()
    await page.keyboard.press('Enter')
    const notice = page.locator('.notice')
    await expect.poll(async () => (await notice.textContent())?.trim() ?? '', { timeout: WAIT_MS }).not.toBe('')
    const reason = (await notice.textContent())!.trim()
    expect(await card.getAttribute('title')).toBe(reason)
    expect(await turnOf(page)).toMatchObject({ state: 'MY_TURN', request, canAct: true })
    await page.screenshot({ path: screenshotPath('uno'), fullPage: true })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('a turn left to run out takes the game\'s default (a draw) and shows TIMEOUT', async () => {
    const { page, errors } = await openPage(harness.browser)
    await page.goto(`${harness.site.url}#/play/uno?seed=7&bots=0&anim=40&turn=3`)
    await waitForMyTurn(page, null)
    const cards = await page.locator('.hand .card-button').count()
    await page.waitForSelector('section.game[data-timed-out="true"]', { timeout: WAIT_MS })
    await expect.poll(() => page.locator('.notice').textContent(), { timeout: WAIT_MS }).toContain("Time's up")
    await expect.poll(() => page.getByTestId('log').textContent(), { timeout: WAIT_MS }).toContain('You draw')
    // The drawn card is in the hand (or was played out of it by nobody: it is the default's draw).
    await expect.poll(() => page.locator('.hand .card-button').count(), { timeout: WAIT_MS }).toBeGreaterThan(cards)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('pause holds the turn and its timer; resume gives it back with the time it had', async () => {
    const { page, errors } = await openPage(harness.browser)
    await page.goto(`${harness.site.url}#/play/uno?seed=7&bots=0&anim=40&turn=6`)
    const { request } = await waitForMyTurn(page, null)
    await page.getByRole('button', { name: 'Pause' }).click()
    await page.waitForSelector('section.game[data-can-act="false"]')
    await expect.poll(() => page.getByTestId('turn-timer').textContent(), { timeout: WAIT_MS }).toContain('paused')
    expect(await page.locator('.paused-banner').isVisible()).toBe(true)
    // The worker host's own state (spec 004's WorkerState) follows the session's pause.
    await page.waitForSelector('section.game[data-worker="paused"]')
    // Longer than the whole turn: a session that did not pause would have played the default by now.
    await page.waitForTimeout(7_000)
    expect(await turnOf(page)).toMatchObject({ state: 'MY_TURN', request, canAct: false })
    await page.keyboard.press('Escape')
    await page.waitForSelector('section.game[data-can-act="true"][data-worker="running"]')
    expect((await turnOf(page)).request).toBe(request)
    const seconds = Number((await page.getByTestId('turn-timer').textContent())?.match(/\d+/)?.[0])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(6)
    // Played from the keyboard: D draws.
    await page.keyboard.press('d')
    await expect.poll(() => page.getByTestId('log').textContent(), { timeout: WAIT_MS }).toContain('You draw')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('the next turn waits for the card animation: ANIMATING, then the page\'s acknowledgement opens the next turn', async () => {
    const { page, errors, timedWorkerMessages } = await openPage(harness.browser)
    const animationMs = 800
    await page.goto(`${harness.site.url}#/play/uno?seed=7&bots=0&anim=${animationMs}&turn=120`)
    await waitForMyTurn(page, null)
    await playOneUnoMove(page)
    await page.waitForSelector('section.game[data-turn-state="ANIMATING"]', { timeout: WAIT_MS })
    await waitForMyTurn(page, (await turnOf(page)).request)
    const messages = await timedWorkerMessages()
    type Message = { type: string; barrier?: { kind: string; playerIds: string[] } }
    const acks = messages.flatMap((m, i) => ((m.data as Message).type === 'barrier' && (m.data as Message).barrier?.kind === 'ack' ? [i] : []))
    expect(acks.length).toBeGreaterThan(0)
    for (const i of acks) {
      // Nobody is asked while the animation plays: the next turn comes only after the page acknowledged it.
      const next = messages.slice(i + 1).find((m) => (m.data as Message).type === 'turn')
      if (next === undefined) continue
      expect(next.at - messages[i]!.at).toBeGreaterThanOrEqual(animationMs - 20)
    }
    // Every barrier ended by the page's acknowledgement, none by the session's 5 s timeout.
    expect(messages.filter((m) => (m.data as { type: string; operation?: string }).type === 'timeout')).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('is readable at phone width: nothing wider than the screen', async () => {
    const { page, errors } = await openPage(harness.browser, { phone: true })
    await page.goto(`${harness.site.url}#/play/uno?seed=7&bots=0&anim=40&turn=120`)
    await waitForMyTurn(page, null)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: screenshotPath('uno-phone'), fullPage: true })
    expect(errors).toEqual([])
    await page.context().close()
  })
})
