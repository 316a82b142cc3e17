import { SeededRandomProvider, type Action, type GameEngine } from '@decklet/core'
import { getUnoCard, handZoneId, playersToAct, type UnoColor } from '@decklet/plugin-uno'

/** Chooses one action among the legal actions of every player who may act. */
export type Policy = (engine: GameEngine, legal: readonly Action[], random: SeededRandomProvider) => Action

/** Uniform random legal play: every legal action of every player is equally likely. */
export const randomPolicy: Policy = (_engine, legal, random) => random.pick(legal)

/**
 * A simple bot: calls UNO and catches whenever it can, plays rather than draws, keeps its Wilds for
 * last, names the colour it holds most, and challenges a +4 half of the time.
 */
export const simpleBot: Policy = (engine, legal, random) => {
  const pick = (type: string) => legal.filter((a) => a.type === type)
  for (const type of ['DECLARE_UNO', 'CATCH_UNO']) if (pick(type).length > 0) return pick(type)[0]!
  if (pick('CHALLENGE').length > 0) return random.next() < 0.5 ? pick('CHALLENGE')[0]! : pick('ACCEPT')[0]!
  const plays = pick('PLAY')
  if (plays.length > 0) {
    const mover = plays[0]!.playerId!
    const hand = engine.getState().zones[handZoneId(mover)]!.cards.map((id) => getUnoCard(null, id))
    const counts = new Map<UnoColor, number>()
    for (const card of hand) if (card.color) counts.set(card.color, (counts.get(card.color) ?? 0) + 1)
    const best = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'red'
    const colored = plays.filter((a) => getUnoCard(null, (a.payload as { cardId: string }).cardId).color !== null)
    if (colored.length > 0) return random.pick(colored)
    return plays.find((a) => (a.payload as { color?: string }).color === best) ?? plays[0]!
  }
  return pick('CHOOSE_COLOR')[0] ?? pick('PASS')[0] ?? pick('DRAW')[0] ?? legal[0]!
}

/** Plays the game to its end: each step, every player who may act lists their legal actions and the policy picks one. Returns the actions taken. */
export function playOut(engine: GameEngine, policy: Policy, seed: number, maxSteps = 1_000_000): number {
  const random = new SeededRandomProvider(seed)
  let steps = 0
  while (engine.getState().status === 'playing' && steps < maxSteps) {
    const legal: Action[] = []
    for (const id of playersToAct(engine.getState())) for (const action of engine.getLegalActions(id)) legal.push(action)
    if (legal.length === 0) throw new Error('nobody can act')
    const result = engine.dispatch(policy(engine, legal, random))
    if (!result.ok) throw new Error(`a legal action was refused: ${result.denyCode}`)
    steps++
  }
  return steps
}
