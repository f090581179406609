/** The icon on each social provider's buttons (login and binding). The icon set has no LINE logo: a chat bubble. */
import ChatIcon from '@mui/icons-material/Chat'
import FacebookIcon from '@mui/icons-material/Facebook'
import GoogleIcon from '@mui/icons-material/Google'
import type { SocialProvider } from '../../contract/schemas/security'

export const SOCIAL_ICONS: Record<SocialProvider, typeof GoogleIcon> = { google: GoogleIcon, facebook: FacebookIcon, line: ChatIcon }
