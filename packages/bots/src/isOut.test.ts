// The out checks of the built-in games, with real games: a Hold'em player who busts goes OUT in the runtime's
// client turn store (fed by the worker protocol), even when a request of theirs is open.
import { GameEngine, OUT_STATUSES, type Action, type PlayerView } from '@decklet/core'
import * as holdem from '@decklet/plugin-holdem'
import * as poker from '@decklet/plugin-poker'
import * as standardDeck from '@decklet/plugin-standard-deck'
import { PROTOCOL_VERSION, VirtualScheduler, createTurnStore, messageFor, serveSession, type GameSpec, type TurnState, type WorkerMessage } from '@decklet/runtime'
import { describe, expect, it } from 'vitest'
import { botRegistry, doudizhuIsOut, doudizhuPolicy, holdemIsOut, simpleGameIsOut, unoIsOut, unoPolicy, type BotPolicy } from './index'
import { doudizhuEngine, unoEngine } from './testSupport'
import { askOrder } from './askOrder'

const HOLDEM_OPTIONS = { smallBlind: 1, bigBlind: 2, startingStack: 20, maxHands: 200 }
const holdemTable = (view: PlayerView) => view.variables.holdem as unknown as holdem.HoldemState

function holdemEngine(seed: number): GameEngine {
  return new GameEngine({ seed, clock: () => 0 })
    .use(standardDeck.StandardDeckPlugin)
    .use(poker.PokerRulesPlugin)
    .use(holdem.createHoldemPlugin(HOLDEM_OPTIONS))
    .createGame({ players: ['p1', 'p2', 'p3'].map((id) => ({ id, name: id })) })
    .start()
}

/** What a player sees: their own view, or the spectator's once the game removed them (Hold'em's LEAVE). */
const viewOf = (engine: GameEngine, playerId: string): PlayerView =>
  engine.getPlayerView(Object.hasOwn(engine.getState().players, playerId) ? playerId : null)

/** Plays `engine` with each player's default (check, else fold) until `stop` holds. */
function playDefaults(engine: GameEngine, stop: () => boolean): void {
  for (let i = 0; i < 500 && !stop(); i++) {
    const current = engine.getState().currentPlayerId!
    engine.dispatch(engine.getDefaultAction(current) as Action)
  }
  if (!stop()) throw new Error('never happened')
}

describe('holdemIsOut', () => {
  it('a player with chips, or all in during a hand, is in; one who left the table is out', () => {
    const engine = holdemEngine(4)
    const first = engine.getState().currentPlayerId!
    expect(holdemIsOut(engine.getPlayerView(first), first)).toBe(false)
    engine.dispatch({ type: 'ALL_IN', playerId: first } as Action)
    const allIn = engine.getPlayerView(first)
    expect(holdemTable(allIn).stacks[first]).toBe(0)
    expect(holdemIsOut(allIn, first)).toBe(false) // no chips behind, but still in the hand

    const other = holdemEngine(5)
    const folder = other.getState().currentPlayerId!
    other.dispatch({ type: 'FOLD', playerId: folder } as Action)
    other.dispatch({ type: 'LEAVE', playerId: folder } as Action) // at the end of the hand
    expect(holdemIsOut(viewOf(other, folder), folder)).toBe(false)
    const hand = holdemTable(viewOf(other, folder)).handNumber
    playDefaults(other, () => holdemTable(viewOf(other, folder)).handNumber > hand)
    expect(holdemTable(viewOf(other, folder)).seats).not.toContain(folder)
    expect(holdemIsOut(viewOf(other, folder), folder)).toBe(true)
  })
})

describe('unoIsOut, doudizhuIsOut, simpleGameIsOut', () => {
  it('nobody is eliminated: whole UNO and Dou Dizhu games never put anyone out; a status that says so still counts', () => {
    const players = ['a', 'b', 'c'].map((id) => ({ id, name: id }))
    const games: [GameEngine, (view: PlayerView, id: string) => boolean, BotPolicy][] = [
      [unoEngine({ seed: 2, players, lineup: 0, game: 0 }), unoIsOut, unoPolicy],
      [doudizhuEngine({ seed: 2, players, lineup: 0, game: 0 }), doudizhuIsOut, doudizhuPolicy],
    ]
    for (const [engine, isOut, policy] of games) {
      for (let i = 0; i < 5_000 && engine.getState().status === 'playing'; i++) {
        for (const { id } of players) expect(isOut(engine.getPlayerView(id), id)).toBe(false)
        // As the tournament does: those who may act, the other players first (an UNO call is heard), the current player last.
        for (const playerId of askOrder(engine, engine.getState().currentPlayerId)) {
          const legalActions = engine.getLegalActions(playerId)
          const action = legalActions.length === 0 ? null : policy({ playerId, legalActions, view: engine.getPlayerView(playerId) } as never)
          if (action !== null && engine.dispatch({ ...action, playerId } as Action).ok) break
        }
      }
      expect(engine.getState().status).toBe('finished')
      // Those who did not win are not "out" either: the game is over, which the store shows as gameOver.
      for (const { id } of players) expect(isOut(engine.getPlayerView(id), id)).toBe(false)
    }
    const view = { players: { a: { id: 'a', name: 'a', seat: 1, status: 'finished' } } } as unknown as PlayerView
    expect(simpleGameIsOut(view, 'a')).toBe(true) // a status that says so still counts
  })

  it("every game's check counts each of core's OUT_STATUSES, and no other status", () => {
    const withStatus = (status: string) => ({ players: { a: { id: 'a', name: 'a', seat: 1, status } }, variables: {} }) as unknown as PlayerView
    for (const check of [holdemIsOut, unoIsOut, doudizhuIsOut, simpleGameIsOut]) {
      for (const status of OUT_STATUSES) expect(check(withStatus(status), 'a'), `${check.name} ${status}`).toBe(true)
      expect(check(withStatus('active'), 'a'), `${check.name} active`).toBe(false)
    }
  })
})

describe('a busted Hold\'em player\'s turn store', () => {
  it('goes OUT when the player busts while the game goes on, fed by the worker protocol, and OUT wins over MY_TURN', async () => {
    // The session behind an in-memory port, in virtual time: p1 is remote (answered here, all in whenever it
    // may: it busts or wins fast), p2 (random) and p3 (the Hold'em rule bot) are bots inside the "worker".
    // With this seed p1 busts in the third hand and the other two play on.
    const time = new VirtualScheduler()
    let deliver: ((message: unknown) => void) | null = null
    const store = createTurnStore({ playerId: 'p1', isOut: holdemIsOut })
    const plain = createTurnStore({ playerId: 'p1' }) // the default check: status only
    const states: { state: TurnState; stack: number; over: boolean }[] = []
    const received: WorkerMessage[] = []
    // The game is loaded asynchronously: wait for its first answer, however long a busy machine takes.
    let answered = () => {}
    const loaded = new Promise<void>((resolve) => (answered = resolve))
    serveSession(
      {
        postMessage(message) {
          const mine = messageFor(JSON.parse(JSON.stringify(message)) as WorkerMessage, 'p1')
          if (mine === null) return
          received.push(mine)
          if (mine.type === 'game-init' || mine.type === 'error') answered()
          store.receive(mine)
          plain.receive(mine)
          const view = store.getSnapshot().view
          if (view !== null) states.push({ state: store.getSnapshot().state, stack: holdemTable(view).stacks.p1 ?? 0, over: view.status !== 'playing' })
          if (mine.type === 'turn' && mine.request !== undefined) {
            const legal = mine.request.legalActions
            const action = legal.find((a) => a.type === 'ALL_IN') ?? legal.find((a) => a.type === 'CALL') ?? legal.find((a) => a.type === 'CHECK') ?? legal[0]!
            const operation = { type: 'operation', requestId: mine.requestId, playerId: 'p1', action: { type: action.type, payload: action.payload } }
            time.setTimeout(() => deliver?.(operation), 300)
          }
        },
        onMessage: (handler) => ((deliver = handler), () => (deliver = null)),
      },
      { scheduler: time, modules: { deck: standardDeck, poker, holdem }, bots: botRegistry },
    )
    const game: GameSpec = {
      plugins: [{ module: 'deck', export: 'StandardDeckPlugin' }, { module: 'poker', export: 'PokerRulesPlugin' }, { module: 'holdem', export: 'createHoldemPlugin', options: HOLDEM_OPTIONS }],
      players: ['p1', 'p2', 'p3'].map((id) => ({ id, name: id })),
      seed: 3,
      seats: { p2: { kind: 'bot', bot: 'random', seed: 2, delayMs: 500 }, p3: { kind: 'bot', bot: 'holdem', delayMs: 500 } },
      session: { waitForReady: false, turnTimeoutMs: 10_000, heartbeatMs: 0 },
    }
    deliver!({ type: 'load-game', protocol: PROTOCOL_VERSION, game })
    await loaded
    time.runAll()
    expect(received.at(-1)?.type).toBe('game-over')

    const busted = states.findIndex((s) => s.state === 'OUT')
    expect(busted).toBeGreaterThan(0)
    expect(states.slice(0, busted).every((s) => s.state !== 'OUT')).toBe(true)
    // p1 busted with the game still on (p2 and p3 played on), and stayed out to the end.
    expect(states[busted]).toMatchObject({ stack: 0, over: false })
    expect(states.slice(busted).every((s) => s.state === 'OUT')).toBe(true)
    expect(states.slice(busted).some((s) => !s.over && s !== states[busted])).toBe(true)
    // Without the game's check the store never knew: the plugin sets no player status.
    expect(plain.getSnapshot().state).toBe('WAITING_TURN')
    const bustedView = store.getSnapshot().view!

    // OUT wins over MY_TURN: a request of p1's arrives (say, re-sent after a resume) while its view says busted.
    const turn = received.find((m): m is Extract<WorkerMessage, { type: 'turn' }> => m.type === 'turn' && m.request !== undefined)!
    const again = createTurnStore({ playerId: 'p1', isOut: holdemIsOut })
    again.receive(turn)
    expect(again.getSnapshot()).toMatchObject({ state: 'MY_TURN', canAct: true })
    again.receive({ type: 'view-update', playerId: 'p1', view: bustedView, events: [] })
    expect(again.getSnapshot()).toMatchObject({ state: 'OUT', canAct: false, request: { requestId: turn.requestId } })
    const byStatus = createTurnStore({ playerId: 'p1' })
    byStatus.receive(turn)
    byStatus.receive({ type: 'view-update', playerId: 'p1', view: bustedView, events: [] })
    expect(byStatus.getSnapshot()).toMatchObject({ state: 'MY_TURN', canAct: true }) // what the default check makes of it
    const bustedRequest = createTurnStore({ playerId: 'p1', isOut: holdemIsOut })
    bustedRequest.receive({ ...turn, request: { ...turn.request!, view: bustedView } })
    expect(bustedRequest.getSnapshot()).toMatchObject({ state: 'OUT', canAct: false })
  })
})
