import type { GameEvent } from '@decklet/core'

/** How a log line names players: "You" for the page's player, the seat's name otherwise. */
export interface Names {
  name(playerId: unknown): string
  /** `name` followed by the verb agreeing with it ("You play", "Bob plays"). */
  says(playerId: unknown, verb: string): string
}

/** {@link Names} over the seats' names; `me` is "You" (`null`: a spectator, who is nobody). */
export function createNames(names: Readonly<Record<string, string>>, me: string | null): Names {
  const name = (id: unknown): string => (id === me ? 'You' : (names[String(id)] ?? String(id)))
  return {
    name,
    says: (id, verb) => (id === me ? `You ${baseForm(verb)}` : `${name(id)} ${verb}`),
  }
}

// "plays" → "play", "catches" → "catch", "is" → "are", "has" → "have".
function baseForm(verb: string): string {
  if (verb === 'is') return 'are'
  if (verb === 'has') return 'have'
  if (/(ch|sh|ss|x)es$/.test(verb)) return verb.slice(0, -2)
  return verb.endsWith('s') ? verb.slice(0, -1) : verb
}

/** A game's log line for an event as the player saw it, or `null` for an event not worth a line. */
export type Narrator = (event: GameEvent, names: Names) => string | null

/** The payload of an event as a record of unknowns. */
export const payloadOf = (event: { readonly payload?: unknown }): Record<string, unknown> => (event.payload ?? {}) as Record<string, unknown>
