import { useEffect, useMemo, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import { LazyImage } from '../../../primitives/LazyImage/LazyImage'
import { loadedImages } from '../../../primitives/LazyImage/imageCache'
import { gameImageUrl } from './imageUrl'
import { imageLoads } from './loadBatches'

/** Start asking this far before the picture scrolls into view, in px. */
const PRELOAD_MARGIN_PX = 200

export interface GameImageProps {
  /** The game's picture as the platform sends it: a path on the image hosts, or a full URL. */
  src: string
  /** Text alternative; `""` when the name is written beside it (a game card). */
  alt: string
  /**
   * The image hosts to pick from at random (the permission answer's `imageCDNs`); `""` is this server.
   * Default: this server only.
   */
  hosts?: readonly string[]
  /** Width / height; the platform's game art is 3:2. */
  aspectRatio?: number
  /** Corner radius in theme units. */
  radius?: number
}

/** Calls `onNear` once when `element` comes within the preload margin of the viewport; returns the stop. */
function whenNear(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    // No observer: LazyImage's own throttled scroll checks do the waiting.
    onNear()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect()
        onNear()
      }
    },
    { rootMargin: `${PRELOAD_MARGIN_PX}px` },
  )
  observer.observe(element)
  return () => observer.disconnect()
}

/**
 * A game's picture (spec section 9): its host picked at random from the configured image hosts; requested only
 * when it comes near the viewport, in the page's batches (at most one every 200 ms); tried again up to 3 times
 * when it fails, then a placeholder; and shown at once when it is among the last 200 pictures that loaded.
 * Loading, retries and the cache are the LazyImage primitive's; this adds the host and the batches.
 */
export function GameImage({ src, alt, hosts = [''], aspectRatio = 3 / 2, radius = 0 }: GameImageProps) {
  const hostKey = hosts.join('\n')
  const url = useMemo(() => gameImageUrl(src, hostKey.split('\n')), [src, hostKey])
  const boxRef = useRef<HTMLSpanElement>(null)
  const [turn, setTurn] = useState<string | null>(() => (loadedImages.has(url) ? url : null))
  const ready = turn === url

  useEffect(() => {
    if (ready) return
    if (loadedImages.has(url)) {
      setTurn(url)
      return
    }
    const element = boxRef.current
    if (!element) return
    let cancelTurn = () => {}
    const stop = whenNear(element, () => {
      cancelTurn = imageLoads.request(() => setTurn(url))
    })
    return () => {
      stop()
      cancelTurn()
    }
  }, [url, ready])

  if (ready) return <LazyImage src={url} alt={alt} width="100%" aspectRatio={aspectRatio} radius={radius} preloadMarginPx={PRELOAD_MARGIN_PX} />
  return (
    <Box
      component="span"
      ref={boxRef}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-busy="true"
      sx={{ display: 'block', width: '100%', aspectRatio, borderRadius: radius, bgcolor: 'action.hover' }}
    />
  )
}
