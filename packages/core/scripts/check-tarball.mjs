// Packs @decklet/core as npm would publish it, installs the tarball into a
// scratch folder, and loads it both with `import` (an .mjs file) and `require`
// (a .cjs file), so a broken exports map or a missing file fails the check.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const scratch = mkdtempSync(join(tmpdir(), 'decklet-core-pack-'))
try {
  const out = execFileSync('pnpm', ['pack', '--pack-destination', scratch], { encoding: 'utf8' })
  const tarball = out.trim().split('\n').pop()
  const target = join(scratch, 'node_modules', '@decklet', 'core')
  mkdirSync(target, { recursive: true })
  execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1'])
  // Runtime dependencies come from this workspace's install (read from node_modules: a package need not export
  // its package.json, as @noble/hashes does not).
  const pkg = require('../package.json')
  const root = dirname(fileURLToPath(new URL('../package.json', import.meta.url)))
  for (const dep of Object.keys(pkg.dependencies ?? {})) {
    const link = join(scratch, 'node_modules', dep)
    mkdirSync(dirname(link), { recursive: true })
    symlinkSync(realpathSync(join(root, 'node_modules', dep)), link, 'dir')
  }
  const probe = `
    const engine = new core.GameEngine({ seed: 1 })
    engine.use({ id: 'p', name: 'P', version: '1.0.0', actions: [{ type: 'NOOP', execute: (_a, ctx) => ({ state: ctx.state }) }] })
    engine.createGame({ players: [{ id: 'p1', name: 'A' }] }).start()
    if (!engine.dispatch(core.createAction({ type: 'NOOP' })).ok) throw new Error('dispatch failed')
    if (new core.SeededRandomProvider(1).next() !== new core.SeededRandomProvider(1).next()) throw new Error('random')
    // The record's final hash goes through the runtime dependencies (canonicalize, @noble/hashes).
    if (!/^sha256:[0-9a-f]{64}$/.test(engine.exportRecord().final.hash)) throw new Error('record hash')
    console.log('ok: ' + kind)
  `
  writeFileSync(join(scratch, 'esm.mjs'), `import * as core from '@decklet/core'\nconst kind = 'import'\n${probe}`)
  writeFileSync(join(scratch, 'cjs.cjs'), `const core = require('@decklet/core')\nconst kind = 'require'\n${probe}`)
  for (const file of ['esm.mjs', 'cjs.cjs']) {
    process.stdout.write(execFileSync(process.execPath, [join(scratch, file)], { cwd: scratch, encoding: 'utf8' }))
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
