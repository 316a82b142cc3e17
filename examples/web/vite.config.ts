import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

// The site is static and relative (`base: './'`), so `dist/` can be served from any path. The worker is an ES
// module worker: it imports the game plugins and the bots statically (see src/worker/game.worker.ts).
export default defineConfig({
  plugins: [vue()],
  base: './',
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 1500 },
})
