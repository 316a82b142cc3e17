import { version as coreVersion } from '@decklet/core/package.json'
import { version as testingVersion } from '@decklet/testing/package.json'
// The repository's own tool versions (its root package.json), bundled into dist when this package is built.
import { devDependencies as tools } from '../../../package.json'

/** The dependency versions a scaffolded plugin gets: those of the decklet repository this CLI was built in. */
export interface TemplateVersions {
  /** `^<major>.0.0` of `@decklet/core`: the peer dependency range. */
  readonly corePeerRange: string
  /** `^<version>` of `@decklet/core`, a dev dependency (to build and test against). */
  readonly coreRange: string
  /** `^<version>` of `@decklet/testing`. */
  readonly testingRange: string
  /** `typescript`, as the repository pins it. */
  readonly typescript: string
  /** `tsup`, as the repository pins it. */
  readonly tsup: string
  /** `vitest`, as the repository pins it. */
  readonly vitest: string
  /** `publint`, as the repository pins it. */
  readonly publint: string
  /** `@arethetypeswrong/cli`, as the repository pins it. */
  readonly attw: string
  /** `@types/node`, as the repository has it. */
  readonly typesNode: string
}

function tool(name: keyof typeof tools): string {
  const spec = tools[name]
  if (typeof spec !== 'string') throw new Error(`the decklet repository has no ${name} dev dependency`)
  return spec
}

/**
 * The versions written into a scaffolded `package.json`: `@decklet/core` and `@decklet/testing` as this
 * CLI's release of the repository has them, and the very versions of typescript, tsup, vitest, publint,
 * `@arethetypeswrong/cli` and `@types/node` the repository builds and tests its plugins with.
 *
 * @example
 * TEMPLATE_VERSIONS.corePeerRange // '^1.0.0'
 */
export const TEMPLATE_VERSIONS: TemplateVersions = Object.freeze({
  corePeerRange: `^${coreVersion.split('.')[0]}.0.0`,
  coreRange: `^${coreVersion}`,
  testingRange: `^${testingVersion}`,
  typescript: tool('typescript'),
  tsup: tool('tsup'),
  vitest: tool('vitest'),
  publint: tool('publint'),
  attw: tool('@arethetypeswrong/cli'),
  typesNode: tool('@types/node'),
})
