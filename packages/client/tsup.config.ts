import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  // The wire protocol's types come from @decklet/server, a devDependency: inlined into the declarations, so
  // an app that installs only the client gets them (the server package is never loaded at run time).
  dts: { resolve: ['@decklet/server'] },
  sourcemap: true,
  clean: true,
  target: 'es2022',
})
