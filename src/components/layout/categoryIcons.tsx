/** One icon per vendor category, shared by the header tabs and the home page's category entries. */
import type SvgIcon from '@mui/material/SvgIcon'
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer'
import SportsEsportsIcon from '@mui/icons-material/SportsEsports'
import SportsKabaddiIcon from '@mui/icons-material/SportsKabaddi'
import CasinoIcon from '@mui/icons-material/Casino'
import PhishingIcon from '@mui/icons-material/Phishing'
import LiveTvIcon from '@mui/icons-material/LiveTv'
import StyleIcon from '@mui/icons-material/Style'
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber'
import NumbersIcon from '@mui/icons-material/Numbers'
import type { CategoryKey } from '../../config'
import { tKey } from '../../../locales'

type SvgIconComponent = typeof SvgIcon

export const CATEGORY_ICONS: Record<CategoryKey, SvgIconComponent> = {
  SPORTS: SportsSoccerIcon,
  ESPORTS: SportsEsportsIcon,
  COCKFIGHT: SportsKabaddiIcon,
  RNG: CasinoIcon,
  FISH: PhishingIcon,
  LIVE: LiveTvIcon,
  PVP: StyleIcon,
  LOTT: ConfirmationNumberIcon,
  ELOTT: NumbersIcon,
}

/** Translation keys of the category names. */
export const CATEGORY_LABEL_KEYS = {
  SPORTS: tKey('layout:category.SPORTS'),
  ESPORTS: tKey('layout:category.ESPORTS'),
  COCKFIGHT: tKey('layout:category.COCKFIGHT'),
  RNG: tKey('layout:category.RNG'),
  FISH: tKey('layout:category.FISH'),
  LIVE: tKey('layout:category.LIVE'),
  PVP: tKey('layout:category.PVP'),
  LOTT: tKey('layout:category.LOTT'),
  ELOTT: tKey('layout:category.ELOTT'),
} as const satisfies Record<CategoryKey, string>
