/**
 * @decklet/env — reinforcement-learning environments over decklet's rules, with RLCard's interface.
 * @packageDocumentation
 */
export { createEnv, ENV_GAMES } from './createEnv'
export { InvalidActionIdError } from './errors'
export { createVectorEnv } from './vector/vectorEnv'

export type { CardGameEnv, EnvGameName, EnvObservation, EnvReset, EnvStep } from './types'
export type { EnvOptions } from './gameEnv'
export type { VectorEnv, VectorEnvOptions } from './vector/vectorEnv'
