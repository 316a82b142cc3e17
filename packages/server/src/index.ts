/**
 * @decklet/server — multiplayer decklet games on Colyseus 0.16: the room holds the engine and the session,
 * clients get only their own view.
 * @packageDocumentation
 */
export type { RecordMeta, RecordSeat, RecordStore, StoredGame } from './store/recordStore'
export { MemoryRecordStore } from './store/memoryRecordStore'
export { SqliteRecordStore } from './store/sqliteRecordStore'
export { PostgresRecordStore } from './store/postgresRecordStore'
export { RecordStoreError } from './store/recordStoreError'
export type { SqliteRecordStoreOptions } from './store/sqliteRecordStore'
export type { PostgresRecordStoreOptions } from './store/postgresRecordStore'
export type { RecordStoreErrorCode } from './store/recordStoreError'
export { createRedisScaleOut } from './scale/redisScaleOut'
export { GameOwnership } from './scale/gameOwnership'
export { RecoverySweep } from './scale/recoverySweep'
export { GameNotOwnedError } from './scale/ownedRecordStore'
export type { RedisOptions, RedisScaleOut, RedisScaleOutOptions } from './scale/redisScaleOut'
export type { GameOwnershipOptions } from './scale/gameOwnership'
export type { RecoverySweepOptions } from './scale/recoverySweep'
