import { isOut, playerIdsBySeat, type PlayerView } from '@decklet/core'
import type { Voice } from './narrate'
import { squareAt } from './plugin/board'
import { netWorth } from './plugin/money'
import { getEstates, ownedBy } from './plugin/state'

/** The question for an offer, with the cash the player has and the seconds they have to answer. */
export function offerQuestion(offer: { readonly name: string; readonly price: number }, cash: number, seconds: number): string {
  return `Buy ${offer.name} for ${offer.price}? You have ${cash}. [y/N] (${Math.round(seconds)} s) `
}

/** Whether an answer to an offer buys: `y` or `yes`; anything else (Enter included) declines. */
export function answersYes(line: string): boolean {
  const text = line.trim().toLowerCase()
  return text === 'y' || text === 'yes'
}

/**
 * One line per player in seat order: worth, cash, square and properties, or "bankrupt".
 *
 * @example
 * standings(view, voice) // ['Alice: worth 1860 (cash 1400, on Dockside; owns Mill Lane, Bell Street)', …]
 */
export function standings(view: PlayerView, voice: Voice): string[] {
  const estates = getEstates(view)
  return playerIdsBySeat(view).map((id) => {
    if (isOut(view.players[id])) return `${voice.name(id)}: bankrupt`
    const owned = ownedBy(estates, id).map((square) => squareAt(square).name)
    const where = squareAt(estates.positions[id] ?? 0).name
    return `${voice.name(id)}: worth ${netWorth(id, estates.cash, estates.owners)} (cash ${estates.cash[id] ?? 0}, on ${where}${owned.length === 0 ? '' : `; owns ${owned.join(', ')}`})`
  })
}
