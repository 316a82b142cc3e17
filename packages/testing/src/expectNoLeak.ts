import { InvalidOptionError, playerIdsBySeat, SeededRandomProvider, type Action, type ActionInit, type GameEngine, type GameEvent } from '@decklet/core'
import { describeAction } from './internal/describe'
import { Knowledge, Secrets, searchPayload, searchPositions, zoneOfCard, type Found, type LeakKind } from './internal/leakSearch'
import { actionKey, orPending } from './internal/legalActions'
import { gameSeeds, pickerSeed } from './internal/seeds'
import { LeakError, type LeakDriver, type LeakSource, type NoLeakOptions, type NoLeakReport } from './noLeakTypes'

export { LeakError } from './noLeakTypes'
export type { LeakDriver, LeakDriverContext, LeakSource, NoLeakOptions, NoLeakReport } from './noLeakTypes'
export type { LeakKind }

const defaultDriver: LeakDriver<Action> = (_engine, { random, legalActions }) => (legalActions.length === 0 ? null : random.pick(legalActions))

function stripId(action: Action): ActionInit {
  return action.playerId === undefined
    ? { type: action.type, payload: action.payload }
    : { type: action.type, playerId: action.playerId, payload: action.payload }
}

/** The JSON a viewer would receive, parsed back. */
function asJson(value: unknown): unknown {
  const text = JSON.stringify(value)
  return text === undefined ? null : JSON.parse(text)
}

const who = (viewer: string | null) => (viewer === null ? 'the spectator' : viewer)

/**
 * Plays games and checks, at every step, that nothing given to a player (or
 * to a spectator) tells it more than it may know. Each game comes from
 * `makeEngine(seed)` — a new, started engine (destroyed when done) — and is
 * played by `driver` (default: a random legal action of a player who may act,
 * `engine.getActors()`, chosen by a generator seeded from the game's seed, as
 * `playRandomGame` does, or the game's pending work when nobody has one) until it is finished, the driver
 * returns `null` or `maxSteps`.
 *
 * For every viewer X (each player, and the spectator `null`) it searches, as
 * JSON: `engine.getPlayerView(X)` when the game begins and after each step;
 * `engine.getLegalActions(X)` before each step when X may act then (what a
 * session hands a player: `engine.getActors()` names who); the events a listener
 * subscribed with `{ viewer: X }` receives during each step; and at the end
 * `engine.exportRecord({ viewer: X })`, each part of it against what X knew
 * then. X may know a card once it has been in a zone X may see (public, X's own
 * `owner` zone, or `revealed`) — and a card X once saw stays known. A payload
 * leaks when it holds the id of a card X may not know (as a string, inside one,
 * or as a key), an object with the field values of such a card (two or more
 * fields that tell cards apart, matching no card X knows), a view showing a card
 * by its id in a zone X may not see now, a `"seed"` or `"initialRandom"`
 * key, a random state, or the seed or a random position as a number (from
 * 65536 up).
 *
 * Throws a {@link LeakError} at the first leak, naming the game, the step, the
 * viewer, the source, the path and the card; returns what it checked otherwise.
 *
 * @example
 * const plugins = [StandardDeckPlugin, TurnPlugin, DrawPlugin, SimpleGamePlugin]
 * const makeEngine = (seed: number) => createTestEngine({ plugins, seed, players: 4, gameId: 'table-1' })
 * expectNoLeak(makeEngine) // { games: 20, steps: 417, checks: 7472 }
 *
 * // State what the rules say rather than trusting the zones: hands are their owner's only.
 * expectNoLeak(makeEngine, { zoneVisibility: (zone) => (zone.type === 'hand' ? 'owner' : undefined) })
 *
 * // With a plugin that keeps the last card drawn in a variable:
 * // LeakError: p1's view (getPlayerView) after the start of the game gives away std-hearts-10, a card p1
 * // may not know (in hand-p4): the id std-hearts-10 at view.variables.lastCard
 * //   game 0, seed 2693262067: makeEngine(2693262067) and the 0 actions in error.actions reproduce it
 */
export function expectNoLeak<TAction extends Action>(makeEngine: (seed: number) => GameEngine<TAction>, options?: NoLeakOptions): NoLeakReport
export function expectNoLeak<TAction extends Action>(
  makeEngine: (seed: number) => GameEngine<TAction>,
  driver: LeakDriver<TAction> | undefined,
  options?: NoLeakOptions,
): NoLeakReport
export function expectNoLeak<TAction extends Action>(
  makeEngine: (seed: number) => GameEngine<TAction>,
  driverOrOptions?: LeakDriver<TAction> | NoLeakOptions,
  maybeOptions?: NoLeakOptions,
): NoLeakReport {
  const driver = typeof driverOrOptions === 'function' ? driverOrOptions : undefined
  const options = (typeof driverOrOptions === 'function' || driverOrOptions === undefined ? maybeOptions : driverOrOptions) ?? {}
  const games = options.games ?? 20
  const maxSteps = options.maxSteps ?? 500
  for (const [name, value] of [['games', games], ['maxSteps', maxSteps]] as const) {
    if (!Number.isInteger(value) || value < 0) throw new InvalidOptionError(name, value, 'a non-negative integer', { scope: 'expectNoLeak' })
  }
  const drive = (driver ?? defaultDriver) as LeakDriver<TAction>
  let steps = 0
  let checks = 0
  const seeds = gameSeeds(options.seed ?? 1, games)
  for (let game = 0; game < games; game++) {
    const result = checkGame(makeEngine, drive, seeds[game]!, game, maxSteps, options)
    steps += result.steps
    checks += result.checks
  }
  return { games, steps, checks }
}

function checkGame<TAction extends Action>(
  makeEngine: (seed: number) => GameEngine<TAction>,
  driver: LeakDriver<TAction>,
  seed: number,
  game: number,
  maxSteps: number,
  options: NoLeakOptions,
): { steps: number; checks: number } {
  const engine = makeEngine(seed)
  try {
    return new GameCheck(engine, seed, game, options).run(driver, maxSteps)
  } finally {
    if (!engine.isDestroyed) engine.destroy()
  }
}

/** One game under watch: what each viewer may know at each moment, and the checks. */
class GameCheck<TAction extends Action> {
  readonly viewers: readonly (string | null)[]
  readonly knowledge: Knowledge
  readonly secrets = new Secrets()
  readonly values: boolean
  checks = 0
  /** The driver's actions (without ids). */
  readonly actions: ActionInit[] = []
  /** The driver's action of each step (1-based), described. */
  readonly described: string[] = ['']
  /** History length at each moment (0: the initial state; 1: when makeEngine returned; k + 1: after step k). */
  readonly historyAt: number[] = [0]

  constructor(
    readonly engine: GameEngine<TAction>,
    readonly seed: number,
    readonly game: number,
    readonly options: NoLeakOptions,
  ) {
    this.viewers = options.viewers ?? [...playerIdsBySeat(engine.getState()), null]
    this.knowledge = new Knowledge(this.viewers, options.knownCards, options.zoneVisibility)
    this.values = options.values ?? true
    const full = engine.exportRecord()
    this.secrets.add(full.seed, 'seed')
    this.noteRandom(full.initialRandom)
    this.knowledge.observe(engine.getInitialState())
    this.observe()
  }

  run(driver: LeakDriver<TAction>, maxSteps: number): { steps: number; checks: number } {
    const { engine } = this
    const received = new Map<string | null, GameEvent[]>()
    for (const viewer of this.viewers) {
      const list: GameEvent[] = []
      received.set(viewer, list)
      engine.subscribeAll((event) => void list.push(event), { viewer })
    }
    this.checkViews()
    const random = new SeededRandomProvider(pickerSeed(this.seed))
    let step = 0
    while (engine.getState().status !== 'finished' && step < maxSteps) {
      const legalActions = this.checkLegalActions(step)
      const chosen = driver(engine, { step: step + 1, seed: this.seed, random, legalActions })
      if (chosen === null || chosen === undefined) break
      for (const list of received.values()) list.length = 0
      const result = engine.dispatch(chosen)
      step++
      this.actions.push(stripId(result.action))
      this.described.push(describeAction(result.action))
      const moment = this.observe()
      for (const [viewer, events] of received) {
        if (events.length === 0) continue
        const found = this.search(asJson(events), 'events', viewer, moment)
        if (found) {
          const type = events[Number(/^events\[(\d+)\]/.exec(found.path)?.[1] ?? 0)]?.type
          this.fail(found, viewer, 'event', moment, `event ${String(type)} (subscribed with { viewer }) in ${this.when(moment)}`)
        }
      }
      this.checkViews()
    }
    if (this.options.records !== false) for (const viewer of this.viewers) this.checkRecord(viewer)
    return { steps: step, checks: this.checks }
  }

  private noteRandom(random: { seed: number; state: number; algorithm: string } | null): void {
    if (random === null) return
    this.secrets.add(random.seed, 'seed')
    this.secrets.add(random.state, 'random-state')
    this.secrets.algorithms.add(random.algorithm)
  }

  /** Records the engine's state as the next moment. */
  private observe(): number {
    const state = this.engine.getState()
    this.secrets.add(state.seed, 'seed')
    this.noteRandom(this.engine.createSnapshot().random)
    this.historyAt.push(this.engine.getHistory().length)
    return this.knowledge.observe(state)
  }

  /** `step 3 (DRAW_CARD by p2)`, `the start of the game` or `the initial state`. */
  private when(moment: number): string {
    if (moment === 0) return 'the initial state (before start)'
    if (moment === 1) return 'the start of the game'
    return `step ${moment - 1} (${this.described[moment - 1]})`
  }

  private search(payload: unknown, root: string, viewer: string | null, moment: number): Found | null {
    this.checks++
    return searchPayload(payload, root, { knowledge: this.knowledge, viewer, moment, secrets: this.secrets, values: this.values })
  }

  private checkView(view: unknown, root: string, viewer: string | null, moment: number, source: LeakSource, label: string): void {
    const json = asJson(view)
    const placed = searchPositions(json, this.knowledge.states[moment]!, viewer, root, this.options.zoneVisibility)
    // A card the viewer may not know at all is a card leak; a known one shown in a zone it may not see, a position leak.
    const found =
      placed !== null && !this.knowledge.knows(viewer, placed.cardId!, moment)
        ? { ...placed, kind: 'card' as const, detail: `the id ${placed.cardId!} in place of a placeholder` }
        : (placed ?? this.search(json, root, viewer, moment))
    if (found) this.fail(found, viewer, source, moment, label)
  }

  private checkViews(): void {
    const moment = this.knowledge.lastMoment
    for (const viewer of this.viewers) {
      this.checkView(this.engine.getPlayerView(viewer), 'view', viewer, moment, 'view', `view (getPlayerView) after ${this.when(moment)}`)
    }
  }

  /**
   * Checks the legal actions of each watched player who may act now and returns those of every player who
   * may act (`engine.getActors()`, in its order, no duplicates): what a session would hand out; when there are
   * none, the game's pending work (`engine.getPending().action`), which a session would dispatch.
   */
  private checkLegalActions(step: number): TAction[] {
    const moment = this.knowledge.lastMoment
    const seen = new Set<string>()
    const all: TAction[] = []
    for (const playerId of this.engine.getActors()) {
      const own = this.engine.getLegalActions(playerId)
      if (this.viewers.includes(playerId)) {
        const found = this.search(asJson(own), 'legalActions', playerId, moment)
        if (found) this.fail(found, playerId, 'legal-actions', moment, `legal actions (getLegalActions) for step ${step + 1}`)
      }
      for (const action of own) {
        const key = actionKey(action)
        if (seen.has(key)) continue
        seen.add(key)
        all.push(action)
      }
    }
    // Nobody to ask: what the game does next by itself, which a session dispatches (after its animation).
    return orPending(this.engine, all)
  }

  /** Checks each part of the viewer's record against what the viewer knew at the moment the part is about. */
  private checkRecord(viewer: string | null): void {
    const last = this.knowledge.lastMoment
    const record = asJson(this.engine.exportRecord({ viewer })) as Record<string, unknown>
    const momentOfHistory = (index: number) => {
      for (let m = 1; m < this.historyAt.length; m++) if (this.historyAt[m]! > index) return m
      return last
    }
    const label = (moment: number) => `viewer record (exportRecord), in its part for ${this.when(moment)},`
    for (const key of Object.keys(record)) {
      const root = `record.${key}`
      const part = record[key]
      if (key === 'initialView') this.checkView(part, root, viewer, 0, 'record', label(0))
      else if (key === 'finalView') this.checkView(part, root, viewer, last, 'record', label(last))
      else if (key === 'steps' && Array.isArray(part)) {
        for (let i = 0; i < part.length; i++) {
          const moment = momentOfHistory(i)
          const found = this.search(part[i], `${root}[${i}]`, viewer, moment)
          if (found) this.fail(found, viewer, 'record', moment, label(moment))
        }
      } else {
        const moment = key === 'startEvents' ? 1 : last
        const found = this.search(part, root, viewer, moment)
        if (found) this.fail(found, viewer, 'record', moment, label(moment))
      }
    }
  }

  private fail(found: Found, viewer: string | null, source: LeakSource, moment: number, label: string): never {
    const zoneId = found.cardId === null ? null : zoneOfCard(this.knowledge.states[moment]!, found.cardId)
    const what =
      found.cardId === null
        ? `gives away the ${found.kind === 'seed' ? 'seed' : 'random state'}: ${found.detail}`
        : found.kind === 'card-position'
          ? `shows ${found.detail.replace('the viewer', who(viewer))}`
          : `gives away ${found.cardId}, a card ${who(viewer)} may not know (${zoneId === null ? 'in no zone' : `in ${zoneId}`}): ${found.detail}`
    const step = Math.max(0, moment - 1)
    const actions = source === 'record' ? this.actions : this.actions.slice(0, step)
    throw new LeakError(
      `${who(viewer)}'s ${label} ${what} at ${found.path}\n` +
        `  game ${this.game}, seed ${this.seed}: makeEngine(${this.seed}) and the ${actions.length} action${actions.length === 1 ? '' : 's'} in error.actions reproduce it`,
      this.seed,
      this.game,
      step,
      viewer,
      source,
      found.kind,
      found.path,
      found.cardId,
      zoneId,
      actions,
    )
  }
}
