import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import PauseIcon from '@mui/icons-material/Pause'
import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import { useTranslation } from 'react-i18next'
import type { Notice } from '../../../contract'
import type { RenderLink } from '../../layout/renderLink'
import { LazyImage } from '../../primitives/LazyImage'

export interface BannerCarouselProps {
  /** Banner notices (type B) with their images; the carousel renders nothing without any. */
  banners: Notice[]
  /** Milliseconds between slides; 0 turns autoplay off. Autoplay never runs for people who ask for reduced motion. */
  autoPlayMs?: number
  /** Renders in-portal links (paths starting with `/`); other links open in a new tab. */
  renderLink?: RenderLink
}

/**
 * The home page's banners, after the W3C carousel pattern: a labelled region, previous/next buttons, a button
 * per slide, and a pause button while it plays. It stops while the pointer or focus is inside it.
 */
export function BannerCarousel({ banners, autoPlayMs = 5000, renderLink }: BannerCarouselProps) {
  const { t } = useTranslation('layout')
  const theme = useTheme()
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [interacting, setInteracting] = useState(false)
  const count = banners.length
  const current = count > 0 ? index % count : 0
  const canAutoPlay = autoPlayMs > 0 && count > 1 && !reducedMotion
  const playing = canAutoPlay && !paused && !interacting

  useEffect(() => {
    if (!playing) return
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), autoPlayMs)
    return () => window.clearInterval(timer)
  }, [playing, autoPlayMs, count])

  if (count === 0) return null
  const go = (next: number) => setIndex((next + count) % count)
  const flip = theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined
  // From `sm` up the controls lie over the image's edges. On a phone the image is about 100 px tall: arrows over it
  // would cover its headline, so there the controls sit in a strip of their own under the image.
  const phone = theme.breakpoints.down('sm')
  const phoneButtonSx = { color: 'text.primary', bgcolor: 'action.hover', '&:hover': { bgcolor: 'action.selected' } }
  const buttonSx = {
    color: '#fff',
    bgcolor: 'rgba(0, 0, 0, 0.55)',
    '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
    [phone]: phoneButtonSx,
  }
  const arrowSx = (side: 'insetInlineStart' | 'insetInlineEnd') =>
    ({
      ...buttonSx,
      position: 'absolute',
      top: '50%',
      transform: 'translateY(-50%)',
      [side]: 12,
      [phone]: { ...phoneButtonSx, position: 'static', transform: 'none', padding: 0.5 },
    }) as const

  return (
    <Box
      component="section"
      aria-roledescription={t('banner.roleDescription')}
      aria-label={t('banner.label')}
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInteracting(false)
      }}
      sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper' }}
    >
      <Box aria-live={playing ? 'off' : 'polite'} sx={{ aspectRatio: '10 / 3', width: '100%' }}>
        {banners.map((banner, slide) => {
          const image = (
            <LazyImage src={banner.imageUrl ?? ''} alt={banner.title} width="100%" height="100%" objectFit="cover" />
          )
          return (
            <Box
              key={banner.id}
              role="group"
              aria-roledescription={t('banner.slide')}
              aria-label={t('banner.slideOf', { index: slide + 1, count })}
              hidden={slide !== current}
              sx={{ width: '100%', height: '100%', '&[hidden]': { display: 'none' }, '& a': { display: 'block', height: '100%' } }}
            >
              {banner.link
                ? banner.link.startsWith('/') && renderLink
                  ? renderLink({ to: banner.link, children: image })
                  : (
                      <a href={banner.link} target="_blank" rel="noopener noreferrer">
                        {image}
                      </a>
                    )
                : image}
            </Box>
          )
        })}
      </Box>
      {count > 1 && (
        <Box
          sx={{
            display: 'contents',
            [phone]: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, paddingInline: 0.5, paddingBlock: 0.5 },
          }}
        >
          {/* In reading order: previous, the rotation control and the slide buttons, next. */}
          <IconButton aria-label={t('banner.previous')} onClick={() => go(current - 1)} sx={arrowSx('insetInlineStart')}>
            <ChevronLeftIcon sx={flip} />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              bottom: 8,
              insetInline: 0,
              display: 'flex',
              justifyContent: 'center',
              alignItems: 'center',
              gap: 0.5,
              [phone]: { position: 'static', minWidth: 0 },
            }}
          >
            {canAutoPlay && (
              <IconButton size="small" aria-label={paused ? t('banner.play') : t('banner.pause')} onClick={() => setPaused((value) => !value)} sx={buttonSx}>
                {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
              </IconButton>
            )}
            {banners.map((banner, slide) => (
              <Box
                key={banner.id}
                component="button"
                type="button"
                aria-label={t('banner.goTo', { index: slide + 1, title: banner.title })}
                aria-current={slide === current ? 'true' : undefined}
                onClick={() => go(slide)}
                sx={{
                  // 24px target (WCAG 2.2 target size) around a small visible dot.
                  width: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  background: 'none',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  '&::after': {
                    content: '""',
                    width: slide === current ? 22 : 10,
                    height: 10,
                    borderRadius: 5,
                    bgcolor: slide === current ? 'primary.main' : 'rgba(255, 255, 255, 0.7)',
                    boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.4)',
                    [phone]: { bgcolor: slide === current ? 'primary.main' : 'text.disabled', boxShadow: 'none' },
                  },
                  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 1, borderRadius: 1 },
                }}
              />
            ))}
          </Box>
          <IconButton aria-label={t('banner.next')} onClick={() => go(current + 1)} sx={arrowSx('insetInlineEnd')}>
            <ChevronRightIcon sx={flip} />
          </IconButton>
        </Box>
      )}
    </Box>
  )
}
