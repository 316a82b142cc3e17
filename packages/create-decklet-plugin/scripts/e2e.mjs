#!/usr/bin/env node
// End to end: a plugin scaffolded by the packed CLI builds, passes its tests, type-checks and passes its package
// check against this workspace's packed @decklet/core and @decklet/testing, installed with npm as a user would.
//
//   pnpm --filter create-decklet-plugin e2e [-- --keep]
//
// Builds nothing: run `pnpm exec turbo run build` first. Steps: pack the workspace packages (core, testing, any
// workspace package they need at run time, and this CLI) with `pnpm pack`; scaffold a plugin with the packed
// CLI; point its @decklet dependencies at the tarballs (checking first that the peer range it wrote accepts the
// packed core); `npm install --no-audit --no-fund --prefer-offline` (the tools come from the npm registry, or
// npm's cache); then its build, test, typecheck and check:package, each under a time limit; then load the built
// package with import and require and play a game with it. The temporary folders are removed at the end
// unless --keep is given. Exit code 0 when every step passed, 1 otherwise.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const cliDir = resolve(here, '..')
const root = resolve(cliDir, '../..')
const keep = process.argv.includes('--keep')
const SECOND = 1000
const MINUTE = 60 * SECOND

/** The workspace packages under packages/ (core, testing, this CLI and the plugins) by name: their folder and package.json. */
function workspacePackages() {
  const byName = new Map()
  for (const dir of readdirSync(join(root, 'packages'))) {
    const file = join(root, 'packages', dir, 'package.json')
    if (!existsSync(file)) continue
    const pkg = JSON.parse(readFileSync(file, 'utf8'))
    byName.set(pkg.name, { dir: join(root, 'packages', dir), pkg })
  }
  return byName
}

/** Runs a command with a time limit (the whole process group is killed when it runs over); resolves to its output. */
function run(command, args, { cwd, timeout, env = {} }) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        child.kill('SIGKILL')
      }
    }, timeout)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(Object.assign(error, { output }))
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolvePromise(output)
      else {
        const why = timedOut ? `timed out after ${timeout / SECOND} s` : signal !== null ? `killed by ${signal}` : `exited with ${code}`
        reject(Object.assign(new Error(`${command} ${args.join(' ')} ${why}`), { output }))
      }
    })
  })
}

const results = []
/** One step: its name, its duration, and on failure the end of its output; a failed step stops the run. */
async function step(name, body) {
  const t0 = Date.now()
  try {
    const detail = await body()
    const seconds = ((Date.now() - t0) / SECOND).toFixed(1)
    results.push({ name, seconds })
    console.log(`   ok   ${name} (${seconds} s)${typeof detail === 'string' && detail !== '' ? `: ${detail}` : ''}`)
  } catch (error) {
    const seconds = ((Date.now() - t0) / SECOND).toFixed(1)
    console.log(`   FAIL ${name} (${seconds} s): ${error.message}`)
    const tail = String(error.output ?? '').trimEnd().split('\n').slice(-60)
    if (tail.length > 0 && tail[0] !== '') console.log(tail.map((line) => `        ${line}`).join('\n'))
    throw Object.assign(new Error(`step failed: ${name}`), { reported: true })
  }
}

const lastLine = (output) => output.trim().split('\n').filter((l) => l.trim() !== '').pop() ?? ''

const t0 = Date.now()
const work = mkdtempSync(join(tmpdir(), 'decklet-create-plugin-e2e-'))
const tarballs = join(work, 'tarballs')
const app = join(work, 'app', 'high-card')
mkdirSync(tarballs)
let failed = false
try {
  const workspace = workspacePackages()
  // @decklet/core and @decklet/testing, and every workspace package either needs at run time (dependencies).
  const needed = []
  const visit = (name) => {
    if (needed.includes(name)) return
    needed.push(name)
    for (const dep of Object.keys(workspace.get(name).pkg.dependencies ?? {})) if (workspace.has(dep)) visit(dep)
  }
  visit('@decklet/core')
  visit('@decklet/testing')

  await step('built packages present', async () => {
    const missing = [...needed, 'create-decklet-plugin'].filter((name) => !existsSync(join(workspace.get(name).dir, 'dist')))
    if (missing.length > 0) throw new Error(`no dist/ in ${missing.join(', ')}: run pnpm exec turbo run build first (the e2e builds nothing)`)
    return needed.join(', ')
  })

  const packed = new Map()
  for (const name of [...needed, 'create-decklet-plugin']) {
    await step(`pnpm pack ${name}`, async () => {
      const output = await run('pnpm', ['pack', '--pack-destination', tarballs, '--json'], { cwd: workspace.get(name).dir, timeout: 2 * MINUTE })
      const json = JSON.parse(output.slice(output.indexOf('{')))
      packed.set(name, { file: json.filename, version: json.version })
      return json.filename.split('/').pop()
    })
  }

  const cliPackage = join(work, 'cli')
  await step('scaffold with the packed CLI', async () => {
    mkdirSync(cliPackage)
    await run('tar', ['-xzf', packed.get('create-decklet-plugin').file, '-C', cliPackage, '--strip-components=1'], { cwd: work, timeout: MINUTE })
    const output = await run(process.execPath, [join(cliPackage, 'dist', 'cli.js'), app, '--name', '@decklet-e2e/high-card', '--id', 'high-card'], { cwd: work, timeout: MINUTE })
    return output.split('\n')[0]
  })

  await step('refuse the non-empty folder', async () => {
    const refused = await run(process.execPath, [join(cliPackage, 'dist', 'cli.js'), app], { cwd: work, timeout: MINUTE }).then(
      () => null,
      (error) => error,
    )
    if (refused === null || !/exited with 1$/.test(refused.message)) throw new Error(`expected exit code 1, got ${refused === null ? 0 : refused.message}`)
    return lastLine(refused.output)
  })

  await step('point @decklet dependencies at the tarballs', async () => {
    const file = join(app, 'package.json')
    const pkg = JSON.parse(readFileSync(file, 'utf8'))
    const semver = createRequire(join(workspace.get('@decklet/core').dir, 'package.json'))('semver')
    const core = packed.get('@decklet/core')
    const range = pkg.peerDependencies['@decklet/core']
    if (!semver.satisfies(core.version, range)) throw new Error(`the scaffold's peer range ${range} does not accept the packed @decklet/core ${core.version}`)
    for (const name of ['@decklet/core', '@decklet/testing']) {
      const { version, file: tgz } = packed.get(name)
      if (!semver.satisfies(version, pkg.devDependencies[name])) throw new Error(`the scaffold's ${name} ${pkg.devDependencies[name]} does not accept the packed ${version}`)
      pkg.devDependencies[name] = `file:${tgz}`
    }
    pkg.peerDependencies['@decklet/core'] = `file:${core.file}`
    // Workspace packages that the packed ones depend on come from their tarballs too, not from the registry.
    pkg.overrides = Object.fromEntries([...packed].filter(([name]) => name !== 'create-decklet-plugin').map(([name, { file: tgz }]) => [name, `file:${tgz}`]))
    writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`)
    return `peer ${range} accepts ${core.version}`
  })

  const npm = (args, timeout) => run('npm', args, { cwd: app, timeout, env: { npm_config_update_notifier: 'false', npm_config_fund: 'false' } })
  await step('npm install', async () => lastLine(await npm(['install', '--no-audit', '--no-fund', '--prefer-offline'], 6 * MINUTE)))
  await step('npm run build', async () => lastLine(await npm(['run', 'build'], 3 * MINUTE)))
  await step('npm test', async () => {
    const output = await npm(['test'], 6 * MINUTE)
    // eslint-disable-next-line no-control-regex
    const plain = output.replace(/\u001b\[[0-9;]*m/g, '')
    return plain.split('\n').find((line) => /^\s*Tests\s/.test(line))?.trim() ?? lastLine(plain)
  })
  await step('npm run typecheck', async () => {
    await npm(['run', 'typecheck'], 3 * MINUTE)
  })
  await step('npm run check:package', async () => {
    const output = await npm(['run', 'check:package'], 4 * MINUTE)
    return /No problems found/.test(output) ? 'publint and attw: no problems' : lastLine(output)
  })
  await step('import and require the built package', async () => {
    const play = (load) => `
      const core = ${load('@decklet/core')}
      const game = ${load('@decklet-e2e/high-card')}
      const engine = new core.GameEngine({ seed: 3 }).use(game.HighCardPlugin)
      engine.createGame({ players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }] }).start()
      while (engine.getState().status === 'playing') engine.dispatch(engine.getDefaultAction(engine.getActors()[0]))
      console.log(kind + ': winners ' + engine.getState().winnerIds.join(', '))
    `
    writeFileSync(join(app, 'esm.mjs'), `const kind = 'import'\n${play((name) => `await import('${name}')`)}`)
    writeFileSync(join(app, 'cjs.cjs'), `const kind = 'require'\n${play((name) => `require('${name}')`)}`)
    const esm = lastLine(await run(process.execPath, ['esm.mjs'], { cwd: app, timeout: MINUTE }))
    const cjs = lastLine(await run(process.execPath, ['cjs.cjs'], { cwd: app, timeout: MINUTE }))
    if (esm.replace('import', 'require') !== cjs) throw new Error(`the ESM and CommonJS builds played differently: ${esm} / ${cjs}`)
    return `${esm}; ${cjs}`
  })
} catch (error) {
  failed = true
  if (!error.reported) console.log(`   FAIL ${error.stack ?? error}`)
} finally {
  if (keep) console.log(`   kept ${work}`)
  else rmSync(work, { recursive: true, force: true })
}
const total = ((Date.now() - t0) / SECOND).toFixed(1)
console.log(`create-decklet-plugin e2e: ${failed ? 'FAILED' : 'ok'} in ${total} s`)
process.exitCode = failed ? 1 : 0
