import { playerHandZoneId, type Card, type GameState, type PlayerView, type RandomProvider, type Zone, type ZoneView } from '@decklet/core'

/**
 * What a search bot knows of a game beyond its view's visible cards: hidden cards whose place it knows, and
 * how to make the view's public variables whole again. One per game that needs it, by plugin id. @internal
 */
export interface HiddenKnowledge {
  /** Hidden cards known to be in a zone (Dou Dizhu: the kitty, shown to all, is in the landlord's hand until played). */
  known?(view: PlayerView): Record<string, readonly string[]>
  /** The variables of a sampled state, from the view's (UNO: a challenge's shown hand, redacted for the others). */
  variables?(variables: GameState['variables']): GameState['variables']
}

/** The knowledge of the built-in games, by plugin id. @internal */
export const HIDDEN_KNOWLEDGE: Readonly<Record<string, HiddenKnowledge>> = Object.freeze({
  doudizhu: {
    known(view) {
      const v = view.variables.doudizhu as { landlordId?: string | null; kitty?: readonly string[] } | undefined
      if (v?.landlordId == null || v.kitty === undefined) return {}
      const visible = new Set<string>()
      for (const zone of Object.values(view.zones)) for (const id of zone.cards) visible.add(id)
      return { [playerHandZoneId(v.landlordId)]: v.kitty.filter((id) => !visible.has(id)) }
    },
  },
  uno: {
    variables(variables) {
      const uno = variables.uno as { shown?: { cards?: unknown } | null } | undefined
      // Another player's shown hand (after a challenge) is redacted: that window closes at the next action anyway.
      if (uno?.shown != null && uno.shown.cards === undefined) return { ...variables, uno: { ...uno, shown: null } as never }
      return variables
    },
  },
})

/** Whether position `index` of a zone of the view is a placeholder (or a card the view has no record of). */
const isHidden = (zone: ZoneView, index: number): boolean => zone.faces[index] === undefined || zone.faces[index].type === 'hidden'

/**
 * A whole game state consistent with a player's view: every visible card where the view shows it, the known
 * hidden cards where they are known to be, and the other unseen cards dealt at random into the hidden places
 * (each zone keeps its size). `allCards` are the game's cards (a created game's `state.cards`). The real hidden
 * cards are never read: only the view is. @internal
 */
export function determinize(view: PlayerView, allCards: Readonly<Record<string, Card>>, random: RandomProvider, knowledge: readonly HiddenKnowledge[]): GameState {
  const seen = new Set<string>()
  for (const zone of Object.values(view.zones)) zone.cards.forEach((id, i) => void (isHidden(zone, i) || seen.add(id)))
  const placed: Record<string, string[]> = {}
  for (const k of knowledge) {
    for (const [zoneId, ids] of Object.entries(k.known?.(view) ?? {})) {
      for (const id of ids) {
        if (seen.has(id)) continue
        seen.add(id)
        ;(placed[zoneId] ??= []).push(id)
      }
    }
  }
  const pool = random.shuffle(Object.keys(allCards).filter((id) => !seen.has(id)).sort())
  const zones: Record<string, Zone> = {}
  for (const zoneId of Object.keys(view.zones).sort()) {
    const { faces: _faces, ...zone } = view.zones[zoneId]!
    const shown = view.zones[zoneId]!
    const known = placed[zoneId] ?? []
    let k = 0
    zones[zoneId] = { ...zone, cards: zone.cards.map((id, i) => (!isHidden(shown, i) ? id : k < known.length ? known[k++]! : pool.pop()!)) }
  }
  let variables = view.variables
  for (const k of knowledge) if (k.variables !== undefined) variables = k.variables(variables)
  const { viewer: _viewer, ...rest } = view
  return { ...rest, seed: 0, cards: allCards, zones, variables } as GameState
}
