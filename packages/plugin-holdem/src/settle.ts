import { playerHandZoneId, type StateDraft } from '@decklet/core'
import type { ResolverApi } from '@decklet/plugin-poker'
import { moveAll, putTable } from './hand'
import type { PlayerLeftPayload, PotAwardedPayload, ShowdownPayload } from './events'
import { buildPots } from './pots'
import { BOARD_ZONE_ID, holdemVariable, MUCK_ZONE_ID, shallowTable, type HandSummary, type HoldemState, type PotResult } from './state'
import { liveIn } from './tableQueries'

/**
 * The chips nobody called: the player who put in the most, and what they put in above the next largest amount
 * (folded players' chips count: they were called before the fold); `null` when two or more put in the most.
 */
function uncalledChips(committed: Readonly<Record<string, number>>): HandSummary['uncalled'] {
  let top = ''
  let most = 0
  let next = 0
  for (const id in committed) {
    const n = committed[id]!
    if (n > most) {
      next = most
      most = n
      top = id
    } else if (n > next) next = n
  }
  return most > next ? { playerId: top, amount: most - next } : null
}

/**
 * Ends the hand: gives back the chips nobody called, builds the main and side pots, shows down through the
 * poker-rules Resolver (odd chips to the first seat left of the button), pays the winners, shows the winning hands
 * and those of players who asked to (`SHOW`), mucks the others unseen, and lets players who asked to leave go. An
 * uncontested pot goes to the last player without a showdown, and nothing is shown. Works on the plugin's draft,
 * reset on the state to settle; the caller commits it and emits its events. @internal
 */
export function settleHand(d: StateDraft, resolver: ResolverApi): void {
  const state = d.base
  const t = shallowTable(holdemVariable.require(state))
  t.stacks = { ...t.stacks }
  const live = liveIn(t) // in order from the first seat left of the button
  const uncalled = uncalledChips(t.committed)
  let committed = t.committed
  if (uncalled !== null) {
    committed = { ...committed, [uncalled.playerId]: committed[uncalled.playerId]! - uncalled.amount }
    t.stacks[uncalled.playerId] = t.stacks[uncalled.playerId]! + uncalled.amount
  }
  const pots = buildPots(committed, live)
  const board = [...d.cards(BOARD_ZONE_ID)]
  const payouts: Record<string, number> = {}
  const potResults: PotResult[] = []
  const shown: HandSummary['shown'] = {}
  if (live.length === 1) {
    const winner = live[0]!
    const amount = pots.reduce((s, p) => s + p.amount, 0)
    payouts[winner] = amount
    potResults.push({ amount, eligible: [winner], won: { [winner]: amount } })
  } else {
    const holes = live.map((id) => state.zones[playerHandZoneId(id)]!.cards)
    const result = resolver.resolve({
      board,
      holes,
      variant: t.options.variant,
      hiLo: t.options.hiLo,
      pots: pots.map((p) => ({ amount: p.amount, eligible: p.eligible.map((id) => live.indexOf(id)) })),
      oddChipOrder: live.map((_, i) => i),
    })
    // Players who asked to show do so win or lose; a pot contested by two or more is won by showing.
    const showing = new Set<string>(t.showing)
    result.pots!.forEach((pot, i) => {
      const won: Record<string, number> = {}
      pot.payouts.forEach((chips, j) => {
        if (chips > 0) won[live[j]!] = chips
        // Chips coming back uncalled are not won by showing.
        if (chips > 0 && pot.eligible.length > 1) showing.add(live[j]!)
      })
      potResults.push({ amount: pots[i]!.amount, eligible: pots[i]!.eligible, won })
    })
    live.forEach((id, j) => (payouts[id] = result.payouts![j]!))
    for (const id of live) {
      const zoneId = playerHandZoneId(id)
      const cards = d.cards(zoneId)
      if (showing.has(id)) {
        d.revealCards(zoneId)
        const j = live.indexOf(id)
        const low = result.low?.hands[j]
        shown[id] = { cards: [...cards], description: result.hands[j]!.description + (low && result.low!.winners.includes(j) ? `; low ${low.description}` : '') }
      } else {
        moveAll(d, zoneId, MUCK_ZONE_ID)
      }
    }
    d.emit({ type: 'SHOWDOWN', payload: { board, shown } satisfies ShowdownPayload })
  }
  const net: Record<string, number> = {}
  const seats: Record<string, number> = {}
  const names: Record<string, string> = {}
  for (const id of t.inHand) {
    t.stacks[id] = (t.stacks[id] ?? 0) + (payouts[id] ?? 0)
    net[id] = (payouts[id] ?? 0) - (committed[id] ?? 0)
    const player = state.players[id]
    seats[id] = player?.seat ?? 0
    names[id] = player?.name ?? id
  }
  for (const pot of potResults) d.emit({ type: 'POT_AWARDED', payload: { amount: pot.amount, eligible: pot.eligible, won: pot.won } satisfies PotAwardedPayload })
  const summary: HandSummary = {
    handNumber: t.handNumber,
    uncontested: live.length === 1,
    board,
    pots: potResults,
    net,
    shown,
    button: t.button!,
    players: [...t.inHand],
    startStacks: t.startStacks,
    seats,
    names,
    uncalled,
    log: t.log,
  }
  t.log = []
  t.committed = {}
  t.bets = {}
  t.acted = {}
  t.showing = []
  t.currentBet = 0
  t.toAct = null
  t.street = 'waiting'
  t.lastHand = summary
  d.emit({ type: 'HAND_ENDED', payload: summary as unknown as Record<string, never> })
  const leaving = t.leaving
  for (const id of leaving) leaveTable(d, t, id)
  if (leaving.length > 0) t.leaving = []
  putTable(d, t)
}

/**
 * Takes a player off the table with their stack (`t` is a copy whose `stacks` record may be changed): the cards
 * still in their hand (a hand won, shown or not) go to the muck, their hand zone goes, and they are removed from
 * the game's players, which frees their seat (core keeps seats unique among the players of a game). @internal
 */
export function leaveTable(d: StateDraft, t: HoldemState, id: string): void {
  const stack = t.stacks[id] ?? 0
  t.seats = t.seats.filter((s) => s !== id)
  delete t.stacks[id]
  t.totalChips -= stack
  t.cashedOut += stack
  const zoneId = playerHandZoneId(id)
  if (d.hasZone(zoneId)) {
    moveAll(d, zoneId, MUCK_ZONE_ID)
    d.removeZone(zoneId)
  }
  if (Object.hasOwn(d.base.players, id)) d.removePlayer(id)
  d.emit({ type: 'PLAYER_LEFT', playerId: id, payload: { playerId: id, stack } satisfies PlayerLeftPayload })
}
