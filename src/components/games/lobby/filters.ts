/** The game list's filters as the lobby offers them (spec section 9), for the filter group and the games store. */
import type { GameFilter } from '../../../contract/schemas/games'

/** The filters only a member has: their own favourites and recently played games. */
export const MEMBER_FILTERS: readonly GameFilter[] = ['FAV', 'RECENT']

/** The order the lobby offers them in. */
export const FILTER_ORDER: readonly GameFilter[] = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT']

/** The filters a visitor may choose: a guest has neither favourites nor recent games. */
export function filtersFor(member: boolean): GameFilter[] {
  return FILTER_ORDER.filter((filter) => member || !MEMBER_FILTERS.includes(filter))
}
