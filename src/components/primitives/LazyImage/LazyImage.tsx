import { useEffect, useRef, useState, type CSSProperties } from 'react'
import Box from '@mui/material/Box'
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined'
import { useTranslation } from 'react-i18next'
import { loadedImages } from './imageCache'

/** Spec section 9: 3 retries, visibility checks at most every 200 ms. */
export const LAZY_IMAGE_RETRIES = 3
export const VISIBILITY_CHECK_MS = 200

export interface LazyImageProps {
  /** Image URL. */
  src: string
  /** Text alternative (required); use `""` only for a purely decorative image. */
  alt: string
  /** Width (CSS length or px). */
  width?: number | string
  /** Height (CSS length or px); or give `aspectRatio`. */
  height?: number | string
  /** Width / height ratio, e.g. `16 / 9`, so the space is reserved before the image arrives. */
  aspectRatio?: number
  /** How the image fills its box. */
  objectFit?: CSSProperties['objectFit']
  /** Corner radius in theme units. */
  radius?: number
  /** Times to try again after a failed load before showing the placeholder. */
  retries?: number
  /** Wait before each retry, in ms (multiplied by the attempt number). */
  retryDelayMs?: number
  /** Start loading this far before the image scrolls into view, in px. */
  preloadMarginPx?: number
}

/** waiting: not yet near the viewport; retrying: pausing before the next attempt. */
type Phase = 'waiting' | 'loading' | 'retrying' | 'loaded' | 'failed'

function isNearViewport(element: Element, marginPx: number): boolean {
  const rect = element.getBoundingClientRect()
  return rect.bottom >= -marginPx && rect.top <= window.innerHeight + marginPx && rect.right >= -marginPx && rect.left <= window.innerWidth + marginPx
}

/** Calls `onVisible` once when `element` comes near the viewport: IntersectionObserver, or scroll checks throttled to 200 ms. */
function watchVisibility(element: Element, marginPx: number, onVisible: () => void): () => void {
  if (typeof IntersectionObserver !== 'undefined') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          onVisible()
        }
      },
      { rootMargin: `${marginPx}px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }
  let lastCheck = 0
  let pending: ReturnType<typeof setTimeout> | undefined
  const check = () => {
    lastCheck = Date.now()
    pending = undefined
    if (isNearViewport(element, marginPx)) {
      stop()
      onVisible()
    }
  }
  const onScroll = () => {
    if (pending) return
    pending = setTimeout(check, Math.max(0, VISIBILITY_CHECK_MS - (Date.now() - lastCheck)))
  }
  const stop = () => {
    window.removeEventListener('scroll', onScroll, true)
    window.removeEventListener('resize', onScroll)
    if (pending) clearTimeout(pending)
  }
  window.addEventListener('scroll', onScroll, { capture: true, passive: true })
  window.addEventListener('resize', onScroll, { passive: true })
  check()
  return stop
}

/**
 * An image that loads when it comes near the viewport, retries a failed load (3 times by default), remembers
 * the last 200 URLs that loaded so a seen image shows at once, and shows a placeholder if it never loads.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  aspectRatio,
  objectFit = 'cover',
  radius = 1,
  retries = LAZY_IMAGE_RETRIES,
  retryDelayMs = 300,
  preloadMarginPx = 200,
}: LazyImageProps) {
  const { t } = useTranslation('common')
  const boxRef = useRef<HTMLSpanElement>(null)
  const [phase, setPhase] = useState<Phase>(() => (loadedImages.has(src) ? 'loaded' : 'waiting'))
  const [attempt, setAttempt] = useState(0)

  // A new URL starts over.
  useEffect(() => {
    setAttempt(0)
    setPhase(loadedImages.has(src) ? 'loaded' : 'waiting')
  }, [src])

  useEffect(() => {
    if (phase !== 'waiting' || !boxRef.current) return
    return watchVisibility(boxRef.current, preloadMarginPx, () => setPhase('loading'))
  }, [phase, preloadMarginPx])

  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(retryTimer.current), [])

  const handleError = () => {
    if (attempt >= retries) {
      setPhase('failed')
      return
    }
    // Unmount the failed <img> and mount a fresh one after a pause, so the browser requests the URL again.
    setPhase('retrying')
    retryTimer.current = setTimeout(() => {
      setAttempt((n) => n + 1)
      setPhase('loading')
    }, retryDelayMs * (attempt + 1))
  }

  const frame = {
    position: 'relative',
    display: 'inline-block',
    overflow: 'hidden',
    verticalAlign: 'top',
    width,
    height,
    aspectRatio,
    borderRadius: radius,
    bgcolor: phase === 'loaded' ? 'transparent' : 'action.hover',
    maxWidth: '100%',
  } as const

  if (phase === 'failed') {
    return (
      <Box component="span" role="img" aria-label={alt} title={t('image.failed')} sx={{ ...frame, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}>
        <BrokenImageOutlinedIcon aria-hidden="true" />
      </Box>
    )
  }

  return (
    <Box component="span" ref={boxRef} sx={frame} aria-busy={phase !== 'loaded'}>
      {phase === 'loading' || phase === 'loaded' ? (
        <Box
          component="img"
          key={attempt}
          src={src}
          alt={alt}
          decoding="async"
          onLoad={() => {
            loadedImages.add(src)
            setPhase('loaded')
          }}
          onError={handleError}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit, opacity: phase === 'loaded' ? 1 : 0 }}
        />
      ) : (
        // Before the first request (or between retries) the box holds the place and the name.
        <Box component="span" role="img" aria-label={alt} sx={{ position: 'absolute', inset: 0 }} />
      )}
    </Box>
  )
}
