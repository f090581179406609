import { useState } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { keyframes, useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import CampaignIcon from '@mui/icons-material/Campaign'
import PauseIcon from '@mui/icons-material/Pause'
import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import { useTranslation } from 'react-i18next'
import type { Notice } from '../../../contract'
import { visuallyHidden } from '../../layout/a11y'
import { htmlToText } from '../htmlToText'
import { noticeLanguage } from '../noticeLanguage'

export interface NoticeMarqueeProps {
  /** Player notices (types PL and H); nothing renders without any. */
  notices: Notice[]
  /** Scrolling speed in px per second. */
  speed?: number
}

/** Text moves towards the inline start: to the left in LTR, to the right in RTL. */
const scrollLtr = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`
const scrollRtl = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(50%); }
`

/**
 * The scrolling line of player notices. Screen readers get the notices once, as a list; the moving copy is
 * hidden from them. It stops on hover and focus, has a pause button (WCAG 2.2.2), and does not move at all for
 * people who ask for reduced motion (the text wraps instead).
 */
export function NoticeMarquee({ notices, speed = 60 }: NoticeMarqueeProps) {
  const { t } = useTranslation('layout')
  const theme = useTheme()
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const [paused, setPaused] = useState(false)
  if (notices.length === 0) return null
  const lines = notices.map((notice) => ({ id: notice.id, title: notice.title, text: htmlToText(notice.content), language: noticeLanguage(notice) }))
  const joined = lines.map((line) => `${line.title}: ${line.text}`).join('\u2003•\u2003')
  // The moving copy: each notice in its own span, carrying the language its text is written in.
  const movingCopy = lines.map((line, index) => (
    <span key={line.id}>
      {index > 0 && '\u2003•\u2003'}
      <span {...line.language}>{`${line.title}: ${line.text}`}</span>
    </span>
  ))
  // Duration grows with the text so every notice moves at the same speed (about 8 px per character).
  const seconds = Math.max(10, Math.round((joined.length * 8) / speed))
  const moving = !reducedMotion

  return (
    <Box
      component="section"
      aria-label={t('marquee.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        paddingInline: 1.5,
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <CampaignIcon sx={{ color: 'primary.main', flexShrink: 0 }} aria-hidden />
      <Box component="ul" sx={moving ? visuallyHidden : { listStyle: 'none', m: 0, p: 0, py: 1, flexGrow: 1 }}>
        {lines.map((line) => (
          <Box component="li" key={line.id} {...line.language} sx={{ fontSize: '0.875rem' }}>
            <Box component="strong" sx={{ color: 'primary.main' }}>
              {line.title}:
            </Box>{' '}
            {line.text}
          </Box>
        ))}
      </Box>
      {moving && (
        <>
          {/* What sighted users see: the same text twice in a row, scrolled by half its width for a seamless loop. */}
          <Box
            aria-hidden
            sx={{ flexGrow: 1, overflow: 'hidden', whiteSpace: 'nowrap', '&:hover > div': { animationPlayState: 'paused' } }}
          >
            <Box
              sx={{
                display: 'inline-block',
                animation: `${theme.direction === 'rtl' ? scrollRtl : scrollLtr} ${seconds}s linear infinite`,
                animationPlayState: paused ? 'paused' : 'running',
                fontSize: '0.875rem',
              }}
            >
              <Box component="span" sx={{ paddingInlineEnd: 6 }}>
                {movingCopy}
              </Box>
              <Box component="span" sx={{ paddingInlineEnd: 6 }}>
                {movingCopy}
              </Box>
            </Box>
          </Box>
          <IconButton
            size="small"
            aria-label={paused ? t('marquee.play') : t('marquee.pause')}
            onClick={() => setPaused((value) => !value)}
            sx={{ flexShrink: 0 }}
          >
            {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
        </>
      )}
    </Box>
  )
}
