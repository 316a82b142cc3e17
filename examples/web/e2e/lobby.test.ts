import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeInBrowser, openPage, screenshotPath, startHarness, waitForMyTurn, type Harness } from './browser'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(async () => harness?.close())

describeInBrowser('the lobby', () => {
  it('starts UNO with the house rules ticked, from the keyboard', async () => {
    const { page, errors } = await openPage(harness.browser, { phone: true })
    await page.goto(harness.site.url)
    expect(await page.locator('.game-card h2').allTextContents()).toEqual(['UNO', 'Dou Dizhu', "Hold'em"])
    await page.screenshot({ path: screenshotPath('lobby-phone'), fullPage: true })
    await page.locator('input[name="seed"]').fill('21')
    await page.locator('select[name="stacking"]').selectOption('same')
    await page.locator('input[name="sevenO"]').focus()
    await page.keyboard.press('Space')
    await page.locator('[data-play="uno"]').focus()
    await page.keyboard.press('Enter')
    await page.waitForSelector('section.game[data-game="uno"]')
    const hash = new URL(page.url()).hash
    expect(hash).toContain('#/play/uno?seed=21')
    expect(hash).toContain('stacking=same')
    expect(hash).toContain('sevenO=1')
    await waitForMyTurn(page, null)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
