import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeInBrowser, openPage, screenshotPath, startHarness, waitForMyTurn, WAIT_MS, type Harness } from './browser'
import { STANDARD_IDS } from './cardIds'
import { findLeaks } from './leaks'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(async () => harness?.close())

const logText = (page: Page) => page.getByTestId('log').textContent()

describeInBrowser('Dou Dizhu and Hold\'em against bots, in the browser', () => {
  it('Dou Dizhu: a bid, the kitty turned up, a play chosen by clicking cards', async () => {
    const { page, errors, workerMessages } = await openPage(harness.browser)
    await page.goto(`${harness.site.url}#/play/doudizhu?seed=5&bots=0&anim=40&turn=120`)
    let request: string | null = null
    let played = false
    for (let i = 0; i < 60 && !played; i++) {
      const next = await waitForMyTurn(page, request)
      if (next.over) break
      request = next.request
      const bid = page.locator('[data-action^="BID"]:not([aria-disabled="true"])').last()
      if ((await page.locator('[data-action^="BID"]').count()) > 0) {
        // The highest bid there is: the landlord leads the first trick.
        if ((await bid.count()) > 0) await bid.click()
        else await page.locator('[data-action="PASS"]').click()
        continue
      }
      // Select the cards of a legal play (Hint), one by one as a person would see them, then Play.
      await page.locator('[data-action="HINT"]').click()
      const chosen = await page.locator('.card-button.selected').count()
      if (chosen === 0) {
        await page.locator('[data-action="PASS"]').click()
        continue
      }
      await page.locator('[data-action="PLAY"]').click()
      played = true
    }
    expect(played).toBe(true)
    await expect.poll(() => logText(page), { timeout: WAIT_MS }).toMatch(/You (bid|pass the bid)/)
    await expect.poll(() => logText(page), { timeout: WAIT_MS }).toContain('You play')
    expect(await page.getByTestId('kitty').locator('.std-card:not(.back)').count()).toBe(3)
    await page.screenshot({ path: screenshotPath('doudizhu'), fullPage: true })
    expect(findLeaks(await workerMessages(), 'p1', STANDARD_IDS)).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('Hold\'em: a 6-max hand called down to the showdown from the keyboard, with its hand history', async () => {
    const { page, errors, workerMessages } = await openPage(harness.browser)
    await page.goto(`${harness.site.url}#/play/holdem?seed=11&bots=0&anim=40&turn=120&hands=20`)
    let request: string | null = null
    let showdown = false
    for (let i = 0; i < 150 && !showdown; i++) {
      const next: { request: string; over: boolean } | null = await waitForMyTurn(page, request).catch(() => null)
      const history = (await page.getByTestId('hand-history').count()) > 0 ? await page.getByTestId('hand-history').textContent() : ''
      // A hand this page's player saw to the end: it called along, and the hand went to a showdown.
      if (history?.includes('*** SHOWDOWN ***') && history.includes('You: calls')) showdown = true
      if (showdown || next === null || next.over) break
      request = next.request
      // From the keyboard: C checks when it is free, else calls.
      await page.keyboard.press('c')
    }
    expect(showdown).toBe(true)
    expect(await logText(page)).toMatch(/Showdown: .* shows/)
    expect(await page.getByTestId('hand-history').textContent()).toMatch(/Hand #\d+: Hold'em No Limit \(1\/2\)/)
    await page.screenshot({ path: screenshotPath('holdem'), fullPage: true })
    expect(findLeaks(await workerMessages(), 'p1', STANDARD_IDS)).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })
})
