/**
 * How sentences name the players: by name, and the person at the terminal as "you", with verbs agreeing
 * ("Bob draws", "You draw"; "Bob is skipped", "You are skipped").
 */
export interface Voice {
  /** The player as a label (a card count, the winner line): `Bob`, `You`. */
  name(playerId: string): string
  /** The player and a verb given in the third person singular: `Bob plays`, `You play`. */
  says(playerId: string, verb: string): string
  /** The verb alone, agreeing with the player (the second verb of a sentence: "goes out and scores"). */
  verb(playerId: string, verb: string): string
  /** The player as an object: `Bob`, `you`. */
  object(playerId: string): string
  /** The player's: `Bob's`, `your`. */
  possessive(playerId: string): string
}

/**
 * A {@link Voice} over the players' names; `you` is the player at the terminal (`null` when bots take
 * every seat: everyone is then spoken of by name).
 *
 * @example
 * ```ts
 * const voice = createVoice({ p1: 'You', p2: 'Bob' }, 'p1')
 * voice.says('p1', 'is') + ' skipped' // 'You are skipped'
 * ```
 */
export function createVoice(names: Readonly<Record<string, string>>, you: string | null): Voice {
  const name = (id: string): string => names[id] ?? id
  const verb = (id: string, third: string): string => (id === you ? secondPerson(third) : third)
  return {
    name,
    says: (id, third) => `${name(id)} ${verb(id, third)}`,
    verb,
    object: (id) => (id === you ? 'you' : name(id)),
    possessive: (id) => (id === you ? 'your' : `${name(id)}'s`),
  }
}

const IRREGULAR: Readonly<Record<string, string>> = { is: 'are', has: 'have', does: 'do', goes: 'go' }

/** `draws` → `draw`, `catches` → `catch`: enough English for the demo's verbs, which are all regular but these. */
function secondPerson(third: string): string {
  const irregular = IRREGULAR[third]
  if (irregular !== undefined) return irregular
  if (/(ch|sh|ss|x)es$/.test(third)) return third.slice(0, -2)
  return third.endsWith('s') ? third.slice(0, -1) : third
}
