/**
 * @decklet/server — multiplayer decklet games on Colyseus 0.16: the room holds the engine and the session,
 * clients get only their own view.
 * @packageDocumentation
 */
export type { RecordMeta, RecordSeat, RecordStore, StoredGame } from './store/recordStore'
