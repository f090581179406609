import { tKey } from '../../../locales'
import type { GameTypeKey } from '../../contract/schemas/agents'

/** The game types a team figure is split by (the contract's GAME_TYPE_KEYS, a schema value the browser may not import). */
export const GAME_TYPES = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const satisfies readonly GameTypeKey[]

export const GAME_TYPE_LABEL_KEYS = {
  LIVE: tKey('agents:gameType.LIVE'),
  RNG: tKey('agents:gameType.RNG'),
  CONS: tKey('agents:gameType.CONS'),
  SPORTS: tKey('agents:gameType.SPORTS'),
  LOTT: tKey('agents:gameType.LOTT'),
  FISH: tKey('agents:gameType.FISH'),
  ELOTT: tKey('agents:gameType.ELOTT'),
  PVP: tKey('agents:gameType.PVP'),
} as const satisfies Record<GameTypeKey, string>
