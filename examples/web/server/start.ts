// `pnpm --filter @decklet/example-web start` (the built site) or `dev` (Vite's dev server, with hot reload):
// the site and a decklet server for its online tables, on loopback. Ctrl-C stops both.
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startWebServer, type WebServerOptions } from './webServer'

const here = fileURLToPath(new URL('..', import.meta.url))
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    dev: { type: 'boolean', default: false },
    port: { type: 'string', default: '5173' },
    host: { type: 'string', default: '127.0.0.1' },
    timeout: { type: 'string', default: '30' },
    smoke: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
if (values.help) {
  console.log(`usage: start [--port 5173] [--host 127.0.0.1] [--timeout 30] [--dev] [--smoke]
  --dev      serve the sources through Vite's dev server (hot reload) instead of dist/
  --timeout  seconds a turn on the online tables
  --smoke    start, check that the page and a new online table answer, then stop (for CI)`)
  process.exit(0)
}

let site: WebServerOptions['site'] = `${here}dist`
let closeVite: (() => Promise<void>) | null = null
if (values.dev) {
  const { createServer } = await import('vite')
  const vite = await createServer({ root: here, server: { middlewareMode: true }, appType: 'spa' })
  site = vite.middlewares
  closeVite = () => vite.close()
}
const server = await startWebServer({ port: values.smoke ? 0 : Number(values.port), host: values.host, site, turnSeconds: Number(values.timeout) })
console.log(`decklet web: ${server.url} (online tables on ws://${values.host}:${server.decklet.port}; Ctrl-C to stop)`)

const stop = async (): Promise<void> => {
  await server.close()
  await closeVite?.()
}
if (values.smoke) {
  const page = await fetch(server.url)
  const html = await page.text()
  const table = await fetch(new URL('api/tables', server.url), { method: 'POST', body: JSON.stringify({ game: 'uno', humans: 2 }) })
  const created = (await table.json()) as { roomId?: string; seats?: { ticket: string | null }[] }
  await stop()
  const ok = page.ok && html.includes('<div id="app">') && table.ok && typeof created.roomId === 'string' && created.seats?.filter((s) => s.ticket !== null).length === 2
  console.log(ok ? `smoke test: the page and a new UNO table (${created.roomId}) answered` : 'smoke test FAILED')
  process.exit(ok ? 0 : 1)
}
process.once('SIGINT', () => void stop().then(() => process.exit(0)))
process.once('SIGTERM', () => void stop().then(() => process.exit(0)))
