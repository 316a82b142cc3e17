import { existsSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { describe, it } from 'vitest'
import { startWebServer, type WebServer, type WebServerOptions } from '../server/webServer'

/** Debian's Chromium (`apt-get install -y chromium`; `.ci/run` installs it when missing). */
export const CHROMIUM = process.env.DECKLET_CHROMIUM ?? '/usr/bin/chromium'
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']
/** Every wait of the browser tests is bounded by this (a busy 2-core machine, shared). */
export const WAIT_MS = 60_000

/**
 * A `describe` for browser tests: with Chromium at {@link CHROMIUM} the suite runs; without, it is skipped with
 * a message naming the install — unless `CI` is set, where a missing browser fails the run rather than passing
 * it quietly (`.ci/run` installs it). So the README's `pnpm test` passes on a machine without Chromium.
 */
export function describeInBrowser(title: string, body: () => void): void {
  if (existsSync(CHROMIUM)) {
    describe(title, body)
    return
  }
  const message = `no Chromium at ${CHROMIUM}: \`apt-get install -y chromium\` (.ci/run installs it when missing)`
  if (process.env.CI) {
    describe(title, () => {
      it('has its browser', () => {
        throw new Error(`${message}; CI is set, so this suite fails instead of skipping`)
      })
    })
    return
  }
  console.warn(`skipping "${title}": ${message}`)
  describe.skip(`${title} (skipped: ${message})`, () => {
    it('needs Chromium', () => {})
  })
}

/** The built site (`vite build`, which the package's `test` script runs first). */
export const DIST = fileURLToPath(new URL('../dist', import.meta.url))

/** Where the tests save their screenshots: `docs/web` with `DECKLET_WEB_SCREENSHOTS` set (the `screenshots` script), else a temp dir. */
export function screenshotPath(name: string): string {
  const dir = process.env.DECKLET_WEB_SCREENSHOTS ?? fileURLToPath(new URL('../node_modules/.screenshots', import.meta.url))
  mkdirSync(dir, { recursive: true })
  return `${dir}/${name}.png`
}

/** The site and a Chromium, for one test file. */
export interface Harness {
  readonly site: WebServer
  readonly browser: Browser
  close(): Promise<void>
}

export async function startHarness(options: Pick<WebServerOptions, 'turnSeconds' | 'reconnectSeconds' | 'unoRules'> = {}): Promise<Harness> {
  if (!existsSync(`${DIST}/index.html`)) throw new Error('The site is not built: run `vite build` first (the test script does)')
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium`)
  const site = await startWebServer({ port: 0, site: DIST, ...options })
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, timeout: WAIT_MS })
  return {
    site,
    browser,
    async close() {
      await browser.close()
      await site.close()
    },
  }
}

/** A page that records every message it receives from a worker or a WebSocket, and every console error. */
export interface TestPage {
  readonly context: BrowserContext
  readonly page: Page
  /** Console errors and uncaught exceptions of the page. */
  readonly errors: string[]
  /** The messages the page's workers posted to it, in order (structured clones, as JSON). */
  workerMessages(): Promise<unknown[]>
  /** The same, each with the page's `performance.now()` when it arrived. */
  timedWorkerMessages(): Promise<{ at: number; data: unknown }[]>
  /** The binary WebSocket frames the page received, in order (base64). */
  socketFrames(): Promise<string[]>
  /** How many WebSockets the page has opened. */
  socketCount(): Promise<number>
}

// Runs in the page before its scripts: wraps Worker and WebSocket so that every message they deliver is kept.
const RECORDER = `(() => {
  const workerLog = []; const socketLog = []
  Object.defineProperty(window, '__deckletWorkerMessages', { value: workerLog })
  Object.defineProperty(window, '__deckletSocketFrames', { value: socketLog })
  let sockets = 0
  Object.defineProperty(window, '__deckletSocketCount', { get: () => sockets })
  const NativeWorker = window.Worker
  window.Worker = class extends NativeWorker {
    constructor(...args) { super(...args); this.addEventListener('message', (e) => workerLog.push(JSON.stringify({ at: performance.now(), data: e.data }))) }
  }
  const NativeSocket = window.WebSocket
  const toBase64 = (buffer) => { let s = ''; const bytes = new Uint8Array(buffer); for (let i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]); return btoa(s) }
  window.WebSocket = class extends NativeSocket {
    constructor(...args) { super(...args); sockets++; this.addEventListener('message', (e) => { if (e.data instanceof ArrayBuffer) socketLog.push(toBase64(e.data)); else if (typeof e.data === 'string') socketLog.push(btoa(unescape(encodeURIComponent(e.data)))) }) }
  }
})()`

/** Opens a new context (its own storage) and page, 390 px wide when `phone`. */
export async function openPage(browser: Browser, options: { phone?: boolean } = {}): Promise<TestPage> {
  const context = await browser.newContext({ viewport: options.phone === true ? { width: 390, height: 844 } : { width: 1100, height: 900 } })
  context.setDefaultTimeout(WAIT_MS)
  await context.addInitScript(RECORDER)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  const timed = async (): Promise<{ at: number; data: unknown }[]> =>
    (await page.evaluate(() => [...(window as unknown as { __deckletWorkerMessages: string[] }).__deckletWorkerMessages])).map((m) => JSON.parse(m) as { at: number; data: unknown })
  return {
    context,
    page,
    errors,
    workerMessages: async () => (await timed()).map((m) => m.data),
    timedWorkerMessages: timed,
    socketFrames: () => page.evaluate(() => [...(window as unknown as { __deckletSocketFrames: string[] }).__deckletSocketFrames]),
    socketCount: () => page.evaluate(() => (window as unknown as { __deckletSocketCount: number }).__deckletSocketCount),
  }
}

/** The page's turn state (`MY_TURN`, …) and its open request id. */
export async function turnOf(page: Page): Promise<{ state: string; request: string; canAct: boolean; over: boolean }> {
  return page.evaluate(() => {
    const game = document.querySelector('section.game')
    return {
      state: game?.getAttribute('data-turn-state') ?? 'NONE',
      request: game?.getAttribute('data-request') ?? '',
      canAct: game?.getAttribute('data-can-act') === 'true',
      over: document.querySelector('[data-testid="game-over"]') !== null,
    }
  })
}

/** Waits until the page may act on a request other than `previous`, or the game is over. */
export async function waitForMyTurn(page: Page, previous: string | null): Promise<{ request: string; over: boolean }> {
  await page.waitForFunction(
    (prev) => {
      if (document.querySelector('[data-testid="game-over"]') !== null) return true
      const game = document.querySelector('section.game')
      return game?.getAttribute('data-can-act') === 'true' && game.getAttribute('data-request') !== prev
    },
    previous ?? '',
    { timeout: WAIT_MS, polling: 100 },
  )
  const turn = await turnOf(page)
  return { request: turn.request, over: turn.over }
}
