/*
 * Spec 004's round loop ("顺序游戏循环"), one move at a time: the runtime stack calls advanceRound whenever its
 * stack is empty and nothing waits, and each call does the next thing the spec's gameLoop does.
 *
 * Each round: the order is fixed at its start (every player by seat; those out are passed over when their
 * place comes); `game.round.start`; the round-start phase. Then each player in that order: a pause point
 * (`yieldBetweenPlayers`, the spec's `waitIfPaused`); a skip count above zero gives `player.round.skip` and
 * counts down; otherwise `player.round.start`, the player becomes current (`currentPlayerId`, `turn + 1`),
 * `RoundTurn`, and their phase runs. After it: a player who went out gets the game-over check and no
 * `player.round.end`; anyone else gets `player.round.end`. Then the round-end phase and `game.round.end`.
 *
 * What the spec leaves open, decided here: the pause point comes before every player who is not out
 * (skipped ones too: the skip is something to see), not before out players, who are passed over silently;
 * `currentPlayerId` keeps the last player who started a turn until the next one starts (so core's turn decay
 * of modifiers knows whose turn ended), while the phases state's `current` is `null` between turns, as the
 * spec clears `currentRoundPlayer`.
 *
 * The spec's own pause point, at the top of each round before `game.round.start`, is a `continue` wait with
 * `yieldBeforeRounds`; `yieldBetweenPlayers` adds one before each player.
 */
import { isOut, playerIdsBySeat, stateUtils } from '@decklet/core'
import type { GameRuntimeStack } from './runtimeStack'

/**
 * Does the round loop's next move (the stack is empty and nothing waits).
 * @internal
 */
export function advanceRound(rt: GameRuntimeStack): void {
  const phases = rt.phases
  const slots = rt.options.phases
  switch (phases.stage) {
    case 'idle':
      if (slots.init !== null) {
        rt.setPhases({ stage: 'init' })
        rt.runPhase(slots.init, null)
      } else roundDue(rt)
      return
    case 'init':
      roundDue(rt)
      return
    case 'roundTop':
    case 'roundReady':
      beginRound(rt)
      return
    case 'roundStart':
      rt.setPhases({ stage: 'between', index: 0 })
      return
    case 'between':
    case 'ready':
      nextPlayer(rt)
      return
    case 'turn':
      endTurn(rt)
      return
    case 'roundEnd':
      rt.emit({ type: 'game.round.end', payload: { round: phases.round } })
      roundDue(rt)
      return
    case 'over':
      return
  }
}

/** A round is due: with `yieldBeforeRounds`, the pause point at its top first (the spec's `waitIfPaused`). */
function roundDue(rt: GameRuntimeStack): void {
  if (!rt.options.yieldBeforeRounds) return beginRound(rt)
  rt.setPhases({ stage: 'roundTop' })
  rt.openWait({ kind: 'continue' })
}

function beginRound(rt: GameRuntimeStack): void {
  const round = rt.phases.round + 1
  rt.setPhases({ round, order: playerIdsBySeat(rt.state), index: 0, stage: 'roundStart', current: null })
  rt.emit({ type: 'game.round.start', payload: { round } })
  const phase = rt.options.phases.roundStart
  if (phase !== null) rt.runPhase(phase, null)
}

function nextPlayer(rt: GameRuntimeStack): void {
  const { order, index, stage, round, skips } = rt.phases
  if (index >= order.length) {
    rt.setPhases({ stage: 'roundEnd' })
    const phase = rt.options.phases.roundEnd
    if (phase !== null) rt.runPhase(phase, null)
    return
  }
  const playerId = order[index]!
  const player = rt.state.players[playerId]
  if (player === undefined || isOut(player)) {
    rt.setPhases({ index: index + 1, stage: 'between' })
    return
  }
  if (rt.options.yieldBetweenPlayers && stage === 'between') {
    rt.openWait({ kind: 'continue' })
    return
  }
  const skip = skips[playerId] ?? 0
  if (skip > 0) {
    const { [playerId]: _done, ...rest } = skips
    rt.setPhases({ skips: skip > 1 ? { ...rest, [playerId]: skip - 1 } : rest, index: index + 1, stage: 'between' })
    rt.emit({ type: 'player.round.skip', playerId, payload: { playerId, round, remaining: skip - 1 } })
    return
  }
  rt.emit({ type: 'player.round.start', playerId, payload: { playerId, round } })
  const turn = rt.state.turn + 1
  rt.state = stateUtils.setTurn(stateUtils.setCurrentPlayer(rt.state, playerId), turn)
  rt.setPhases({ current: playerId, stage: 'turn' })
  rt.emit({ type: 'RoundTurn', playerId, payload: { playerId, round, turn } })
  rt.runPhase(rt.options.phases.player, playerId)
}

function endTurn(rt: GameRuntimeStack): void {
  const { current, index, round } = rt.phases
  rt.setPhases({ current: null, index: index + 1, stage: 'between' })
  if (current === null) return
  if (isOut(rt.state.players[current])) {
    rt.checkGameOver()
    return
  }
  rt.emit({ type: 'player.round.end', playerId: current, payload: { playerId: current, round } })
}
