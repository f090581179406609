/**
 * A page path is written once, in src/config/paths.ts: the route table, the navigation builders, the portal shell
 * and the components name it from there. A path typed again as a string literal elsewhere in the browser code
 * could drift from its route without any test noticing, so this test looks for one. Stories, fixtures and tests
 * may write sample links.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PATH_ALIASES, PATHS, UNROUTED_GAME_PATHS } from '../../src/config/paths'

const root = join(import.meta.dirname, '../..')
const PATH_TABLE = 'src/config/paths.ts'

/** Browser and shared source: the portal, the components, the config. */
function sources(): string[] {
  const files: string[] = []
  for (const dir of ['src/portal', 'src/components', 'src/config']) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })) {
      const file = `${dir}/${entry}`
      if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file) || /(^|\/)fixtures?\.tsx?$/.test(file)) continue
      if (file !== PATH_TABLE) files.push(file)
    }
  }
  return files
}

/** Every path of the table but home ('/' is also the start of every other path, and of many non-paths). */
const pagePaths = [...Object.values(PATHS), ...Object.values(PATH_ALIASES).flat(), ...UNROUTED_GAME_PATHS].filter((path) => path !== PATHS.home)

/**
 * `'/member'`, `"/member?page=x"`, `` `/member#top` ``: a quote, the path, then a quote, query or hash (so JSON
 * pointers such as `/register/fields/0` are not page paths).
 */
function literalsOf(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`['"\`]${escaped}(?=['"\`?#])`)
}

describe('page paths are written once', () => {
  it('finds source files to look at, and the scan sees a retyped path', () => {
    expect(sources().length).toBeGreaterThan(50)
    expect(literalsOf('/member').test("navigate('/member?page=withdraw')")).toBe(true)
    expect(literalsOf('/help').test('to: `/help?tag=${tag}`')).toBe(true)
    expect(literalsOf('/help').test("'/helpmc'")).toBe(false)
    expect(literalsOf('/member').test('`${PATHS.member}?page=x`')).toBe(false)
    expect(literalsOf('/register').test('`/register/fields/${i}`')).toBe(false)
  })

  it('no page path is typed outside the path table', () => {
    const retyped: string[] = []
    for (const file of sources()) {
      const text = readFileSync(join(root, file), 'utf8')
      for (const path of pagePaths) if (literalsOf(path).test(text)) retyped.push(`${relative(root, join(root, file))}: ${path}`)
    }
    expect(retyped).toEqual([])
  })
})
