import { defineConfig } from 'tsup'

// ESM only: the bin (dist/cli.js, which keeps its #! line) and the functions it is made of (dist/index.js),
// for Node 20 and later. The repository versions a scaffold gets (src/versions.ts) are bundled in.
export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
})
