import type { Client, Deferred } from '@colyseus/core'
import type { Seat } from './roomSeats'

/**
 * Holds a dropped seat for its client: `reconnection` is the room's `allowReconnection` for the dropped
 * connection. The client back in time sits again (`back`); the window passing lets the seat go (`gone`). A
 * fresh ticket that took the seat meanwhile (the seat holds another reconnection, or none) decides alone:
 * neither is called then.
 * @internal
 */
export async function holdSeat(seat: Seat, reconnection: Deferred<Client>, back: (client: Client) => void, gone: () => void): Promise<void> {
  seat.held = reconnection
  try {
    const client = await reconnection
    if (seat.held !== reconnection) return
    seat.held = null
    back(client)
  } catch {
    // The window passed, or a fresh ticket took the seat meanwhile.
    if (seat.held === reconnection) {
      seat.held = null
      gone()
    }
  }
}
