import { compareSeats, type GameState } from '@decklet/core'
import { formatCard, parseCard } from '@decklet/plugin-poker'
import { getHoldemState, type HandSummary } from './state'

const STRUCTURE_NAMES = { 'no-limit': 'No Limit', 'pot-limit': 'Pot Limit', 'fixed-limit': 'Limit' } as const
const BLIND_NAMES = { ante: 'the ante', 'small-blind': 'small blind', 'big-blind': 'big blind', straddle: 'straddle' } as const

const cards = (ids: readonly string[]): string => `[${ids.map((id) => formatCard(parseCard(id))).join(' ')}]`

/**
 * The last hand (or `hand`, a summary kept from `holdem.lastHand`) as a hand history in the style poker
 * players know: the seats and stacks, the blinds, each street with its cards and actions, the showdown
 * (winning hands shown, the others mucked), the pots and what each player collected. Only public
 * information: hole cards appear only for hands shown at showdown. Returns `''` before the first hand ends.
 *
 * @example
 * console.log(formatHandHistory(engine.getState()))
 * // Hand #1: Hold'em No Limit (1/2)
 * // Seat 1: Ann (200 in chips) [button]
 * // …
 */
export function formatHandHistory(state: GameState, hand?: HandSummary): string {
  const t = getHoldemState(state)
  const h = hand ?? t.lastHand
  if (h === null) return ''
  // Summaries from 1.0.0 have no seats and names: the players' records give them (until a player leaves).
  const name = (id: string): string => h.names?.[id] ?? state.players[id]?.name ?? id
  const seat = (id: string): number | undefined => h.seats?.[id] ?? state.players[id]?.seat
  const o = t.options
  const game = o.variant === 'omaha' ? `Omaha${o.hiLo ? ' Hi/Lo' : ''}` : "Hold'em"
  const lines = [`Hand #${h.handNumber}: ${game} ${STRUCTURE_NAMES[o.structure]} (${o.smallBlind}/${o.bigBlind}${o.ante > 0 ? ` ante ${o.ante}` : ''})`]
  const bySeat = [...h.players].sort((a, b) => compareSeats({ id: a, seat: seat(a) ?? 0 }, { id: b, seat: seat(b) ?? 0 }))
  for (const id of bySeat) lines.push(`Seat ${seat(id) ?? '?'}: ${name(id)} (${h.startStacks[id]} in chips)${id === h.button ? ' [button]' : ''}`)
  let dealt = false
  // The bet to match on the current street: pre-flop the big blind, also when its player could post only part of it.
  let highest = o.bigBlind
  for (const entry of h.log) {
    if (entry.kind === 'post') {
      lines.push(`${name(entry.playerId)}: posts ${BLIND_NAMES[entry.blind]} ${entry.amount}${entry.allIn ? ' and is all-in' : ''}`)
      if (entry.blind === 'straddle') highest = Math.max(highest, entry.amount)
      continue
    }
    if (!dealt) {
      lines.push('*** HOLE CARDS ***')
      dealt = true
    }
    if (entry.kind === 'street') {
      lines.push(`*** ${entry.street.toUpperCase()} *** ${cards(entry.cards)}`)
      highest = 0
      continue
    }
    const who = name(entry.playerId)
    const allIn = entry.allIn ? ' and is all-in' : ''
    if (entry.action === 'FOLD') lines.push(`${who}: folds`)
    else if (entry.action === 'CHECK') lines.push(`${who}: checks`)
    else if (entry.to <= highest) lines.push(`${who}: calls ${entry.put}${allIn}`)
    else if (highest === 0) lines.push(`${who}: bets ${entry.put}${allIn}`)
    else lines.push(`${who}: raises ${entry.to - highest} to ${entry.to}${allIn}`)
    highest = Math.max(highest, entry.to)
  }
  if (!h.uncontested) {
    lines.push('*** SHOWDOWN ***')
    for (const id of h.players) {
      const shown = h.shown[id]
      if (shown) lines.push(`${name(id)}: shows ${cards(shown.cards)} (${shown.description})`)
      else if (h.log.some((e) => e.kind === 'action' && e.playerId === id && e.action === 'FOLD') === false) lines.push(`${name(id)}: mucks hand`)
    }
  }
  // The pots hold called chips only: what nobody called was given back before they were built.
  const uncalled = h.uncalled ?? null
  if (uncalled !== null) lines.push(`Uncalled bet (${uncalled.amount}) returned to ${name(uncalled.playerId)}`)
  const pots = h.pots
  let total = 0
  pots.forEach((pot, i) => {
    const potName = pots.length === 1 ? 'the pot' : i === 0 ? 'the main pot' : `side pot ${i}`
    for (const [id, chips] of Object.entries(pot.won)) lines.push(`${name(id)} collected ${chips} from ${potName}`)
    total += pot.amount
  })
  lines.push('*** SUMMARY ***')
  const parts = pots.length > 1 ? ` (main pot ${pots[0]!.amount}${pots.slice(1).map((p, i) => `, side pot ${i + 1} ${p.amount}`).join('')})` : ''
  lines.push(`Total pot ${total}${parts}${h.board.length > 0 ? ` | Board ${cards(h.board)}` : ''}`)
  for (const id of bySeat) {
    const net = h.net[id] ?? 0
    lines.push(`${name(id)}: ${net > 0 ? `won ${net}` : net < 0 ? `lost ${-net}` : 'even'}`)
  }
  return lines.join('\n')
}
