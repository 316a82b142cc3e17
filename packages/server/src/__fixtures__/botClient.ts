import { botRegistry } from '@decklet/bots'
import type { ActionInit, GamePlugin } from '@decklet/core'
import { realScheduler, type Barrier, type DecisionRequest, type PlayerController } from '@decklet/runtime'
import type { TestClient } from './testClient'

/**
 * Plays a seat over the wire with a bot of `@decklet/bots` deciding from what the client received:
 * `ready` after the welcome, `ack` for every barrier, and the bot's answer to each `turn` sent as `act`.
 * Returns a function that stops it.
 */
export function playWithBot(client: TestClient, bot: PlayerController): () => void {
  let stopped = false
  let seen = 0
  const ask = (request: DecisionRequest): void => {
    bot.onRequest(
      request,
      (action: ActionInit) => {
        if (!stopped) client.send('act', { requestId: request.requestId, action: { type: action.type, payload: action.payload } })
        // The verdict comes back as a message (`turn-end` or `rejected`), not here.
        return { accepted: true, action: { ...request.legalActions[0]!, ...action } as never }
      },
      { scheduler: realScheduler },
    )
  }
  const step = (): void => {
    for (; !stopped && seen < client.messages.length; seen++) {
      const { type, payload } = client.messages[seen]!
      if (type === 'welcome') {
        client.send('ready')
        const { request, barrier } = payload as { request: DecisionRequest | null; barrier: Barrier | null }
        if (barrier !== null) client.send('ack', { barrierId: barrier.barrierId })
        if (request !== null) ask(request)
      } else if (type === 'barrier') client.send('ack', { barrierId: (payload as { barrier: Barrier }).barrier.barrierId })
      else if (type === 'turn') ask(payload as DecisionRequest)
      else if (type === 'turn-end') bot.onRequestClosed?.((payload as { requestId: string }).requestId, (payload as { reason: 'answered' }).reason)
    }
  }
  const unlisten = client.listen(step)
  step()
  return () => {
    stopped = true
    unlisten()
    bot.dispose?.()
  }
}

/** A bot of the registry by name (`rule-based`, `random`), for a seat of a game with these plugins. */
export function registryBot(name: string, playerId: string, seed: number, plugins: readonly GamePlugin[], playerIds: readonly string[]): PlayerController {
  return botRegistry[name]!({ playerId, seed, delayMs: 0, options: undefined, pluginIds: plugins.map((p) => p.id), plugins, playerIds })
}
