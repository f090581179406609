/** Loading merchant files: valid sets load; any invalid file stops the server with every problem named. */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadMerchants, MerchantConfigError } from '../../src/server/merchants/load'
import { DEFAULT_MERCHANT_DIR, GATED_MERCHANTS_DIR, INVALID_MERCHANTS_DIR, loadTestMerchants } from './helpers'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

async function loadError(dirs: string[]): Promise<MerchantConfigError> {
  const error = await loadMerchants(dirs).then(() => undefined, (e: unknown) => e)
  expect(error).toBeInstanceOf(MerchantConfigError)
  return error as MerchantConfigError
}

describe('merchant loading', () => {
  it('loads the shipped merchants from the default directory', async () => {
    const registry = await loadMerchants()
    expect(registry.merchants.map((m) => m.config.code).sort()).toEqual(['demo', 'lotus'])
    expect(registry.byHost('localhost:3000')?.config.code).toBe('demo')
    expect(registry.byHost('lotus.localhost')?.config.code).toBe('lotus')
    expect(registry.byCode('lotus')?.assetsDir).toMatch(/src\/config\/merchants\/assets\/lotus$/)
  })

  it('loads several directories at once', async () => {
    const registry = await loadTestMerchants()
    expect(registry.merchants.map((m) => m.config.code).sort()).toEqual(['blocked', 'demo', 'guard', 'lotus', 'shut'])
    expect(registry.byHost('shop.guard.localhost')?.config.code).toBe('guard')
  })

  it('refuses an invalid set, naming every file and field at once', async () => {
    const error = await loadError([DEFAULT_MERCHANT_DIR, INVALID_MERCHANTS_DIR])
    const found = error.errors.map((e) => `${e.file.split('/').pop()} ${e.path}`)
    expect(found).toEqual(expect.arrayContaining([
      'broken.json /name',
      'broken.json /languages/default',
      'badip.json /ipBlocklist/1',
      'badip.json /ipBlocklist/2',
      'clash.json /domains/1',
      'garbled.json ',
      // The lottery's amounts and schedules, which only the server checks, are named with the rest.
      'badlottery.json /lottery/betTypes/lo/price',
      'badlottery.json /lottery/betTypes/lo/min',
      'badlottery.json /lottery/games/0/closeBeforeDrawSeconds',
    ]))
    // The valid CIDR in badip.json is not reported.
    expect(found).not.toContain('badip.json /ipBlocklist/0')
    expect(error.message).toContain('tests/server/fixtures/merchants/invalid/badip.json: /ipBlocklist/1: expected a CIDR prefix length from 0 to 32, got "10.0.0.0/33"')
    expect(error.message).toMatch(/clash\.json: \/domains\/1: expected a domain no other merchant serves \(.*demo\.json "demo" has it\), got "localhost"/)
    expect(error.message).toContain('broken.json: /name: expected a value (required), got nothing')
  })

  it('refuses a missing directory', async () => {
    const error = await loadError([`${GATED_MERCHANTS_DIR}/does-not-exist`])
    expect(error.errors[0]).toMatchObject({ expected: 'a readable directory of merchant JSON files', got: 'ENOENT' })
  })

  it('stops the server process with exit code 1 and the errors printed', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', PORTICO_MERCHANT_DIRS: `${DEFAULT_MERCHANT_DIR}:${INVALID_MERCHANTS_DIR}`, PORTICO_DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Portico cannot start')
    expect(result.stderr).toContain('badip.json: /ipBlocklist/2: expected a valid IPv4 or IPv6 address or CIDR block, got "not-an-ip"')
    expect(result.stdout).not.toContain('Portico is running')
  })
})
