// A check of every package's README (packages/*/README.md), the page npm shows: npm renders it from the
// published tarball, where a relative link to something outside the package folder (../../README.md, ../core)
// or to a file the tarball leaves out (src/…) is dead. Such links must be absolute; links to this repository
// must name a file or folder that exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const packages = readdirSync(join(root, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'packages', entry.name, 'README.md')))
  .map((entry) => entry.name)

interface Link {
  readonly line: number
  readonly target: string
}

/** The link targets of a markdown text, outside code: inline links and images, and reference definitions. */
function linksOf(markdown: string): Link[] {
  const links: Link[] = []
  let fenced = false
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced
      return
    }
    if (fenced) return
    const prose = text.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length))
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ line: index + 1, target: match[1]! })
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/.exec(prose)
    if (definition) links.push({ line: index + 1, target: definition[1]! })
  })
  return links
}

/** What npm puts in a package's tarball: its `files`, and the files npm always includes. */
function isPublished(pathInPackage: string, files: readonly string[]): boolean {
  const first = pathInPackage.split('/')[0]!
  if (pathInPackage === '' || /^(package\.json|readme(\.[^/]*)?|licen[sc]e(\.[^/]*)?)$/i.test(first)) return true
  return files.some((entry) => {
    const clean = entry.replace(/^\.\//, '').replace(/\/$/, '')
    return pathInPackage === clean || pathInPackage.startsWith(`${clean}/`)
  })
}

/** `git+https://github.com/owner/name.git` → `https://github.com/owner/name`. */
function repositoryUrl(manifest: Manifest): string | null {
  const url = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url
  return url === undefined ? null : url.replace(/^git\+/, '').replace(/\.git$/, '')
}

interface Manifest {
  readonly files?: readonly string[]
  readonly repository?: { url?: string } | string
}

/** The problems of the links of `markdown`, the README of the package in `folder`. */
function brokenLinks(folder: string, manifest: Manifest, markdown: string): string[] {
  const repository = repositoryUrl(manifest)
  const problems: string[] = []
  for (const { line, target } of linksOf(markdown)) {
    const where = `${relative(root, folder).split(sep).join('/')}/README.md:${line}: ${target}`
    if (target.startsWith('#')) continue
    if (/^[a-z][a-z\d+.-]*:/i.test(target)) {
      // A link into this repository names something that exists on its main branch.
      if (repository !== null && target.startsWith(`${repository}/`)) {
        const path = /^\/(?:blob|tree)\/main\/([^#?]+)/.exec(target.slice(repository.length))?.[1]
        if (path === undefined) problems.push(`${where}: not a /blob/main/ or /tree/main/ link of the repository`)
        else if (!existsSync(join(root, ...decodeURIComponent(path).split('/')))) problems.push(`${where}: no ${path} in the repository`)
      }
      continue
    }
    const path = decodeURIComponent(target.split('#')[0]!.split('?')[0]!)
    const inPackage = relative(folder, normalize(join(folder, path)))
    if (inPackage === '..' || inPackage.startsWith(`..${sep}`)) problems.push(`${where}: leaves the package folder (dead on npm: use an absolute URL)`)
    else if (!isPublished(inPackage.split(sep).join('/'), manifest.files ?? [])) problems.push(`${where}: not in the published package (dead on npm: use an absolute URL)`)
    else if (!existsSync(join(folder, path))) problems.push(`${where}: no such file`)
  }
  return problems
}

/** {@link brokenLinks} of the README of `packages/<name>`. */
function brokenPackageLinks(name: string): string[] {
  const folder = join(root, 'packages', name)
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest
  return brokenLinks(folder, manifest, readFileSync(join(folder, 'README.md'), 'utf8'))
}

describe("the packages' READMEs", () => {
  it('are found', () => {
    expect(packages).toEqual(expect.arrayContaining(['core', 'testing', 'plugin-uno', 'decklet']))
  })

  it.each(packages)('%s: links nothing outside the published package with a relative path', (name) => {
    expect(brokenPackageLinks(name)).toEqual([])
  })

  it('would flag a relative link out of the package or into what npm leaves out, and a dead link into the repository', () => {
    const folder = join(root, 'packages', 'testing')
    const markdown = [
      'Part of [decklet](../../README.md), beside [core](../core); see [the source](src/index.ts) and [the licence](LICENSE).',
      '[Options](#options), [this README](./README.md#api), [core on GitHub](https://github.com/decklet/decklet/tree/main/packages/core).',
      '[Gone](https://github.com/decklet/decklet/blob/main/docs/no-such-page.md), [a branch](https://github.com/decklet/decklet/blob/dev/README.md).',
      '[Elsewhere](https://www.npmjs.com/package/@decklet/core).',
    ].join('\n')
    expect(brokenLinks(folder, { files: ['dist', 'vitest'], repository: { url: 'git+https://github.com/decklet/decklet.git' } }, markdown)).toEqual([
      'packages/testing/README.md:1: ../../README.md: leaves the package folder (dead on npm: use an absolute URL)',
      'packages/testing/README.md:1: ../core: leaves the package folder (dead on npm: use an absolute URL)',
      'packages/testing/README.md:1: src/index.ts: not in the published package (dead on npm: use an absolute URL)',
      'packages/testing/README.md:3: https://github.com/decklet/decklet/blob/main/docs/no-such-page.md: no docs/no-such-page.md in the repository',
      'packages/testing/README.md:3: https://github.com/decklet/decklet/blob/dev/README.md: not a /blob/main/ or /tree/main/ link of the repository',
    ])
  })

  it('reads the links a check must see, and only those', () => {
    const markdown = [
      'The [engine](../core) and the [root](../../README.md#license), an ![image](./dist/logo.png "Logo").',
      '`[not a link](../code)` in code, [a URL](https://example.com), [an anchor](#options).',
      '```ts',
      "const x = '[no](../fenced)'",
      '```',
      '[ref]: ../../docs/guide.md',
    ].join('\n')
    expect(linksOf(markdown)).toEqual([
      { line: 1, target: '../core' },
      { line: 1, target: '../../README.md#license' },
      { line: 1, target: './dist/logo.png' },
      { line: 2, target: 'https://example.com' },
      { line: 2, target: '#options' },
      { line: 6, target: '../../docs/guide.md' },
    ])
  })
})
