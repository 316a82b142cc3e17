import type { Page } from 'playwright-core'

/** One legal move, as a person would pick it: call UNO, play the first playable card, else draw or pass. */
export async function playOneUnoMove(page: Page): Promise<void> {
  const click = async (selector: string): Promise<boolean> => {
    const target = page.locator(selector).first()
    if ((await target.count()) === 0) return false
    await target.click()
    return true
  }
  if (await click('[data-action="DECLARE_UNO"]')) return
  if (await click('.card-button.playable')) {
    if ((await page.locator('[data-choice]').count()) > 0) await page.locator('[data-choice]').first().click()
    return
  }
  for (const action of ['CHOOSE_COLOR', 'ACCEPT', 'PASS', 'DRAW', 'CATCH_UNO']) {
    if (await click(`[data-action="${action}"]:not([aria-disabled="true"])`)) return
  }
  throw new Error('No move to make on an open turn')
}
