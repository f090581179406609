import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import ChatIcon from '@mui/icons-material/Chat'
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer'
import { useTranslation } from 'react-i18next'
import { LazyTooltip } from '../../primitives/LazyTooltip'

export interface FloatingContactsProps {
  /** LINE contact link (merchant contacts.line). */
  line?: string
  /** QQ contact link (merchant contacts.qq). */
  qq?: string
  /** Opens the chat room (a merchant with one): a button after the links. The widget itself is a lazy chunk. */
  onChat?: () => void
}

/**
 * Floating LINE and QQ buttons at the inline end of the screen (the right in LTR, the left in RTL); each
 * opens its link in a new tab. With `onChat`, the chat room's launcher after them. Renders nothing when there is
 * none of them.
 */
export function FloatingContacts({ line, qq, onChat }: FloatingContactsProps) {
  const { t } = useTranslation('layout')
  const contacts = [
    line ? { key: 'line', href: line, label: t('contacts.line'), Icon: ChatIcon, colour: '#06c755' } : null,
    qq ? { key: 'qq', href: qq, label: t('contacts.qq'), Icon: QuestionAnswerIcon, colour: '#12b7f5' } : null,
    // The chat room's launcher: a button (no address), in the same look, so the first screen carries next to nothing for it.
    onChat ? { key: 'chat', href: undefined, label: t('contacts.chat'), Icon: ChatIcon, colour: '#ffb300' } : null,
  ].filter((contact) => contact !== null)
  if (contacts.length === 0) return null
  return (
    <Box
      component="aside"
      aria-label={t('contacts.label')}
      sx={{
        position: 'fixed',
        insetInlineEnd: 16,
        bottom: 96,
        zIndex: (theme) => theme.zIndex.speedDial,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      {contacts.map(({ key, href, label, Icon, colour }) => (
        <LazyTooltip key={key} title={label} placement="left">
          <IconButton
            {...(href ? { component: 'a', href, target: '_blank', rel: 'noopener noreferrer' } : { onClick: onChat, 'aria-haspopup': 'dialog' })}
            aria-label={href ? `${label} (${t('common.opensInNewTab')})` : label}
            // A floating action button's look (48 px, round, raised) on the IconButton the page already has.
            sx={{
              width: 48,
              height: 48,
              bgcolor: colour,
              color: '#0b1a10',
              boxShadow: 6,
              '&:hover': { bgcolor: colour, filter: 'brightness(1.1)' },
            }}
          >
            <Icon />
          </IconButton>
        </LazyTooltip>
      ))}
    </Box>
  )
}
