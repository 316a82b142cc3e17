import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPage, screenshotPath, startHarness, turnOf, waitForMyTurn, WAIT_MS, type Harness } from './browser'
import { UNO_IDS } from './cardIds'
import { findLeaks } from './leaks'
import { playOneUnoMove } from './unoMoves'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(async () => harness?.close())

const MAX_MOVES = 400

describe('UNO against bots, in the browser', () => {
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
    // Longer than the whole turn: a session that did not pause would have played the default by now.
    await page.waitForTimeout(7_000)
    expect(await turnOf(page)).toMatchObject({ state: 'MY_TURN', request, canAct: false })
    await page.keyboard.press('Escape')
    await page.waitForSelector('section.game[data-can-act="true"]')
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
