import type { WorkerMessage } from '../worker/protocol'
import type { WorkerHost } from '../worker/workerHost'

/**
 * Records every message `host` receives from its worker. `until` resolves as soon as a message makes
 * `predicate` true and rejects when the host ends first: it waits for the worker's messages, never for a
 * time, so a slow, busy machine only takes longer (vitest's timeout is the safety net).
 */
export function recordHostMessages(host: WorkerHost) {
  const messages: WorkerMessage[] = []
  const checks = new Set<() => void>()
  host.on((message) => {
    messages.push(message)
    for (const check of [...checks]) check()
  })
  const until = (what: string, predicate: () => boolean): Promise<void> =>
    new Promise((resolve, reject) => {
      const check = () => {
        if (!predicate()) return
        checks.delete(check)
        resolve()
      }
      checks.add(check)
      check()
      const ended = (how: string) => () => {
        checks.delete(check)
        reject(new Error(`never happened: ${what} (the host ${how} first, after ${messages.map((m) => m.type).join(', ')})`))
      }
      host.done.then(ended('finished the game'), ended('failed'))
    })
  return { messages, until }
}
