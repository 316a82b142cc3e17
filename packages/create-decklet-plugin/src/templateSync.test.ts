// The template makes packages the way the repository's own plugins are made: these checks fail when a
// built-in plugin's setup changes and the template does not follow (or the other way round).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TEMPLATE_VERSIONS } from './index'

const json = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))
const text = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const template = json('../template/_package.json')
const uno = json('../../plugin-uno/package.json')
const draw = json('../../plugin-draw/package.json')

describe('the template', () => {
  it("has the built-in plugins' package layout: exports, main/module/types, files, sideEffects, type, engines", () => {
    for (const plugin of [uno, draw]) {
      for (const field of ['type', 'sideEffects', 'main', 'module', 'types', 'exports', 'files', 'engines']) expect(template[field], field).toEqual(plugin[field])
    }
  })

  it("has the built-in plugins' build, test, typecheck and package-check scripts", () => {
    for (const script of ['build', 'test', 'typecheck', 'check:package']) expect(template.scripts[script], script).toBe(draw.scripts[script])
  })

  it("has a peer dependency on @decklet/core's major, and the repository's versions of the tools", () => {
    const core = json('../../core/package.json')
    const root = json('../../../package.json')
    expect(TEMPLATE_VERSIONS.corePeerRange).toBe(`^${core.version.split('.')[0]}.0.0`)
    expect(TEMPLATE_VERSIONS.coreRange).toBe(`^${core.version}`)
    expect(TEMPLATE_VERSIONS.testingRange).toBe(`^${json('../../testing/package.json').version}`)
    expect(TEMPLATE_VERSIONS).toMatchObject({
      typescript: root.devDependencies.typescript,
      tsup: root.devDependencies.tsup,
      vitest: root.devDependencies.vitest,
      publint: root.devDependencies.publint,
      attw: root.devDependencies['@arethetypeswrong/cli'],
      typesNode: root.devDependencies['@types/node'],
    })
  })

  it("compiles with the repository's compiler options (standalone: it has no base to extend)", () => {
    const base = json('../../../tsconfig.base.json').compilerOptions
    const own = json('../template/tsconfig.json')
    expect(own.compilerOptions).toEqual({ ...base, resolveJsonModule: true })
    expect(own.include).toEqual(json('../../plugin-uno/tsconfig.json').include)
  })

  it("builds with the built-in plugins' tsup options", () => {
    const options = (source: string) => source.slice(source.indexOf('defineConfig(')).replace(/\s+/g, ' ')
    expect(options(text('../template/tsup.config.ts'))).toBe(options(text('../../plugin-uno/tsup.config.ts')))
  })
})
