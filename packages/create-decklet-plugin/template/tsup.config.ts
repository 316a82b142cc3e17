import { defineConfig } from 'tsup'

// One entry, built twice: ESM (dist/index.js) and CommonJS (dist/index.cjs), each with its types.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
})
