import type { ActionInit } from '@decklet/core'
import type { DecisionRequest } from '@decklet/runtime'
import type { TestClient } from './testClient'

/** Chooses the answer to a request (`null`: stay silent, the turn times out). */
export type Chooser = (request: DecisionRequest) => ActionInit | null

/** The first legal action. */
export const firstLegal: Chooser = (request) => {
  const action = request.legalActions[0]
  return action === undefined ? null : { type: action.type, payload: action.payload }
}

/** A seeded random legal action (a small LCG: the test's own randomness, independent of the game's). */
export function randomLegal(seed: number): Chooser {
  let s = seed >>> 0 || 1
  return (request) => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0
    const action = request.legalActions[s % Math.max(1, request.legalActions.length)]
    return action === undefined ? null : { type: action.type, payload: action.payload }
  }
}

/**
 * A seeded random legal action that plays a card whenever one may be played (an action whose type has `PLAY`),
 * as people do: uniform random legal play draws as often as it plays, and a UNO game of it can run to a
 * thousand actions.
 */
export function randomPlay(seed: number): Chooser {
  const random = randomLegal(seed)
  return (request) => {
    const plays = request.legalActions.filter((a) => a.type.includes('PLAY'))
    return random(plays.length > 0 ? { ...request, legalActions: plays } : request)
  }
}

/**
 * Plays a seat from its messages: `ready` after the welcome, `ack` for each barrier, an answer to each
 * `turn`. Returns a function that stops it.
 */
export function autoplay(client: TestClient, choose: Chooser): () => void {
  let stopped = false
  let seen = 0
  const step = (): void => {
    if (stopped) return
    for (; seen < client.messages.length; seen++) {
      const { type, payload } = client.messages[seen]!
      if (type === 'welcome') {
        client.send('ready')
        const { request, barrier } = payload as { request: DecisionRequest | null; barrier: { barrierId: string } | null }
        if (barrier !== null) client.send('ack', { barrierId: barrier.barrierId })
        if (request !== null) answer(request)
      } else if (type === 'barrier') {
        client.send('ack', { barrierId: (payload as { barrier: { barrierId: string } }).barrier.barrierId })
      } else if (type === 'turn') {
        answer(payload as DecisionRequest)
      }
    }
  }
  const answer = (request: DecisionRequest): void => {
    const action = choose(request)
    if (action !== null) client.send('act', { requestId: request.requestId, action })
  }
  const unlisten = client.listen(step)
  step()
  return () => {
    stopped = true
    unlisten()
  }
}
