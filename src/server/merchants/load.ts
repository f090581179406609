/**
 * Loads every `*.json` merchant file from one or more directories and checks it: the shared schema and
 * cross-field rules (src/config/validate.ts) plus what only the server can check (IP blocklist entries parse, a
 * lottery's amounts and schedules, no domain claimed by two merchants, no code used twice). Every problem in every file is collected before
 * failing, so an operator fixes them all in one go; the server never starts with a half-valid set.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatConfigErrors, validateMerchantConfig, type ConfigError } from '../../config/validate'
import type { MerchantConfig } from '../../config/schema'
import { lotteryConfigProblems } from '../domain/lottery/settings'
import { parseBlockEntry } from './ip'
import { createMerchantRegistry, type MerchantRegistry, type MerchantSource } from './registry'

export const DEFAULT_MERCHANT_DIR = fileURLToPath(new URL('../../config/merchants/', import.meta.url))

export class MerchantConfigError extends Error {
  constructor(readonly errors: readonly ConfigError[]) {
    super(`Invalid merchant config (${errors.length} ${errors.length === 1 ? 'error' : 'errors'}):\n${formatConfigErrors(errors)}`)
    this.name = 'MerchantConfigError'
  }
}

/** Reads, validates and registers the merchants; throws MerchantConfigError listing every problem. */
export async function loadMerchants(dirs: readonly string[] = [DEFAULT_MERCHANT_DIR]): Promise<MerchantRegistry> {
  const errors: ConfigError[] = []
  const sources: MerchantSource[] = []
  if (dirs.length === 0) throw new MerchantConfigError([{ file: '(none)', path: '', expected: 'at least one merchant directory', got: 'nothing' }])

  for (const dir of dirs) {
    const absolute = resolve(dir)
    let files: string[]
    try {
      files = (await readdir(absolute)).filter((f) => f.endsWith('.json')).sort()
    } catch (error) {
      errors.push({ file: displayPath(absolute), path: '', expected: 'a readable directory of merchant JSON files', got: (error as NodeJS.ErrnoException).code ?? String(error) })
      continue
    }
    if (files.length === 0) errors.push({ file: displayPath(absolute), path: '', expected: 'at least one *.json merchant file', got: 'none' })
    for (const name of files) {
      const path = join(absolute, name)
      const file = displayPath(path)
      let json: unknown
      try {
        json = JSON.parse(await readFile(path, 'utf8'))
      } catch (error) {
        errors.push({ file, path: '', expected: 'valid JSON', got: (error as Error).message })
        continue
      }
      const result = validateMerchantConfig(json, file)
      if (!result.ok) {
        errors.push(...result.errors)
        continue
      }
      errors.push(...serverOnlyErrors(result.config, file))
      sources.push({ config: result.config, file, assetsDir: join(absolute, 'assets', result.config.code) })
    }
  }
  errors.push(...crossMerchantErrors(sources))
  if (errors.length) throw new MerchantConfigError(errors)
  return createMerchantRegistry(sources)
}

function serverOnlyErrors(config: MerchantConfig, file: string): ConfigError[] {
  const errors: ConfigError[] = []
  config.ipBlocklist.forEach((entry, i) => {
    const parsed = parseBlockEntry(entry)
    if ('error' in parsed) errors.push({ file, path: `/ipBlocklist/${i}`, expected: parsed.error, got: JSON.stringify(entry) })
  })
  if (config.maintenance.endsAt !== undefined && Number.isNaN(Date.parse(config.maintenance.endsAt))) {
    errors.push({ file, path: '/maintenance/endsAt', expected: 'an ISO date-time', got: JSON.stringify(config.maintenance.endsAt) })
  }
  config.domains.forEach((domain, i) => {
    if (domain.includes('*') && !/^\*\.[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(domain)) {
      errors.push({ file, path: `/domains/${i}`, expected: 'a host name, or *. followed by one (e.g. *.example.com)', got: JSON.stringify(domain) })
    }
  })
  // What the merchant schema can't check of a lottery (its amounts in the currency, its schedules), named with the
  // rest so an operator sees every problem of every file at once.
  for (const problem of lotteryConfigProblems(config)) errors.push({ file, path: problem.path, expected: 'a valid lottery setting', got: problem.message })
  return errors
}

function crossMerchantErrors(sources: readonly MerchantSource[]): ConfigError[] {
  const errors: ConfigError[] = []
  const domainOwner = new Map<string, MerchantSource>()
  const codeOwner = new Map<string, MerchantSource>()
  for (const source of sources) {
    const { code } = source.config
    const otherCode = codeOwner.get(code)
    if (otherCode) errors.push({ file: source.file, path: '/code', expected: `a code no other merchant uses (${otherCode.file} has it)`, got: JSON.stringify(code) })
    else codeOwner.set(code, source)
    source.config.domains.forEach((domain, i) => {
      const key = domain.toLowerCase()
      const owner = domainOwner.get(key)
      if (owner && owner !== source) {
        errors.push({ file: source.file, path: `/domains/${i}`, expected: `a domain no other merchant serves (${owner.file} "${owner.config.code}" has it)`, got: JSON.stringify(domain) })
      } else domainOwner.set(key, source)
    })
  }
  return errors
}

/** Paths relative to the working directory read better in a console message. */
function displayPath(path: string): string {
  const rel = relative(process.cwd(), path)
  return rel && !rel.startsWith('..') ? rel : path
}
