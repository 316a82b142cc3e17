import { describe, expect, it } from 'vitest'
import { GAMES } from './catalog'
import { DEFAULT_SETTINGS, settingsFromQuery, settingsToQuery } from './settings'

describe('game settings in the address', () => {
  it('round-trips through the query string, house rules included', () => {
    const settings = { ...DEFAULT_SETTINGS, seed: 42, turnSeconds: 12, botDelayMs: 0, unoRules: { stacking: 'same' as const, sevenO: true, drawnCardPlay: 'forced' as const, challenge: false }, unoTo500: true }
    const query = settingsToQuery(settings)
    expect(query).toBe('seed=42&turn=12&bots=0&stacking=same&sevenO=1&forcedPlay=1&challenge=0&to500=1')
    expect(settingsFromQuery(new URLSearchParams(query))).toEqual({ ...settings, unoRules: { stacking: 'same', sevenO: true, drawnCardPlay: 'forced', challenge: false } })
  })

  it('clamps numbers and ignores what it does not know', () => {
    const s = settingsFromQuery(new URLSearchParams('seed=-5&turn=1&bots=99999&anim=x&stacking=all&colour=red'))
    expect(s).toMatchObject({ seed: 0, turnSeconds: 2, botDelayMs: 5_000, animationMs: DEFAULT_SETTINGS.animationMs, unoRules: {} })
  })

  it('the UNO spec carries the house rules to the plugin, seats three rule bots and asks for the card animation', () => {
    const spec = GAMES.uno.spec(settingsFromQuery(new URLSearchParams('seed=9&stacking=cross&jumpIn=1&turn=20')))
    expect(spec.plugins[0]).toEqual({ module: '@decklet/plugin-uno', export: 'createUnoPlugin', options: { stacking: 'cross', jumpIn: true, scoring: 'single-hand' } })
    expect(spec.seed).toBe(9)
    expect(Object.keys(spec.seats ?? {})).toEqual(['p2', 'p3', 'p4'])
    expect(spec.seats?.p2).toMatchObject({ kind: 'bot', bot: 'rule-based' })
    expect(spec.session).toMatchObject({ turnTimeoutMs: 20_000, acknowledge: { events: ['UNO_CARD_PLAYED'] } })
  })

  it('Dou Dizhu seats three, Hold\'em six, each with its plugins in order', () => {
    expect(GAMES.doudizhu.spec(DEFAULT_SETTINGS).plugins.map((p) => p.module)).toEqual(['@decklet/plugin-standard-deck', '@decklet/plugin-doudizhu'])
    expect(GAMES.holdem.spec(DEFAULT_SETTINGS).players).toHaveLength(6)
    expect(GAMES.holdem.spec(DEFAULT_SETTINGS).plugins.map((p) => p.export)).toEqual(['StandardDeckPlugin', 'PokerRulesPlugin', 'createHoldemPlugin'])
  })
})
