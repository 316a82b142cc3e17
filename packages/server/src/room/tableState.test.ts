import { Encoder, Reflection } from '@colyseus/schema'
import { describe, expect, it } from 'vitest'
import { SeatState, TableState } from './tableState'

describe('TableState', () => {
  it('encodes the seats and the summary, and a client decodes them back', () => {
    const state = new TableState()
    state.seats.set('p1', SeatState.of('p1', 'Ann', false))
    state.seats.set('p2', SeatState.of('p2', 'Bot', true))
    state.status = 'running'
    state.currentPlayerId = 'p1'
    state.deadline = 1234
    state.spectators = 2
    const encoder = new Encoder(state)
    const handshake = Reflection.encode(encoder)
    const decoder = Reflection.decode<TableState>(handshake)
    decoder.decode(encoder.encodeAll())
    expect(decoder.state.toJSON()).toEqual({
      seats: { p1: { playerId: 'p1', name: 'Ann', connected: false, bot: false }, p2: { playerId: 'p2', name: 'Bot', connected: true, bot: true } },
      status: 'running', currentPlayerId: 'p1', deadline: 1234, spectators: 2,
    })
  })
})
