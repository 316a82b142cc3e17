import type { Action, GameEvent } from '@decklet/core'
import type { DecisionRequest } from '@decklet/runtime'
import { describe, expect, it } from 'vitest'
import { describeAction, isCatchOnly, narrate } from './cards'
import { createVoice } from './voice'

const names = { p1: 'You', p2: 'Bob', p3: 'Carol', p4: 'Dave' }
/** The interactive demo: `p1` is the person at the terminal. */
const seated = createVoice(names, 'p1')
/** `--auto`: four bots, everyone spoken of by name. */
const watched = createVoice({ ...names, p1: 'Alice' }, null)

const event = (type: string, payload: Record<string, unknown>): GameEvent => ({ type, payload }) as unknown as GameEvent

describe('narrate', () => {
  it('speaks of the person at the terminal as "you", with the verb agreeing', () => {
    expect(narrate(event('UNO_CARDS_DRAWN', { playerId: 'p1', count: 1, reason: 'draw', cardIds: ['red-5-1'] }), seated)).toBe('You draw 1: red 5 (draw)')
    expect(narrate(event('UNO_CARD_PLAYED', { playerId: 'p1', cardId: 'blue-skip-2', left: 3 }), seated)).toBe('You play blue skip (3 left)')
    expect(narrate(event('UNO_CARD_PLAYED', { playerId: 'p1', cardId: 'wild4-1', color: 'red', left: 2 }), seated)).toBe('You play Wild Draw Four and name red (2 left)')
    expect(narrate(event('UNO_PLAYER_SKIPPED', { playerId: 'p1' }), seated)).toBe('You are skipped')
    expect(narrate(event('UNO_PASSED', { playerId: 'p1' }), seated)).toBe('You keep the card')
    expect(narrate(event('UNO_COLOR_CHOSEN', { playerId: 'p1', color: 'green' }), seated)).toBe('You name green')
    expect(narrate(event('UNO_HAND_STARTED', { dealer: 'p1', handSize: 7, firstCard: 'yellow-7-1' }), seated)).toBe('You deal 7 cards each; first card: yellow 7')
    expect(narrate(event('UNO_HAND_ENDED', { winnerId: 'p1', scored: 40 }), seated)).toBe('You go out and score 40')
    expect(narrate(event('UNO_DEALER_CHOSEN', { rounds: [[{ playerId: 'p1', cardId: 'red-9-1' }, { playerId: 'p2', cardId: 'blue-3-1' }]], dealer: 'p1' }), seated))
      .toBe('You draw red 9, Bob draws blue 3: You deal first')
  })

  it('puts "you" as the object and "your" as the owner in sentences about the others', () => {
    expect(narrate(event('UNO_CAUGHT', { by: 'p2', target: 'p1', penalty: 2 }), seated)).toBe('Bob catches you without "UNO": +2')
    expect(narrate(event('UNO_CAUGHT', { by: 'p1', target: 'p3', penalty: 2 }), seated)).toBe('You catch Carol without "UNO": +2')
    expect(narrate(event('UNO_CHALLENGED', { challenger: 'p2', offender: 'p1', guilty: true }), seated)).toBe("Bob challenges your Wild Draw Four: guilty")
    expect(narrate(event('UNO_CHALLENGED', { challenger: 'p1', offender: 'p4', guilty: false }), seated)).toBe("You challenge Dave's Wild Draw Four: innocent")
  })

  it('speaks of the bots, and of every seat with --auto, in the third person', () => {
    expect(narrate(event('UNO_CARDS_DRAWN', { playerId: 'p2', count: 2, reason: 'penalty' }), seated)).toBe('Bob draws 2 (penalty)')
    expect(narrate(event('UNO_PLAYER_SKIPPED', { playerId: 'p3' }), seated)).toBe('Carol is skipped')
    expect(narrate(event('UNO_CARD_PLAYED', { playerId: 'p1', cardId: 'blue-skip-2', left: 3 }), watched)).toBe('Alice plays blue skip (3 left)')
    expect(narrate(event('UNO_HAND_ENDED', { winnerId: 'p1', scored: 40 }), watched)).toBe('Alice goes out and scores 40')
    expect(narrate(event('UNO_CAUGHT', { by: 'p1', target: 'p2', penalty: 2 }), watched)).toBe('Alice catches Bob without "UNO": +2')
  })
})

describe('the moves offered', () => {
  const action = (type: string, payload: Record<string, unknown> = {}): Action => ({ type, playerId: 'p1', payload }) as unknown as Action
  const requestOf = (...legalActions: Action[]): Pick<DecisionRequest, 'legalActions'> => ({ legalActions })

  it('names the player to catch', () => {
    expect(describeAction(action('CATCH_UNO', { target: 'p2' }), seated)).toBe('catch Bob without "UNO" (+2 for them)')
  })

  it('a request to catch a missed "UNO" and nothing else may be let go; one with a move of your turn may not', () => {
    expect(isCatchOnly(requestOf(action('CATCH_UNO', { target: 'p2' })))).toBe(true)
    // The next player may catch too, and playing lets it go by itself: the window closes with the next action.
    expect(isCatchOnly(requestOf(action('PLAY', { cardId: 'red-5-1' }), action('CATCH_UNO', { target: 'p2' })))).toBe(false)
    expect(isCatchOnly(requestOf(action('DRAW')))).toBe(false)
    expect(isCatchOnly(requestOf())).toBe(false)
  })
})
