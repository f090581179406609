/**
 * The outside services some server tests need: PostgreSQL (DATABASE_URL) and Redis (REDIS_URL). On a developer's
 * machine without them those tests skip, and `npm test` lists them by name. CI expects both
 * (PORTICO_REQUIRE_SERVICES=1, set by .ci/run): there a missing service fails the suite instead of skipping, so a
 * broken CI machine never passes by running less.
 */
export type ServiceVariable = 'DATABASE_URL' | 'REDIS_URL'

export function requiredServices(): boolean {
  return process.env.PORTICO_REQUIRE_SERVICES === '1'
}

/** The service's URL, or undefined to skip; throws when CI requires it and it is missing. */
export function serviceUrl(variable: ServiceVariable): string | undefined {
  const url = process.env[variable]
  if (!url && requiredServices()) {
    throw new Error(`${variable} is not set, and this run requires it (PORTICO_REQUIRE_SERVICES=1): the tests that need it would have been skipped.`)
  }
  return url || undefined
}

/** For describe.runIf / it.runIf: true when the service is there (and a thrown error when it is required but not). */
export function hasService(variable: ServiceVariable): boolean {
  return serviceUrl(variable) !== undefined
}
