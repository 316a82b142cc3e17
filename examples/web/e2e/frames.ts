import { unpackMultiple } from '@colyseus/msgpackr'

// Colyseus 0.16's protocol code of a room message: the type (a string) and the payload, both MessagePack.
const ROOM_DATA = 13

/**
 * The room messages among a page's WebSocket frames (base64), decoded as `{ type, payload }`; the other
 * frames (the join handshake, the table summary's schema patches) are returned as their bytes read as text,
 * so the card scan reads them too.
 */
export function decodeFrames(frames: readonly string[]): unknown[] {
  return frames.map((frame) => {
    const bytes = Buffer.from(frame, 'base64')
    if (bytes[0] === ROOM_DATA) {
      const [type, payload] = unpackMultiple(bytes.subarray(1)) as [unknown, unknown]
      return { type, payload }
    }
    return bytes.toString('latin1')
  })
}
