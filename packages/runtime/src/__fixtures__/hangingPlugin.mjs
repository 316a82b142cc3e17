// A plugin module whose import never finishes: a worker loading it never initialises the game.
await new Promise(() => {})

export const HangingPlugin = { id: 'hanging', name: 'Hanging', version: '1.0.0' }
