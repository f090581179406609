import type SvgIcon from '@mui/material/SvgIcon'
import ChatIcon from '@mui/icons-material/Chat'
import FacebookIcon from '@mui/icons-material/Facebook'
import ForumIcon from '@mui/icons-material/Forum'
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer'
import SupportAgentIcon from '@mui/icons-material/SupportAgent'
import TelegramIcon from '@mui/icons-material/Telegram'
import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import type { CustomerService } from '../../../config'

/** The icon of each customer-service channel (LINE and QQ have no MUI icon: a chat bubble stands in). */
const ICONS: Record<CustomerService['csType'], typeof SvgIcon> = {
  TELEGRAM: TelegramIcon,
  FACEBOOK: FacebookIcon,
  LIVECHAT: SupportAgentIcon,
  LINE: ChatIcon,
  QQ: QuestionAnswerIcon,
  WHATSAPP: WhatsAppIcon,
}

export function customerServiceIcon(csType: CustomerService['csType']): typeof SvgIcon {
  return ICONS[csType] ?? ForumIcon
}
