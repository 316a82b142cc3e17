import { describe, expect, it } from 'vitest'
import { createGameState, createPlayer } from '../state/factories'
import { compareSeats, playerIdsBySeat, playersBySeat } from './seatOrder'

describe('seat order', () => {
  it('orders players by ascending seat, whatever the order of the players record', () => {
    const state = createGameState({
      gameId: 'g',
      seed: 1,
      players: [
        { id: 'west', name: 'W', seat: 4 },
        { id: 'north', name: 'N', seat: 1 },
        { id: 'south', name: 'S', seat: 3 },
        { id: 'east', name: 'E', seat: 2 },
      ],
    })
    expect(playerIdsBySeat(state)).toEqual(['north', 'east', 'south', 'west'])
    expect(playersBySeat(state).map((p) => p.seat)).toEqual([1, 2, 3, 4])
  })

  it('orders integer-like ids by seat too (a record lists those keys first, in numeric order)', () => {
    const players = { '10': createPlayer({ id: '10', name: 'A', seat: 1 }), '2': createPlayer({ id: '2', name: 'B', seat: 2 }) }
    expect(playerIdsBySeat({ players })).toEqual(['10', '2'])
  })

  it('breaks a tie of seats (a state built by hand) by id, so the order is still one order', () => {
    const players = {
      b: createPlayer({ id: 'b', name: 'B', seat: 1 }),
      a: createPlayer({ id: 'a', name: 'A', seat: 1 }),
      c: createPlayer({ id: 'c', name: 'C', seat: 0 }),
    }
    expect(playerIdsBySeat({ players })).toEqual(['c', 'a', 'b'])
  })

  it('returns a new array each call, and nothing for no players', () => {
    const state = createGameState({ gameId: 'g', seed: 1, players: [{ id: 'p1', name: 'A', seat: 1 }] })
    expect(playersBySeat(state)).not.toBe(playersBySeat(state))
    expect(playerIdsBySeat({ players: {} })).toEqual([])
  })

  it('compareSeats sorts a list of ids by their players as playerIdsBySeat orders them', () => {
    const players = {
      b: createPlayer({ id: 'b', name: 'B', seat: 1 }),
      a: createPlayer({ id: 'a', name: 'A', seat: 1 }),
      c: createPlayer({ id: 'c', name: 'C', seat: 0 }),
      d: createPlayer({ id: 'd', name: 'D', seat: 5 }),
    }
    const ids = ['d', 'b', 'a', 'c'].sort((x, y) => compareSeats(players[x as keyof typeof players], players[y as keyof typeof players]))
    expect(ids).toEqual(['c', 'a', 'b', 'd'])
    expect(ids).toEqual(playerIdsBySeat({ players }))
  })
})
