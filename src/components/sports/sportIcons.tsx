/** One bundled icon per sport the book lists (MUI's icons: nothing is fetched), shared by the tabs, cards and bets. */
import type SvgIcon from '@mui/material/SvgIcon'
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer'
import SportsBasketballIcon from '@mui/icons-material/SportsBasketball'
import SportsTennisIcon from '@mui/icons-material/SportsTennis'
import SportsCricketIcon from '@mui/icons-material/SportsCricket'
import CastleIcon from '@mui/icons-material/Castle'
import GpsFixedIcon from '@mui/icons-material/GpsFixed'
import type { BookSport } from '../../contract/sportsbook'

type SvgIconComponent = typeof SvgIcon

/** A MOBA is fought over towers and a base (the castle); a tactical shooter is aimed (the crosshair). */
export const SPORT_ICONS: Record<BookSport, SvgIconComponent> = {
  football: SportsSoccerIcon,
  basketball: SportsBasketballIcon,
  tennis: SportsTennisIcon,
  cricket: SportsCricketIcon,
  moba: CastleIcon,
  shooter: GpsFixedIcon,
}
