import { describe, it, expect } from 'vitest'
import { DeckletError } from './deckletError'
import {
  ActionQueueOverflowError,
  DuplicateActionHandlerError,
  DuplicatePluginError,
  DuplicateRuleError,
  EngineDestroyedError,
  GameLifecycleError,
  GameRecordError,
  InvalidOptionError,
  InvalidPluginError,
  NotFoundError,
  PluginDependencyError,
  StateValidationError,
} from './errors'
import * as publicApi from '../index'

describe('DeckletError', () => {
  it('is an Error with a message, a name and a default code', () => {
    const e = new DeckletError('something broke')
    expect(e).toBeInstanceOf(Error)
    expect(e.message).toBe('something broke')
    expect(e.name).toBe('DeckletError')
    expect(e.code).toBe('DECKLET_ERROR')
  })

  it('takes a custom code', () => {
    expect(new DeckletError('m', 'MY_CODE').code).toBe('MY_CODE')
  })

  it('forwards cause to Error.cause', () => {
    const cause = new Error('root')
    const e = new DeckletError('wrapped', 'X', { cause })
    expect(e.cause).toBe(cause)
  })

  it('has no cause property when none is given', () => {
    expect(Object.hasOwn(new DeckletError('m'), 'cause')).toBe(false)
    expect(Object.hasOwn(new DeckletError('m', 'X', {}), 'cause')).toBe(false)
  })

  it('forwards non-Error causes too', () => {
    expect(new DeckletError('m', 'X', { cause: 'text' }).cause).toBe('text')
    expect(new DeckletError('m', 'X', { cause: null }).cause).toBeNull()
  })
})

describe('DeckletError.isInstance', () => {
  it('is true for decklet errors and every subclass', () => {
    expect(DeckletError.isInstance(new DeckletError('m'))).toBe(true)
    expect(DeckletError.isInstance(new EngineDestroyedError())).toBe(true)
    expect(DeckletError.isInstance(new ActionQueueOverflowError(1, 2))).toBe(true)
  })

  it("is true for an error of another copy of the package, branded with Symbol.for('decklet.error')", () => {
    class OtherCopyError extends Error {
      readonly code = 'ENGINE_DESTROYED'
      constructor() {
        super('GameEngine has been destroyed')
        Object.defineProperty(this, Symbol.for('decklet.error'), { value: true })
      }
    }
    const foreign = new OtherCopyError()
    expect(foreign instanceof DeckletError).toBe(false)
    expect(DeckletError.isInstance(foreign)).toBe(true)
    // a plain object with the brand counts as well
    expect(DeckletError.isInstance({ [Symbol.for('decklet.error')]: true })).toBe(true)
  })

  it('is false for other values', () => {
    expect(DeckletError.isInstance(new Error('plain'))).toBe(false)
    expect(DeckletError.isInstance({ code: 'ENGINE_DESTROYED', name: 'DeckletError' })).toBe(false)
    expect(DeckletError.isInstance({ [Symbol('decklet.error')]: true })).toBe(false)
    expect(DeckletError.isInstance({ [Symbol.for('decklet.error')]: 'yes' })).toBe(false)
    expect(DeckletError.isInstance(null)).toBe(false)
    expect(DeckletError.isInstance(undefined)).toBe(false)
    expect(DeckletError.isInstance('DeckletError')).toBe(false)
  })

  it('the brand is a hidden, read-only property', () => {
    const e = new DeckletError('m')
    const desc = Object.getOwnPropertyDescriptor(e, Symbol.for('decklet.error'))!
    expect(desc.value).toBe(true)
    expect(desc.enumerable).toBe(false)
    expect(desc.writable).toBe(false)
    expect(Object.keys(e)).not.toContain('decklet.error')
  })
})

describe('ActionQueueOverflowError', () => {
  it('has the spec message and exposes limit and remaining', () => {
    const e = new ActionQueueOverflowError(1000, 3)
    expect(e.message).toBe('maxActionsPerTick (1000) exceeded; 3 actions remain in queue')
    expect(e.limit).toBe(1000)
    expect(e.remaining).toBe(3)
    expect(e.name).toBe('ActionQueueOverflowError')
    expect(e.code).toBe('ACTION_QUEUE_OVERFLOW')
    expect(e).toBeInstanceOf(DeckletError)
    expect(e).toBeInstanceOf(Error)
  })

  it('formats other limits the same way', () => {
    expect(new ActionQueueOverflowError(500, 1).message).toBe('maxActionsPerTick (500) exceeded; 1 actions remain in queue')
  })
})

describe('error classes: names, codes, messages, fields', () => {
  const cases: [string, DeckletError, string, string][] = [
    ['EngineDestroyedError', new EngineDestroyedError(), 'ENGINE_DESTROYED', 'GameEngine has been destroyed'],
    ['DuplicatePluginError', new DuplicatePluginError('turn'), 'DUPLICATE_PLUGIN', "Plugin 'turn' is already registered"],
    ['DuplicateRuleError', new DuplicateRuleError('my.turn'), 'DUPLICATE_RULE', "Rule 'my.turn' is already registered"],
    [
      'DuplicateActionHandlerError',
      new DuplicateActionHandlerError('PLAY_CARD'),
      'DUPLICATE_ACTION_HANDLER',
      "An action handler for 'PLAY_CARD' is already registered",
    ],
    [
      'PluginDependencyError',
      new PluginDependencyError('uno', 'turn', '^1.0.0', null),
      'PLUGIN_DEPENDENCY',
      "Plugin 'uno' requires plugin 'turn' ^1.0.0, but it is not registered",
    ],
    ['InvalidPluginError', new InvalidPluginError('bad plugin'), 'INVALID_PLUGIN', 'bad plugin'],
    ['GameRecordError', new GameRecordError('bad record'), 'INVALID_RECORD', 'bad record'],
    ['NotFoundError', new NotFoundError('zone', 'deck'), 'NOT_FOUND', "Zone 'deck' not found"],
    ['GameLifecycleError', new GameLifecycleError('too early'), 'INVALID_LIFECYCLE', 'too early'],
    ['StateValidationError', new StateValidationError('invalid', ['a']), 'STATE_VALIDATION_FAILED', 'invalid'],
    ['InvalidOptionError', new InvalidOptionError('decks', 0, 'a positive integer'), 'INVALID_OPTION', 'decks must be a positive integer, got 0'],
  ]

  it.each(cases)('%s', (name, error, code, message) => {
    expect(error.name).toBe(name)
    expect(error.code).toBe(code)
    expect(error.message).toBe(message)
    expect(error).toBeInstanceOf(DeckletError)
    expect(error).toBeInstanceOf(Error)
    expect(DeckletError.isInstance(error)).toBe(true)
    expect(String(error)).toBe(`${name}: ${message}`)
  })

  it('every error class is exported from the package entry', () => {
    for (const [name] of cases) expect(publicApi).toHaveProperty(name)
    expect(publicApi.ActionQueueOverflowError).toBe(ActionQueueOverflowError)
    expect(publicApi.DeckletError).toBe(DeckletError)
  })

  it('DuplicatePluginError, DuplicateRuleError and DuplicateActionHandlerError expose the id or type', () => {
    expect(new DuplicatePluginError('turn').pluginId).toBe('turn')
    expect(new DuplicateRuleError('r').ruleId).toBe('r')
    expect(new DuplicateActionHandlerError('T').actionType).toBe('T')
  })

  it('PluginDependencyError names the version found when there is one', () => {
    const e = new PluginDependencyError('uno', 'turn', '^1.0.0', '2.0.0')
    expect(e.message).toBe("Plugin 'uno' requires plugin 'turn' ^1.0.0, but version 2.0.0 is registered")
    expect([e.pluginId, e.dependencyId, e.wantedRange, e.foundVersion]).toEqual(['uno', 'turn', '^1.0.0', '2.0.0'])
  })

  it('NotFoundError capitalises its kind and exposes kind and id', () => {
    expect(new NotFoundError('player', 'p1').message).toBe("Player 'p1' not found")
    expect(new NotFoundError('card', 'c1').message).toBe("Card 'c1' not found")
    expect(new NotFoundError('plugin', 'x').message).toBe("Plugin 'x' not found")
    expect(new NotFoundError('state check', 'inv').message).toBe("State check 'inv' not found")
    const e = new NotFoundError('zone', 'deck')
    expect(e.kind).toBe('zone')
    expect(e.id).toBe('deck')
  })

  it('StateValidationError keeps its error list and forwards a cause', () => {
    const cause = new Error('why')
    const e = new StateValidationError('State validation failed after dispatch: a; b', ['a', 'b'], { cause })
    expect(e.errors).toEqual(['a', 'b'])
    expect(e.cause).toBe(cause)
    expect(Object.hasOwn(new StateValidationError('m', []), 'cause')).toBe(false)
  })

  it('GameRecordError and GameLifecycleError accept a custom code', () => {
    expect(new GameRecordError('missing plugin', 'RECORD_MISSING_PLUGIN').code).toBe('RECORD_MISSING_PLUGIN')
    expect(new GameLifecycleError('not created', 'GAME_NOT_CREATED').code).toBe('GAME_NOT_CREATED')
  })

  it('errors carry a stack trace', () => {
    expect(new EngineDestroyedError().stack).toContain('EngineDestroyedError')
  })
})
