// The plugin authors' guide, docs/plugin-authors.md, is checked and run here:
// - each block the guide marks `<!-- file: <path> -->` is that file of the example plugin package,
//   src/__fixtures__/high-card/, character for character (its tests, src/highCard.test.ts there, run with this
//   package's own);
// - every line of every other `ts` block is a line of this file, where the tests below run it;
// - every `json` block is JSON.
// vitest.config.ts and tsconfig.json resolve @decklet/testing and the plugin packages by name, as in an author's project.
import { readdirSync, readFileSync } from 'node:fs'
import {
  CommonDenyCodes, GameEngine, ReplayEngine, createAction, createPlayer, deny, defineVariable, ok, pluginConfig, stateUtils,
  type ActionHandler, type GamePlugin, type Rule,
} from '@decklet/core'
import { DrawPlugin, createDrawCardAction } from '@decklet/plugin-draw'
import { StandardDeckPlugin } from '@decklet/plugin-standard-deck'
import { TurnPlugin } from '@decklet/plugin-turn'
import { compareStates, createTestEngine, playRandomGame } from '@decklet/testing'
import '@decklet/testing/vitest'
import { describe, expect, it } from 'vitest'
import { HighCardPlugin, createHighCardPlugin, createPlayAction } from './__fixtures__/high-card/src/index'

const guide = readFileSync(new URL('../../../docs/plugin-authors.md', import.meta.url), 'utf8')
const fixture = new URL('./__fixtures__/high-card/', import.meta.url)

interface Block {
  readonly lang: string
  readonly file: string | null
  readonly code: string
}

/** The fenced blocks of the guide, with the file a `<!-- file: … -->` line right above names. */
function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = []
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)$/.exec(lines[i]!)
    if (!open) continue
    const end = lines.indexOf('```', i + 1)
    const marker = /^<!-- file: (\S+) -->$/.exec(lines[i - 1] ?? '')
    blocks.push({ lang: open[1]!, file: marker ? marker[1]! : null, code: `${lines.slice(i + 1, end).join('\n')}\n` })
    i = end
  }
  return blocks
}

/** The files of the example package, relative to it. */
function fixtureFiles(dir = fixture, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? fixtureFiles(new URL(`${entry.name}/`, dir), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  )
}

describe('the plugin authors guide', () => {
  const blocks = blocksOf(guide)

  it('shows every file of the example package as it is', () => {
    const shown = blocks.filter((b) => b.file !== null)
    expect(shown.map((b) => b.file).sort()).toEqual(fixtureFiles().sort())
    for (const block of shown) expect(block.code, block.file!).toBe(readFileSync(new URL(block.file!, fixture), 'utf8'))
  })

  it('runs every other TypeScript line in this file, and its JSON is JSON', () => {
    const here = new Set(readFileSync(new URL(import.meta.url), 'utf8').split('\n').map((line) => line.trim()))
    const others = blocks.filter((b) => b.file === null && b.lang === 'ts')
    expect(others.length).toBeGreaterThan(5)
    for (const block of others) {
      for (const line of block.code.split('\n').map((l) => l.trim()).filter((l) => l !== '')) expect(here, line).toContain(line)
    }
    for (const block of blocks.filter((b) => b.file === null && b.lang === 'json')) expect(() => JSON.parse(block.code)).not.toThrow()
    const tsconfig = JSON.parse(blocks.find((b) => b.lang === 'json' && b.code.includes('compilerOptions'))!.code)
    expect(tsconfig.compilerOptions).toMatchObject({ resolveJsonModule: true, moduleResolution: 'Bundler', strict: true })
  })

  it('names the packages an author installs, never the umbrella', () => {
    expect(guide).not.toMatch(/from 'decklet'/)
    const manifest = JSON.parse(readFileSync(new URL('package.json', fixture), 'utf8'))
    expect(Object.keys(manifest.peerDependencies)).toEqual(['@decklet/core', '@decklet/plugin-standard-deck'])
    expect(Object.keys(manifest.devDependencies)).toEqual(expect.arrayContaining(['@decklet/core', '@decklet/plugin-standard-deck', '@decklet/testing']))
  })
})

describe("the guide's snippets", () => {
  it('rules: origin tells a player from the game', () => {
    const drawOnYourTurn: Rule = {
      id: 'my-game.draw-on-your-turn', name: 'Players draw on their turn; the game deals at any time', appliesTo: ['DRAW_CARD'],
      validate: ({ state, action, origin }) =>
        origin === 'top-level' && action.playerId !== state.currentPlayerId ? deny('not your turn', CommonDenyCodes.NOT_YOUR_TURN) : ok(),
    }
    const MyGame: GamePlugin = {
      id: 'my-game', name: 'My game', version: '1.0.0',
      rules: [drawOnYourTurn],
      events: [{ type: 'GAME_STARTED', handle: (_event, ctx) => void ctx.drawCards('p2', 2) }], // origin 'setup': allowed
    }
    const engine = createTestEngine({ plugins: [StandardDeckPlugin, TurnPlugin, DrawPlugin, MyGame] })
    expect(engine.getState().zones['hand-p2']!.cards).toHaveLength(2)
    expect(engine.dispatch(createDrawCardAction('p2'))).toBeDenied('NOT_YOUR_TURN') // p1 is to play
  })

  it('a denied chained action is not silent: ACTION_DENIED', () => {
    const Stubborn: GamePlugin = {
      id: 'stubborn', name: 'Stubborn', version: '1.0.0',
      rules: [{ id: 'stubborn.no-scoring', name: 'No scoring', appliesTo: ['SCORE_TRICK'], validate: () => deny('not today', 'NO_SCORING') }],
    }
    const engine = createTestEngine({ plugins: [StandardDeckPlugin, createHighCardPlugin({ rounds: 1 }), Stubborn] })
    engine.dispatch(engine.getLegalActions('p1')[0]!)
    const result = engine.dispatch(engine.getLegalActions('p2')[0]!)
    expect(result).toBeOk() // p2's PLAY itself was allowed
    expect(result).toHaveEmitted('ACTION_DENIED', expect.objectContaining({ denyCode: 'NO_SCORING', denyReason: 'not today' }))
    expect(engine.getState().status).toBe('playing') // and nobody scored the trick
  })

  it('acceptsNewPlayers: a JOIN from someone who is not a player yet', () => {
    const join: ActionHandler<'JOIN', { name: string }> = {
      type: 'JOIN',
      acceptsNewPlayers: true,
      execute: ({ playerId, payload }, { state }) => ({
        state: stateUtils.addPlayer(state, createPlayer({ id: playerId!, name: payload.name, seat: Object.keys(state.players).length + 1 })),
      }),
    }
    const Lobby: GamePlugin = { id: 'lobby', name: 'Lobby', version: '1.0.0', actions: [join] }
    const engine = createTestEngine({ plugins: [Lobby], players: 1, start: false })
    expect(engine.dispatch({ type: 'JOIN', playerId: 'zoe', payload: { name: 'Zoe' } })).toBeOk()
    expect(engine.getState().players.zoe).toMatchObject({ name: 'Zoe', seat: 2 })
    // Without acceptsNewPlayers, core refuses it before any rule: UNKNOWN_PLAYER.
    const Closed: GamePlugin = { id: 'lobby', name: 'Lobby', version: '1.0.0', actions: [{ ...join, acceptsNewPlayers: false }] }
    const closed = createTestEngine({ plugins: [Closed], players: 1, start: false })
    expect(closed.dispatch({ type: 'JOIN', playerId: 'zoe', payload: { name: 'Zoe' } })).toBeDenied('UNKNOWN_PLAYER')
  })

  it('redact: a secret kept in a variable', () => {
    const Targets = defineVariable<Record<string, number>>('bounty.targets', { initial: {} })
    const Bounty: GamePlugin = {
      id: 'bounty', name: 'Bounty', version: '1.0.0',
      setup(ctx) {
        if (Targets.has(ctx.state)) return // idempotent
        const targets = Object.fromEntries(Object.keys(ctx.state.players).map((id) => [id, ctx.random.int(1, 10)]))
        ctx.update((state) => Targets.set(state, targets))
      },
      // Views copy variables as they are: each player sees their own target only, a spectator none.
      redact: (view, viewerId) => {
        const mine = viewerId === null ? {} : { [viewerId]: Targets.get(view)[viewerId]! }
        return { ...view, variables: { ...view.variables, [Targets.key]: mine } }
      },
    }
    const engine = createTestEngine({ plugins: [Bounty], players: 3 })
    expect(Object.keys(Targets.get(engine.getPlayerView('p2')))).toEqual(['p2'])
    expect(Targets.get(engine.getPlayerView(null))).toEqual({})
    expect(Object.keys(Targets.get(engine.getState()))).toEqual(['p1', 'p2', 'p3'])
  })

  it('payloads: JSON data, from a player of the game, in the shape the rules ask', () => {
    const engine = createTestEngine({ plugins: [StandardDeckPlugin, HighCardPlugin] })
    const cardId = engine.getState().zones['hand-p1']!.cards[0]!
    expect(engine.dispatch(createAction({ type: 'PLAY', playerId: 'p1', payload: { cardId, at: new Date() } }))).toBeDenied('INVALID_PAYLOAD')
    expect(engine.dispatch(createPlayAction({ cardId }, 'ghost'))).toBeDenied('UNKNOWN_PLAYER')
    expect(engine.dispatch(createAction({ type: 'PLAY', playerId: 'p1', payload: { card: cardId } }))).toBeDenied('BAD_PAYLOAD') // the plugin's rule
    expect(engine.dispatch(createAction({ type: 'DEAL' }))).toBeDenied('INTERNAL_ACTION')
  })

  it('versions: a record pins its plugins; replay warns of a patch, refuses another major', () => {
    const engine = createTestEngine({ plugins: [StandardDeckPlugin, createHighCardPlugin()] })
    playRandomGame(engine, { seed: 1 })
    const record = engine.exportRecord()
    const patched = { ...createHighCardPlugin(), version: '1.0.1' }
    const { warnings } = ReplayEngine.replayRecord(record, [StandardDeckPlugin, patched])
    expect(warnings.map((w) => w.message)).toEqual(['recorded with high-card 1.0.0, replaying with 1.0.1'])
    expect(() => ReplayEngine.replayRecord(record, [StandardDeckPlugin, patched], { strict: true })).toThrow(expect.objectContaining({ code: 'RECORD_PLUGIN_VERSION' }))
    const major = { ...createHighCardPlugin(), version: '2.0.0' }
    expect(() => ReplayEngine.replayRecord(record, [StandardDeckPlugin, major])).toThrow(expect.objectContaining({ code: 'RECORD_PLUGIN_MAJOR' }))
  })

  it('versions: a minor that adds an option keeps the old config', () => {
    const engine = createTestEngine({ plugins: [StandardDeckPlugin, createHighCardPlugin()] })
    playRandomGame(engine, { seed: 2 })
    const record = engine.exportRecord() // made with 1.0.0: config { rounds: 3 }
    const rounds = 3 // the default of 1.0.0, which the record pins
    const nextMinor = (aceLow: boolean): GamePlugin => ({
      ...createHighCardPlugin({ rounds }),
      version: '1.1.0',
      config: pluginConfig(aceLow ? { rounds, aceLow } : { rounds }),
    })
    expect(ReplayEngine.replayRecord(record, [StandardDeckPlugin, nextMinor(false)]).warnings).toHaveLength(1) // RECORD_PLUGIN_VERSION only
    expect(() => ReplayEngine.replayRecord(record, [StandardDeckPlugin, nextMinor(true)])).toThrow(expect.objectContaining({ code: 'RECORD_PLUGIN_CONFIG' }))
  })

  it('compareStates: what a play changes', () => {
    const engine = createTestEngine({ plugins: [StandardDeckPlugin, HighCardPlugin] })
    const before = engine.getState()
    engine.dispatch(engine.getLegalActions('p1')[0]!)
    const { differences } = compareStates(before, engine.getState(), {
      ignorePaths: ['version', 'currentPlayerId', 'zones.hand-p1', 'zones.table', 'variables."high-card.trick"'],
    })
    expect(differences).toEqual([]) // a play changes nothing else
  })

  it('a game plugin is played with the plugins it depends on, registered first', () => {
    const players = [{ id: 'ann', name: 'Ann' }, { id: 'bo', name: 'Bo' }]
    expect(() => new GameEngine({ seed: 1 }).use(HighCardPlugin).createGame({ players })).toThrow(expect.objectContaining({ code: 'PLUGIN_DEPENDENCY' }))
    expect(() => new GameEngine({ seed: 1 }).use(HighCardPlugin).use(StandardDeckPlugin).createGame({ players })).toThrow(expect.objectContaining({ code: 'PLUGIN_ORDER' }))
    const engine = new GameEngine({ seed: 1 }).use(StandardDeckPlugin).use(HighCardPlugin)
    engine.createGame({ players }).start()
    expect(engine.getActors()).toEqual(['ann'])
  })
})
