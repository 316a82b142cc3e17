import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli, USAGE } from './index'
import { captureIo } from './__fixtures__/io'
import { useTempDirs } from './__fixtures__/tempDir'

const tempDir = useTempDirs()
const packageName = async (dir: string) => JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')).name as string

describe('create-decklet-plugin <directory>', () => {
  it('creates the package, named after the directory, and prints the next steps', async () => {
    const cwd = await tempDir()
    const io = captureIo(cwd)
    expect(await runCli(['my-game'], io)).toBe(0)
    expect(await packageName(join(cwd, 'my-game'))).toBe('my-game')
    expect(io.stderr).toBe('')
    expect(io.stdout).toContain(`Created my-game in ${join(cwd, 'my-game')}: the My Game plugin (id 'my-game'), 25 files.`)
    expect(io.stdout).toContain('Next steps:\n  cd my-game\n  npm install\n  npm test ')
    expect(io.stdout).toContain('npm run check:package')
  })

  it('takes a scoped name given as the directory as the package name, in a folder of its bare name', async () => {
    const cwd = await tempDir()
    expect(await runCli(['@acme/high-card'], captureIo(cwd))).toBe(0)
    expect(await readdir(cwd)).toEqual(['high-card'])
    expect(await packageName(join(cwd, 'high-card'))).toBe('@acme/high-card')
  })

  it('takes --name, --id and --display-name, and a nested directory', async () => {
    const cwd = await tempDir()
    const io = captureIo(cwd, { npm_config_user_agent: 'pnpm/12.4.2 npm/? node/v20.20.2 linux x64' })
    expect(await runCli(['games/cards', '--name', '@acme/cards', '--id', 'crazy-eights', '--display-name', 'Crazy Eights'], io)).toBe(0)
    const dir = join(cwd, 'games', 'cards')
    expect(await packageName(dir)).toBe('@acme/cards')
    expect(await readFile(join(dir, 'src/plugin.ts'), 'utf8')).toContain("name: 'Crazy Eights',")
    // The next steps speak the package manager that ran `pnpm create`.
    expect(io.stdout).toContain('  cd games/cards\n  pnpm install\n  pnpm test ')
    expect(io.stdout).toContain('  pnpm build ')
  })

  it('refuses a directory that is not empty, with exit code 1 and the reason', async () => {
    const cwd = await tempDir()
    await writeFile(join(cwd, 'keep.txt'), '')
    const io = captureIo(cwd)
    expect(await runCli(['.', '--name', 'my-game'], io)).toBe(1)
    expect(io.stderr).toBe(`create-decklet-plugin: ${cwd} is not empty (1 entry): choose a new directory, or empty this one\n`)
    expect(io.stdout).toBe('')
    expect(await readdir(cwd)).toEqual(['keep.txt'])
  })

  it('refuses a directory whose name is no package name unless --name gives one', async () => {
    const cwd = await tempDir()
    const io = captureIo(cwd)
    expect(await runCli(['My Game'], io)).toBe(1)
    expect(io.stderr).toContain("'My Game' is not a valid npm package name")
    expect(await runCli(['My Game', '--name', 'my-game'], captureIo(cwd))).toBe(0)
  })

  it('exits with 1 and the usage without a directory, with two, or with an unknown option', async () => {
    const cwd = await tempDir()
    for (const argv of [[], ['a', 'b'], ['a', '--nam', 'x'], ['a', '--id']]) {
      const io = captureIo(cwd)
      expect(await runCli(argv, io), argv.join(' ')).toBe(1)
      expect(io.stderr).toContain(USAGE)
    }
    expect(await readdir(cwd)).toEqual([])
  })

  it('prints the help and the version', async () => {
    const io = captureIo(await tempDir())
    expect(await runCli(['--help'], io)).toBe(0)
    expect(io.stdout).toBe(USAGE)
    const version = captureIo(await tempDir())
    expect(await runCli(['-v'], version)).toBe(0)
    expect(version.stdout).toBe(`${JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')).version}\n`)
  })
})
