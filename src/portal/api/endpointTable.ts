/**
 * Where the API client finds a call's definition: the entry's table (CORE_ENDPOINTS), or a table a lazy chunk
 * registered when it loaded (the agent centre's AGENT_ENDPOINTS), so the first screen's bundle carries only the
 * calls the first screen can make.
 */
import { CORE_ENDPOINTS, type EndpointDef } from '../../contract/coreEndpoints'
import type { EndpointName } from '../../contract/endpoints'

const registered = new Map<string, EndpointDef>(Object.entries(CORE_ENDPOINTS))

/** Adds a lazy chunk's calls (called by the module that uses them, when it loads). */
export function registerEndpoints(table: Readonly<Record<string, EndpointDef>>): void {
  for (const [name, def] of Object.entries(table)) registered.set(name, def)
}

/** A call's definition; a call whose chunk has not registered its table is a programming error, said plainly. */
export function endpointDef(name: EndpointName): EndpointDef {
  const def = registered.get(name)
  if (!def) throw new Error(`The call "${name}" is not registered: the module that makes it must registerEndpoints() its table.`)
  return def
}
