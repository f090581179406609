/** The round answer's last drawn round as the results list's draw. */
import type { LotteryDraw, LotteryGame, LotteryRound } from '../../contract/schemas/lottery'

/** The round answer's last drawn round as a draw (what the results list shows), or null before the first draw. */
export function lastDrawOf(game: LotteryGame, round: LotteryRound): LotteryDraw | null {
  const last = round.last
  if (!last || !last.prizes || !last.seed || !last.commitment) return null
  return {
    gameCode: game.gameCode,
    gameName: game.name,
    roundNo: last.roundNo,
    drawsAt: last.drawsAt,
    drawnAt: last.drawsAt,
    special: last.prizes.special?.[0] ?? '',
    prizes: last.prizes,
    commitment: last.commitment,
    seed: last.seed,
  }
}
