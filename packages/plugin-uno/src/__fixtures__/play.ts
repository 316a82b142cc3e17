import { SeededRandomProvider, createAction, playerIdsBySeat, type Action, type GameEngine, type GameEvent } from '@decklet/core'
import { DISCARD_PILE, handZoneId } from '../state'

/** Every legal action of every player, by seat. */
export function allLegalActions(engine: GameEngine): Action[] {
  return playerIdsBySeat(engine.getState()).flatMap((id) => engine.getLegalActions(id))
}

/** The ids of cards `viewer` may not see now. */
export function hiddenFrom(engine: GameEngine, viewer: string): Set<string> {
  const state = engine.getState()
  const hidden = new Set<string>()
  for (const zone of Object.values(state.zones)) {
    if (zone.id === DISCARD_PILE || zone.id === handZoneId(viewer)) continue
    for (const id of zone.cards) hidden.add(id)
  }
  return hidden
}

/** Throws when a view or an event a player received names a card hidden from them. */
export function checkNoLeak(engine: GameEngine, events: Record<string, GameEvent[]>, before: Record<string, Set<string>>): void {
  const state = engine.getState()
  const shown = (state.variables.uno as { shown: { viewer: string; cards?: string[] } | null } | undefined)?.shown
  for (const viewer of Object.keys(state.players)) {
    const hidden = hiddenFrom(engine, viewer)
    if (shown && shown.viewer === viewer) for (const id of shown.cards ?? []) hidden.delete(id)
    const view = JSON.stringify(engine.getPlayerView(viewer))
    const heard = JSON.stringify(events[viewer] ?? [])
    // A card played in the open may be named, even if a new deal then hides it again.
    const newHand = (events[viewer] ?? []).some((e) => e.type === 'UNO_HAND_STARTED')
    for (const e of events[viewer] ?? []) {
      const payload = e.payload as { cardIds?: string[]; playerId?: string; viewer?: string } | null
      if (payload?.cardIds === undefined) continue
      const own = (e.type === 'UNO_CARDS_DRAWN' && payload.playerId === viewer) || (e.type === 'UNO_HAND_SHOWN' && payload.viewer === viewer)
      if (!own) throw new Error(`${viewer} received the cards of ${JSON.stringify(e)}`)
    }
    const played = new Set((events[viewer] ?? []).filter((e) => e.type === 'UNO_CARD_PLAYED').map((e) => (e.payload as { cardId: string }).cardId))
    for (const id of hidden) {
      if (view.includes(`"${id}"`)) throw new Error(`${viewer}'s view shows hidden card ${id}`)
      if (heard.includes(`"${id}"`) && !newHand && before[viewer]?.has(id) && !played.has(id)) throw new Error(`${viewer} heard of hidden card ${id}: ${heard.slice(Math.max(0, heard.indexOf(id) - 300), heard.indexOf(id) + 100)}`)
    }
  }
  const spectator = JSON.stringify(engine.getPlayerView(null))
  for (const zone of Object.values(state.zones)) {
    if (zone.id === DISCARD_PILE) continue
    for (const id of zone.cards) if (spectator.includes(`"${id}"`)) throw new Error(`the spectator sees ${id}`)
  }
}

export interface PlayOptions {
  seed: number
  maxSteps?: number
  /** Check views and events for leaks after every step. */
  leaks?: boolean
  /** Prefer playing a card to drawing (a bot, not uniform random). */
  preferPlay?: boolean
  onStep?: (action: Action) => void
}

/** Plays random legal actions until the game ends. Returns the number of actions. */
export function playRandomly(engine: GameEngine, options: PlayOptions): number {
  const random = new SeededRandomProvider(options.seed)
  const events: Record<string, GameEvent[]> = {}
  const players = Object.keys(engine.getState().players)
  if (options.leaks) for (const p of players) engine.subscribeAll((e) => void (events[p] ??= []).push(e), { viewer: p })
  let steps = 0
  while (engine.getState().status === 'playing' && steps < (options.maxSteps ?? 100_000)) {
    let legal = allLegalActions(engine)
    if (legal.length === 0) throw new Error('nobody can act')
    if (options.preferPlay) {
      const plays = legal.filter((a) => a.type !== 'DRAW' && a.type !== 'PASS')
      if (plays.length > 0 && legal.some((a) => a.type === 'DRAW' || a.type === 'PASS')) legal = plays
    }
    const action = random.pick(legal)
    const before: Record<string, Set<string>> = {}
    if (options.leaks) for (const p of players) {
      before[p] = hiddenFrom(engine, p)
      events[p] = []
    }
    const result = engine.dispatch(createAction(action))
    if (!result.ok) throw new Error(`legal action refused: ${JSON.stringify(action)} ${result.denyCode} ${String(result.error)}`)
    options.onStep?.(action)
    if (options.leaks) checkNoLeak(engine, events, before)
    steps++
  }
  return steps
}
