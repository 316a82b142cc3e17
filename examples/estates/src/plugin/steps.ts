import { playersInPlay } from '@decklet/core'
import { defineStep, getPhasesState, type StepContext } from '@decklet/plugin-phases'
import { createPayRentAction, createRollAction, EstatesActionTypes, type OfferPayload } from './actions'
import { JAIL_SQUARE, propertyAt, rentOf, squareAt, START_SQUARE } from './board'
import { chanceCard, drawChance } from './chance'
import { offerDefault } from './defaultAction'
import { EstatesEvents } from './events'
import { offerOptions } from './legalActions'
import { withHalfRent, withSecondMove } from './modifiers'
import { richest } from './money'
import type { ResolvedEstatesOptions } from './options'
import { buyProperty, credit, getEstates, pay, placePlayer, transferProperties, withEstates } from './state'

/*
 * The turn, as the genre plays it, and what this game decided where its rules are simplified:
 * - no doubles rule (a roll of doubles is an ordinary roll); a second move comes only from a chance card;
 * - landing on Start counts as passing it (the salary is paid either way); a move to jail never pays it;
 * - jail costs the next turn (a skip count), with no fine and no dice to get out;
 * - a player who cannot pay is bankrupt at once (no mortgages, sales or trades): they pay what they have,
 *   their creditor takes their streets (the bank, which makes them unowned again);
 * - an unowned street is offered only to a player who can pay its price; there is no auction after a refusal.
 */

/** The step kinds' names. */
export const EstatesSteps = Object.freeze({
  ROLL: 'estates.roll',
  LAND: 'estates.land',
  SETTLE_RENT: 'estates.settle-rent',
  CHANCE_EFFECT: 'estates.chance-effect',
  AGAIN: 'estates.again',
  ROUND_CAP: 'estates.round-cap',
} as const)

/** The name of the chance card's animation (`ctx.animate`), which clients show before its effect. */
export const CHANCE_ANIMATION = 'chance-card'

function current(ctx: StepContext<any>): string {
  const playerId = ctx.playerId
  if (playerId === null) throw new Error(`${ctx.entry.kind} runs only in a player's turn`)
  return playerId
}

/** Sends a player to jail: on the jail square (no salary), no more moves this turn, the next turn skipped. */
function jail(ctx: StepContext<any>, playerId: string): void {
  ctx.update((s) => withEstates(s, (e) => ({ ...placePlayer(e, playerId, JAIL_SQUARE), extraMoves: 0 })))
  ctx.skipTurns(playerId, 1)
  ctx.emit(EstatesEvents.JAILED, { playerId })
}

/** A player who could not pay is out; what they owned goes to `creditor` (the bank: `null`). */
function bankrupt(ctx: StepContext<any>, playerId: string, creditor: string | null): void {
  // The moves left are the turn's: an eliminated player's must not pass to the next player's roll.
  ctx.update((s) => withEstates(s, (e) => ({ ...transferProperties(e, playerId, creditor), extraMoves: 0 })))
  ctx.emit(EstatesEvents.BANKRUPT, { playerId, creditor })
  ctx.eliminate(playerId, 'bankrupt')
}

/** Each player's turn starts here: the roll is a command, so a second-move modifier acts on it. */
export const rollStep = defineStep(EstatesSteps.ROLL, {
  run(ctx) {
    ctx.command(createRollAction(current(ctx)))
  },
})

/**
 * What the square landed on does: an unowned property is offered (a decision; the default declines), an
 * owned one asks the rent (a command, so a half-rent modifier acts on it; then the payment is settled), a
 * chance square turns a card over (an animation, then its effect), go-to-jail sends the player to jail.
 */
export const landStep = defineStep(EstatesSteps.LAND, {
  run(ctx) {
    const playerId = current(ctx)
    const estates = getEstates(ctx.state)
    const index = estates.positions[playerId]!
    const square = squareAt(index)
    if (square.kind === 'property') {
      const owner = estates.owners[String(index)]
      if (owner === undefined) {
        // A player who cannot pay is not asked: there is nothing to decide.
        if ((estates.cash[playerId] ?? 0) < square.price) return
        ctx.ask({ playerId, options: offerOptions(playerId, index), defaultAction: offerDefault(playerId, index), data: { square: index, name: square.name, price: square.price } })
      } else if (owner !== playerId) {
        ctx.nextTick({ kind: EstatesSteps.SETTLE_RENT })
        ctx.command(createPayRentAction(playerId, { square: index, owner, amount: rentOf(index, estates.owners) }))
      }
    } else if (square.kind === 'chance') {
      const { card, deck } = drawChance(estates.chance, (indices) => ctx.random.shuffle(indices))
      ctx.update((s) => withEstates(s, (e) => ({ ...e, chance: deck })))
      ctx.emit(EstatesEvents.CHANCE_DRAWN, { playerId, cardId: card.id, text: card.text })
      // The effect is a step under the animation: it runs only once every client has shown the card.
      ctx.nextTick({ kind: EstatesSteps.CHANCE_EFFECT, params: { cardId: card.id } })
      ctx.animate({ name: CHANCE_ANIMATION, data: { playerId, cardId: card.id, text: card.text } })
    } else if (square.kind === 'go-to-jail') {
      jail(ctx, playerId)
    }
  },
  answer(ctx, action) {
    const playerId = action.playerId!
    const { square } = action.payload as OfferPayload
    if (action.type === EstatesActionTypes.BUY) {
      ctx.update((s) => withEstates(s, (e) => buyProperty(e, playerId, square)))
      ctx.emit(EstatesEvents.BOUGHT, { playerId, square, price: propertyAt(square)!.price })
    } else {
      ctx.emit(EstatesEvents.DECLINED, { playerId, square })
    }
  },
})

/** After a rent: a player who could not pay it all is bankrupt, and their creditor takes their properties. */
export const settleRentStep = defineStep(EstatesSteps.SETTLE_RENT, {
  run(ctx) {
    const playerId = current(ctx)
    const payment = getEstates(ctx.state).lastPayment
    if (payment !== null && payment.playerId === playerId && payment.reason === 'rent' && payment.bankrupt) bankrupt(ctx, playerId, payment.to)
  },
})

/** Creates the step that applies a chance card's effect, after its animation. */
export function createChanceEffectStep(options: ResolvedEstatesOptions) {
  return defineStep<{ cardId: string }>(EstatesSteps.CHANCE_EFFECT, {
    run(ctx) {
      const playerId = current(ctx)
      const card = chanceCard(ctx.params.cardId)
      if (card === undefined) throw new Error(`no chance card ${ctx.params.cardId}`)
      const effect = card.effect
      ctx.emit(EstatesEvents.CHANCE_APPLIED, { playerId, cardId: card.id, effect })
      switch (effect.kind) {
        case 'half-rent':
          ctx.update((s) => withHalfRent(s, playerId))
          return
        case 'second-move':
          ctx.update((s) => withSecondMove(s, playerId))
          return
        case 'jail':
          jail(ctx, playerId)
          return
        case 'advance-to-start':
          ctx.update((s) => withEstates(s, (e) => credit(placePlayer(e, playerId, START_SQUARE), playerId, options.salary)))
          return
        case 'cash':
          if (effect.amount >= 0) {
            ctx.update((s) => withEstates(s, (e) => credit(e, playerId, effect.amount)))
          } else {
            ctx.update((s) => withEstates(s, (e) => pay(e, playerId, null, -effect.amount, 'fee')))
            if (getEstates(ctx.state).lastPayment!.bankrupt) bankrupt(ctx, playerId, null)
          }
          return
      }
    },
  })
}

/** After the landing: a move left this turn (a second-move card) rolls again. */
export const againStep = defineStep(EstatesSteps.AGAIN, {
  run(ctx) {
    const playerId = current(ctx)
    const left = getEstates(ctx.state).extraMoves
    if (left === 0) return
    ctx.update((s) => withEstates(s, (e) => ({ ...e, extraMoves: left - 1 })))
    ctx.nextTick({ kind: EstatesSteps.ROLL }, { kind: EstatesSteps.LAND }, { kind: EstatesSteps.AGAIN })
  },
})

/** At the end of the last round, the richest players still in win (so every game ends). */
export function createRoundCapStep(options: ResolvedEstatesOptions) {
  return defineStep(EstatesSteps.ROUND_CAP, {
    run(ctx) {
      const round = getPhasesState(ctx.state).round
      if (round < options.roundCap) return
      const estates = getEstates(ctx.state)
      const players = playersInPlay(ctx.state).map((p) => p.id)
      const winnerIds = richest(players, estates.cash, estates.owners)
      ctx.emit(EstatesEvents.ROUND_CAP, { round, winnerIds })
      ctx.endGame(winnerIds)
    },
  })
}
