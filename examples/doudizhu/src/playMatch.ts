import { GameEngine, ReplayEngine, compareStates, createAction, type GameEvent } from '@decklet/core'
import { createDoudizhuPlugins, getDoudizhuState, type DealResult, type DoudizhuOptions, type Rank } from '@decklet/plugin-doudizhu'
import { greedyBot, type Bot } from './bots'

const PLAYERS = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }, { id: 'cy', name: 'Cy' }]

/** One line for an event of the game, or `null` for those the log skips. */
export function describeEvent(event: GameEvent): string | null {
  const p = event.payload as Record<string, unknown>
  switch (event.type) {
    case 'DEAL_STARTED': return `— deal ${String(p.deal)}${p.redeal ? ` (redeal ${String(p.redeal)})` : ''}, ${String(p.firstBidder)} bids first`
    case 'BID_MADE': return `  ${String(p.playerId)} bids ${String(p.amount ?? p.call)}`
    case 'BID_PASSED': return `  ${String(p.playerId)} does not bid`
    case 'BIDDING_FAILED': return '  nobody bids: redeal'
    case 'LANDLORD_CHOSEN': return `  ${String(p.landlordId)} is the landlord (×${String(p.multiplier)}), kitty ${(p.kittyRanks as Rank[]).join(' ')}`
    case 'CARDS_PLAYED': return `  ${String(p.playerId)}: ${(p.ranks as Rank[]).join(' ')} (${String(p.kind)}, ${String(p.remaining)} left)`
    case 'PLAYER_PASSED': return `  ${String(p.playerId)}: pass`
    case 'DEAL_ENDED': {
      const r = p as unknown as DealResult & { scores: Record<string, number> }
      const extra = [r.bombs ? `${r.bombs} bomb(s)` : '', r.spring ? 'spring' : '', r.antiSpring ? 'anti-spring' : ''].filter(Boolean).join(', ')
      return `  the ${r.winner} win${r.winner === 'landlord' ? 's' : ''}, stake ${r.stake}${extra ? ` (${extra})` : ''}; totals ${JSON.stringify(r.scores)}`
    }
    case 'MATCH_ENDED': return `match over: ${(p.winnerIds as string[]).join(' and ')} ahead`
    default: return null
  }
}

export interface MatchOutcome {
  readonly results: readonly DealResult[]
  readonly scores: Readonly<Record<string, number>>
  readonly lines: readonly string[]
  /** Whether replaying the JSON record reached the identical final state. */
  readonly replayed: boolean
}

/** Plays a match between bots (the greedy bot by default), logging each event, then replays its record. */
export function playMatch(seed: number, options: DoudizhuOptions = { deals: 3 }, bot: Bot = greedyBot, log: (line: string) => void = () => {}): MatchOutcome {
  const lines: string[] = []
  const engine = new GameEngine({ seed })
  const plugins = createDoudizhuPlugins(options)
  for (const plugin of plugins) engine.use(plugin)
  engine.subscribeAll((event) => {
    const line = describeEvent(event)
    if (line !== null) { lines.push(line); log(line) }
  })
  engine.createGame({ players: PLAYERS }).start()
  for (let steps = 0; engine.getState().status !== 'finished'; steps++) {
    if (steps > 10_000) throw new Error('the match does not end')
    const state = engine.getState()
    const result = engine.dispatch(createAction(bot(state, state.currentPlayerId!, engine)))
    if (!result.ok) throw new Error(`bot action refused: ${result.denyCode ?? String(result.error)}`)
  }
  const record = JSON.parse(JSON.stringify(engine.exportRecord()))
  const { state } = ReplayEngine.replayRecord(record, createDoudizhuPlugins(options))
  const v = getDoudizhuState(engine.getState())
  return { results: v.results, scores: v.scores, lines, replayed: compareStates(state, engine.getState()).equal }
}
