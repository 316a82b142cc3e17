import { CHANCE_CARDS, chanceIndices, type ChanceDeck } from '../plugin/chance'

/** A chance deck whose first draws are the cards with these ids, in this order, the others after them. */
export function deckStartingWith(...ids: string[]): ChanceDeck {
  const first = ids.map((id) => {
    const index = CHANCE_CARDS.findIndex((card) => card.id === id)
    if (index < 0) throw new Error(`no chance card ${id}`)
    return index
  })
  return { order: [...first, ...chanceIndices().filter((i) => !first.includes(i))], drawn: 0 }
}
