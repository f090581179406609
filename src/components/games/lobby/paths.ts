import { PATHS } from '../../../config/paths'

/** The game frame page of one game (the game path with the game's nodeId): where a game card leads. */
export function gamePath(nodeId: string): string {
  return `${PATHS.game}?nodeId=${encodeURIComponent(nodeId)}`
}
