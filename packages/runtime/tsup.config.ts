import { defineConfig } from 'tsup'

export default defineConfig({
  // `worker` is the worker thread's entry: not exported, loaded by path from `WorkerHost` (`@decklet/runtime/node`).
  entry: ['src/index.ts', 'src/node.ts', 'src/worker.ts'],
  format: ['esm', 'cjs'],
  dts: { entry: ['src/index.ts', 'src/node.ts'] },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // `import.meta.url` in the CommonJS build (the host finds worker.js next to itself).
  shims: true,
})
