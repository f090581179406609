/**
 * The arena's colours, as every sabong arena has them: Meron the red corner, Wala the blue, a draw green, a
 * cancelled fight grey. Dark enough for white text on them (4.5:1 and more) in either colour scheme.
 */
import type { FightResult } from '../../contract/sports/cockfight'

export const ARENA_COLOURS = { meron: '#c62828', wala: '#1565c0', draw: '#2e7d32', cancelled: '#616161' } as const satisfies Record<FightResult, string>
