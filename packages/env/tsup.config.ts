import { defineConfig } from 'tsup'

export default defineConfig({
  // `worker` is the worker thread's entry, loaded by path from the vector environment; `cli` is the
  // `decklet-env` bin (it keeps its #! line). Only `index` is the package's public surface.
  entry: ['src/index.ts', 'src/worker.ts', 'src/cli.ts'],
  format: ['esm', 'cjs'],
  dts: { entry: ['src/index.ts'] },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // `import.meta.url` in the CommonJS build (the vector environment finds worker.js next to itself).
  shims: true,
})
