// A tiny game for the runtime's pending-work tests (plain JavaScript, so a real worker thread imports it by
// file URL without a build; chancePlugin.d.mts types it for the tests). The players take turns in seat order:
// - DRAW (the current player's only legal action, and its timeout default) draws a chance card worth 1-6;
// - then the game has pending work with an animation: `chance/APPLY`, after the 'chance-card' animation, adds
//   the card to the player's score (the effect: not in the state until the action is dispatched);
// - then pending work without one: `chance/NEXT` passes the turn (or ends the game after `rounds` rounds:
//   the highest score wins, the earlier seat on a tie).

const ROUNDS = 2

/** The game's variable, with its starting value before the first DRAW. */
function chanceOf(state) {
  return state.variables.chance ?? { turns: 0, phase: 'draw', card: null, scores: {} }
}

function order(state) {
  return Object.values(state.players).sort((a, b) => a.seat - b.seat).map((p) => p.id)
}

function currentOf(state) {
  const ids = order(state)
  return ids[chanceOf(state).turns % ids.length]
}

function withChance(state, chance, extra = {}) {
  return { ...state, ...extra, variables: { ...state.variables, chance } }
}

function refuseOutOfPhase(state, phase, type) {
  if (state.status !== 'playing' || chanceOf(state).phase !== phase) throw new Error(`${type} only when the game waits for it (phase ${chanceOf(state).phase})`)
}

export const CHANCE_ANIMATION = 'chance-card'

export const ChancePlugin = {
  id: 'chance',
  name: 'Chance',
  version: '1.0.0',
  actions: [
    {
      type: 'DRAW',
      enumerate: (state, playerId) => (state.status === 'playing' && chanceOf(state).phase === 'draw' && currentOf(state) === playerId ? [{ type: 'DRAW', playerId }] : []),
      execute(action, { state, random }) {
        refuseOutOfPhase(state, 'draw', 'DRAW')
        const card = random.int(1, 6)
        return {
          state: withChance(state, { ...chanceOf(state), phase: 'apply', card }, { currentPlayerId: action.playerId }),
          events: [{ type: 'CHANCE_DRAWN', playerId: action.playerId, payload: { card } }],
        }
      },
    },
    {
      type: 'chance/APPLY',
      execute(_action, { state }) {
        refuseOutOfPhase(state, 'apply', 'chance/APPLY')
        const chance = chanceOf(state)
        const playerId = currentOf(state)
        const scores = { ...chance.scores, [playerId]: (chance.scores[playerId] ?? 0) + chance.card }
        return {
          state: withChance(state, { ...chance, phase: 'next', card: null, scores }),
          events: [{ type: 'CHANCE_APPLIED', playerId, payload: { card: chance.card, score: scores[playerId] } }],
        }
      },
    },
    {
      type: 'chance/NEXT',
      execute(_action, { state }) {
        refuseOutOfPhase(state, 'next', 'chance/NEXT')
        const chance = { ...chanceOf(state), turns: chanceOf(state).turns + 1, phase: 'draw' }
        const ids = order(state)
        if (chance.turns < ROUNDS * ids.length) {
          return { state: withChance(state, chance, { turn: state.turn + 1, currentPlayerId: ids[chance.turns % ids.length] }) }
        }
        const best = Math.max(...ids.map((id) => chance.scores[id] ?? 0))
        const winner = ids.find((id) => (chance.scores[id] ?? 0) === best)
        return { state: withChance(state, chance, { status: 'finished', winnerIds: [winner], currentPlayerId: null }), events: [{ type: 'GAME_WON', playerId: winner, payload: { winnerIds: [winner] } }] }
      },
    },
  ],
  actors: (state) => (chanceOf(state).phase === 'draw' ? [currentOf(state)] : []),
  defaultAction: (state, playerId) => (chanceOf(state).phase === 'draw' && currentOf(state) === playerId ? { type: 'DRAW', playerId } : null),
  pending(state) {
    const chance = chanceOf(state)
    if (chance.phase === 'apply') {
      return { action: { type: 'chance/APPLY' }, animation: { id: `chance-${chance.turns + 1}`, name: CHANCE_ANIMATION, data: { card: chance.card } } }
    }
    if (chance.phase === 'next') return { action: { type: 'chance/NEXT' } }
    return null
  },
}

/** The scores so far (by player id). */
export function chanceScores(state) {
  return chanceOf(state).scores
}

/** Where the game is: 'draw' (a player decides), 'apply' (the effect waits for its animation), 'next'. */
export function chancePhase(state) {
  return chanceOf(state).phase
}
