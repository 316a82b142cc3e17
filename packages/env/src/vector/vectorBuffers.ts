/**
 * The arrays of a vector environment, one row per game: what the games write after each step and what the
 * agent writes before it. On `SharedArrayBuffer`s when the games run in worker threads, so that nothing is
 * copied between threads. @internal
 */
export interface VectorBuffers {
  /** `numEnvs × obsSize` observations of the seats to act. */
  readonly obs: Float32Array
  /** `numEnvs × numActions` legal masks. */
  readonly legalMask: Uint8Array
  /** `numEnvs × numPlayers` rewards of the last step (the payoffs of a game that just ended). */
  readonly rewards: Float32Array
  /** 1 where the last step ended a game (the row then already holds the next game, reset at once). */
  readonly dones: Uint8Array
  /** The seat to act in each game. */
  readonly playerIds: Int8Array
  /** The action of each game for the next step (−1: a uniformly random legal one, from the game's own seeded source). */
  readonly actions: Int32Array
  /** Each row's steps since `reset()`, and the number of games it finished since then. */
  readonly steps: Int32Array
  readonly finished: Int32Array
}

/** The sizes the buffers are made for. @internal */
export interface VectorShape {
  readonly numEnvs: number
  readonly obsSize: number
  readonly numActions: number
  readonly numPlayers: number
}

/** The raw memory of a vector environment's arrays, to be sent to worker threads. @internal */
export type VectorMemory = Readonly<Record<keyof VectorBuffers, SharedArrayBuffer | ArrayBuffer>>

/** Allocates the arrays (shared when `shared`). @internal */
export function allocateVectorMemory(shape: VectorShape, shared: boolean): VectorMemory {
  const make = (bytes: number) => (shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes))
  const n = shape.numEnvs
  return {
    obs: make(4 * n * shape.obsSize),
    legalMask: make(n * shape.numActions),
    rewards: make(4 * n * shape.numPlayers),
    dones: make(n),
    playerIds: make(n),
    actions: make(4 * n),
    steps: make(4 * n),
    finished: make(4 * n),
  }
}

/** Typed views of the memory. @internal */
export function vectorBuffers(memory: VectorMemory): VectorBuffers {
  return {
    obs: new Float32Array(memory.obs),
    legalMask: new Uint8Array(memory.legalMask),
    rewards: new Float32Array(memory.rewards),
    dones: new Uint8Array(memory.dones),
    playerIds: new Int8Array(memory.playerIds),
    actions: new Int32Array(memory.actions),
    steps: new Int32Array(memory.steps),
    finished: new Int32Array(memory.finished),
  }
}
