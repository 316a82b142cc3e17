// The README's examples, run as they are written there (with a virtual clock where noted).
import { GameEngine } from '@decklet/core'
import { DrawPlugin } from '@decklet/plugin-draw'
import { SimpleGamePlugin } from '@decklet/plugin-simple-game'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { TurnPlugin } from '@decklet/plugin-turn'
import { expect, it } from 'vitest'
import { GameSession, HumanController, RandomBotController, VirtualScheduler, createTurnStore } from './index'

it('runs the quick example: a human seat and a bot, in virtual time', async () => {
  const log: string[] = []
  const engine = new GameEngine({ seed: 7 }).use(StandardDeckPlugin).use(TurnPlugin).use(DrawPlugin).use(SimpleGamePlugin)
  engine.createGame({ players: [{ id: 'ann', name: 'Ann' }, { id: 'bot', name: 'Bot' }] })

  const time = new VirtualScheduler() // leave `scheduler` out to use the real clock
  const session = new GameSession({
    engine,
    scheduler: time,
    turnTimeoutMs: 10_000,
    waitForReady: false,
    controllers: {
      // Ann's requests would go to her screen; she never answers, so the game's default plays for her.
      ann: new HumanController({ send: (message) => log.push(`to Ann: ${message.type}`) }),
      bot: new RandomBotController({ seed: 1, delayMs: 800 }),
    },
  })
  session.on((event) => {
    if (event.type === 'action') log.push(`${event.action.playerId} ${event.action.type} (${event.source})`)
    if (event.type === 'game-over') log.push(`winner: ${event.result.winnerIds.join(', ')}`)
  })
  const done = session.start()
  time.runAll() // with real time: just await
  const result = await done

  expect(result.status).toBe('finished')
  expect(log).toContain('ann PLAY_CARD (timeout)')
  expect(log.at(-1)).toMatch(/^winner: (ann|bot)$/)
})

it('runs the client example', () => {
  const store = createTurnStore({ playerId: 'ann' })
  store.receive({ type: 'turn', requestId: 'r1', playerId: 'ann', turn: 1, deadline: 10_000, timeoutMs: 10_000, remainingMs: 10_000, request: { requestId: 'r1', view: { players: {} } } as never })
  expect(store.getSnapshot()).toMatchObject({ state: 'MY_TURN', canAct: true })
})
