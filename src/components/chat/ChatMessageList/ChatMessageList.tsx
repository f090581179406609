import { Fragment, useEffect, useLayoutEffect, useRef } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ChatMessage } from '../../../contract/schemas/chat'
import { useLocaleTag } from '../../layout/useLocaleTag'

export interface ChatMessageListProps {
  messages: readonly ChatMessage[]
  /** There are older messages: a button at the top loads them. */
  hasMore?: boolean
  loadingOlder?: boolean
  onLoadOlder?(): void
  /** Today, for the day separators (the portal's clock; stories give a fixed one). */
  now?: Date
}

const DAY_MS = 86_400_000
const localDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()

/**
 * The room's messages, oldest first, in a log the screen reader announces as they come: a separator for each day
 * ("today", "yesterday", then the date), the member's own on the end side, the others' on the start side with the
 * writer's (masked) name. Text is written as text nodes only: whatever a member wrote, HTML included, shows as typed.
 * A new message scrolls the list to it while the reader is at the bottom; reading older ones, it does not pull away.
 */
export function ChatMessageList({ messages, hasMore = false, loadingOlder = false, onLoadOlder, now = new Date() }: ChatMessageListProps) {
  const { t } = useTranslation('chat')
  const locale = useLocaleTag()
  const scroller = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const lastId = messages.at(-1)?.id

  useLayoutEffect(() => {
    const node = scroller.current
    if (node && atBottom.current) node.scrollTop = node.scrollHeight
  }, [lastId])
  useEffect(() => {
    const node = scroller.current
    if (!node) return
    const onScroll = () => (atBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight < 48)
    node.addEventListener('scroll', onScroll, { passive: true })
    return () => node.removeEventListener('scroll', onScroll)
  }, [])

  const today = localDay(now)
  const dayLabel = (at: Date) => {
    const day = localDay(at)
    if (day === today) return t('today')
    if (day === today - DAY_MS) return t('yesterday')
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(at)
  }
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' })

  return (
    // The log itself scrolls, and takes the keyboard's focus, so a keyboard can scroll it too.
    <Box ref={scroller} role="log" aria-label={t('messages')} aria-live="polite" tabIndex={0} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 1, py: 1 }} data-testid="chat-scroller">
      {hasMore ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
          <Button size="small" onClick={() => onLoadOlder?.()} disabled={loadingOlder}>
            {t('older')}
          </Button>
        </Box>
      ) : null}
      {messages.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {t('empty')}
        </Typography>
      ) : null}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        {messages.map((message, index) => {
          const at = new Date(message.at)
          const newDay = index === 0 || localDay(new Date(messages[index - 1].at)) !== localDay(at)
          return (
            <Fragment key={message.id}>
              {newDay ? (
                <Box component="li">
                  <Box role="separator" aria-label={dayLabel(at)} sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1, color: 'text.secondary' }}>
                    <Box sx={{ flex: 1, borderTop: 1, borderColor: 'divider' }} />
                    <Typography variant="caption" aria-hidden>
                      {dayLabel(at)}
                    </Typography>
                    <Box sx={{ flex: 1, borderTop: 1, borderColor: 'divider' }} />
                  </Box>
                </Box>
              ) : null}
              <Box component="li" data-own={message.own || undefined} sx={{ display: 'flex', flexDirection: 'column', alignItems: message.own ? 'flex-end' : 'flex-start' }}>
                <Box
                  sx={{
                    maxWidth: '85%',
                    px: 1.5,
                    py: 0.75,
                    borderRadius: 2,
                    bgcolor: message.own ? 'primary.main' : 'action.hover',
                    color: message.own ? 'primary.contrastText' : 'text.primary',
                  }}
                >
                  <Typography variant="caption" component="p" sx={{ fontWeight: 700, opacity: 0.9 }}>
                    {message.own ? t('you') : <bdi>{message.name}</bdi>}
                  </Typography>
                  {/* A text node, never markup: what the member typed, exactly. `dir="auto"`: Thai and English, Arabic too, each in its direction. */}
                  <Typography variant="body2" component="p" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {message.text}
                  </Typography>
                </Box>
                <Typography variant="caption" color="text.secondary" component="time" dateTime={message.at} sx={{ px: 0.5 }}>
                  {time.format(at)}
                </Typography>
              </Box>
            </Fragment>
          )
        })}
      </Box>
    </Box>
  )
}
