import { describe, it, expect, vi } from 'vitest'
import { RuleEngine } from './ruleEngine'
import { deny, ok } from './verdicts'
import { DuplicateRuleError } from '../errors/errors'
import { DeckletError } from '../errors/deckletError'
import { createAction } from '../actions/createAction'
import { createGameState } from '../state/factories'
import type { GameContext } from '../engine/gameContext'
import type { Rule, RuleContext, RuleResult } from './types'

const state = createGameState({ gameId: 'g', seed: 1 })
const game = {} as GameContext

function ctxFor(type: string, playerId?: string): RuleContext {
  return { state, action: createAction({ type, playerId }), game, origin: 'top-level' }
}

function rule(id: string, appliesTo: string[], verdict: RuleResult | ((c: RuleContext) => RuleResult), log?: string[]): Rule {
  return {
    id,
    name: `Rule ${id}`,
    appliesTo,
    validate: (c) => {
      log?.push(id)
      return typeof verdict === 'function' ? verdict(c) : verdict
    },
  }
}

describe('ok() / deny()', () => {
  it('ok() is the allowed verdict', () => {
    expect(ok()).toEqual({ allowed: true })
  })

  it('deny(reason) carries the reason and no code', () => {
    const v = deny('not your turn')
    expect(v).toEqual({ allowed: false, reason: 'not your turn' })
    expect(Object.hasOwn(v, 'code')).toBe(false)
  })

  it('deny(reason, code) carries both', () => {
    expect(deny('not your turn', 'NOT_YOUR_TURN')).toEqual({ allowed: false, reason: 'not your turn', code: 'NOT_YOUR_TURN' })
  })
})

describe('RuleEngine.validate', () => {
  it('allows an action when no rule is registered', () => {
    expect(new RuleEngine().validate(ctxFor('PLAY_CARD'))).toEqual({ allowed: true })
  })

  it('runs only the rules whose appliesTo names the action type, plus wildcard rules', () => {
    const log: string[] = []
    const engine = new RuleEngine()
    engine.register(rule('play', ['PLAY_CARD'], ok(), log))
    engine.register(rule('draw', ['DRAW_CARD'], ok(), log))
    engine.register(rule('any', ['*'], ok(), log))
    engine.register(rule('both', ['DRAW_CARD', 'PLAY_CARD'], ok(), log))
    expect(engine.validate(ctxFor('PLAY_CARD')).allowed).toBe(true)
    expect(log).toEqual(['play', 'any', 'both'])
    log.length = 0
    engine.validate(ctxFor('END_TURN'))
    expect(log).toEqual(['any'])
  })

  it('runs rules in registration order, wildcard and typed rules interleaved', () => {
    const log: string[] = []
    const engine = new RuleEngine()
    engine.register(rule('w1', ['*'], ok(), log))
    engine.register(rule('t1', ['X'], ok(), log))
    engine.register(rule('w2', ['*'], ok(), log))
    engine.register(rule('t2', ['X'], ok(), log))
    engine.validate(ctxFor('X'))
    expect(log).toEqual(['w1', 't1', 'w2', 't2'])
    expect(engine.rulesFor('X').map((r) => r.id)).toEqual(['w1', 't1', 'w2', 't2'])
  })

  it('returns the first denial and does not call later rules', () => {
    const later = vi.fn(() => ok())
    const engine = new RuleEngine()
    engine.register(rule('a', ['*'], ok()))
    engine.register(rule('b', ['PLAY_CARD'], deny('first', 'FIRST')))
    engine.register(rule('c', ['*'], deny('second', 'SECOND')))
    engine.register({ id: 'd', name: 'D', appliesTo: ['*'], validate: later })
    expect(engine.validate(ctxFor('PLAY_CARD'))).toEqual({ allowed: false, reason: 'first', code: 'FIRST' })
    expect(later).not.toHaveBeenCalled()
  })

  it('returns a denial without code as it is', () => {
    const engine = new RuleEngine()
    engine.register(rule('a', ['*'], deny('nope')))
    expect(engine.validate(ctxFor('X'))).toEqual({ allowed: false, reason: 'nope' })
  })

  it('passes the state, the action and the game context to each rule', () => {
    const seen: RuleContext[] = []
    const engine = new RuleEngine()
    engine.register(rule('a', ['*'], (c) => (seen.push(c), ok())))
    const ctx = ctxFor('PLAY_CARD', 'p1')
    engine.validate(ctx)
    expect(seen).toHaveLength(1)
    expect(seen[0]!.state).toBe(state)
    expect(seen[0]!.action).toBe(ctx.action)
    expect(seen[0]!.game).toBe(game)
  })

  it('lets a rule decide from the context', () => {
    const engine = new RuleEngine()
    engine.register(
      rule('turn', ['PLAY_CARD'], (c) => (c.action.playerId === 'p1' ? ok() : deny('not your turn', 'NOT_YOUR_TURN'))),
    )
    expect(engine.validate(ctxFor('PLAY_CARD', 'p1'))).toEqual({ allowed: true })
    expect(engine.validate(ctxFor('PLAY_CARD', 'p2'))).toEqual({ allowed: false, reason: 'not your turn', code: 'NOT_YOUR_TURN' })
  })

  it('sees a rule registered after a first validation of the same type', () => {
    const engine = new RuleEngine()
    engine.register(rule('a', ['X'], ok()))
    expect(engine.validate(ctxFor('X')).allowed).toBe(true)
    engine.register(rule('b', ['*'], deny('late')))
    expect(engine.validate(ctxFor('X'))).toEqual({ allowed: false, reason: 'late' })
  })
})

describe('RuleEngine registration', () => {
  it('throws DuplicateRuleError when a rule id is registered twice', () => {
    const engine = new RuleEngine()
    engine.register(rule('dup', ['*'], ok()))
    let caught: unknown
    try {
      engine.register(rule('dup', ['X'], ok()))
    } catch (e) {
      caught = e
    }
    expect(caught).toBeInstanceOf(DuplicateRuleError)
    expect(caught).toBeInstanceOf(DeckletError)
    const err = caught as DuplicateRuleError
    expect(err.ruleId).toBe('dup')
    expect(err.code).toBe('DUPLICATE_RULE')
    expect(err.message).toBe("Rule 'dup' is already registered")
    expect(engine.size).toBe(1)
  })

  it('unregister removes a rule by id and returns whether it existed', () => {
    const engine = new RuleEngine()
    engine.register(rule('a', ['*'], deny('a')))
    engine.register(rule('b', ['*'], ok()))
    expect(engine.validate(ctxFor('X')).allowed).toBe(false)
    expect(engine.unregister('a')).toBe(true)
    expect(engine.unregister('a')).toBe(false)
    expect(engine.unregister('missing')).toBe(false)
    expect(engine.validate(ctxFor('X'))).toEqual({ allowed: true })
    expect(engine.getAll().map((r) => r.id)).toEqual(['b'])
    expect(engine.size).toBe(1)
  })

  it('allows registering an id again after unregistering it', () => {
    const engine = new RuleEngine()
    engine.register(rule('a', ['*'], ok()))
    engine.unregister('a')
    expect(() => engine.register(rule('a', ['*'], deny('again')))).not.toThrow()
    expect(engine.validate(ctxFor('X'))).toEqual({ allowed: false, reason: 'again' })
  })

  it('getAll returns a copy in registration order', () => {
    const engine = new RuleEngine()
    engine.register(rule('a', ['*'], ok()))
    engine.register(rule('b', ['*'], ok()))
    const all = engine.getAll()
    expect(all.map((r) => r.id)).toEqual(['a', 'b'])
    all.pop()
    expect(engine.size).toBe(2)
  })

  it('clear removes every rule and frees their ids', () => {
    const engine = new RuleEngine()
    engine.register(rule('a', ['*'], deny('a')))
    engine.validate(ctxFor('X'))
    engine.clear()
    expect(engine.size).toBe(0)
    expect(engine.validate(ctxFor('X'))).toEqual({ allowed: true })
    expect(() => engine.register(rule('a', ['*'], ok()))).not.toThrow()
  })
})
