import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { BannerCarousel } from '../../../components/content/BannerCarousel'
import { CategoryEntries } from '../../../components/content/CategoryEntries'
import { NoticeMarquee } from '../../../components/content/NoticeMarquee'
import { visuallyHidden } from '../../../components/layout/a11y'
import { useFooterHold } from '../../../components/layout/PageShell'
import { useLocaleTag } from '../../../components/layout/useLocaleTag'
import { notePageScrollbar } from '../../../components/primitives/Dialog/pageScrollLock'
import { useRootStore } from '../../StoreContext'
import { routerLink } from '../../shell/routerLink'
import type { RoutePageProps } from '../RoutePageProps'
import { lazyWithRetry } from '../../chunks/lazyWithRetry'

/**
 * The place the hot games and the winner board keep until they are drawn: before they are asked for, and while
 * their chunk and strings load. Meanwhile it holds the footer: they arrive after the first screen and would push a
 * footer already on screen down (a layout shift of the whole footer); with it held, nothing is below them to move,
 * and the footer is drawn under them in the commit that draws them.
 */
function GamesPlace() {
  useFooterHold(true)
  return <Box sx={{ minHeight: 216 }} />
}

/** The hot games and the winner board: below the fold, their own chunk (and the games strings), when scrolled near. */
const HomeGames = lazyWithRetry(() => import('./HomeGames'), { namespaces: ['games'], fallback: <GamesPlace /> })

/**
 * Whether an element below the fold has come into the viewport, so what it shows is loaded when the
 * visitor scrolls towards it rather than with the first screen.
 */
function useShownWhenNear<T extends Element>(): { ref: (element: T | null) => void; shown: boolean } {
  const [element, setElement] = useState<T | null>(null)
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!element || shown) return
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true)
    }, { rootMargin: '0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, shown])
  return { ref: setElement, shown }
}

/** Runs `callback` when the browser is idle (within `timeoutMs`); returns the cancel. */
function whenIdle(callback: () => void, timeoutMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(callback, 200)
  return () => window.clearTimeout(id)
}

/**
 * The home page (spec section 2): banners, the player-notice marquee and the category entries, and the public
 * announcement popup when popup notices exist and it was not closed in this session (spec section 4).
 */
export const HomePage = observer(function HomePage(_props: RoutePageProps) {
  const { notices, config, modals } = useRootStore()
  const shouldOpenPopup = notices.shouldOpenPopup
  const localeTag = useLocaleTag()
  const { ref: gamesRef, shown: gamesShown } = useShownWhenNear<HTMLDivElement>()

  // The popup opens once the page has been drawn and the browser is idle (at most 1.5 s on), so drawing it is a task
  // of its own instead of lengthening the first screen's. Its chunk (requested with the page) is run and its costly
  // step done in one idle moment, and the popup drawn in the next: each a task a phone runs without a long stall.
  useEffect(() => {
    if (!shouldOpenPopup) return
    let cancelled = false
    const open = () => {
      if (!cancelled && !modals.isOpen('announcement')) modals.open('announcement')
    }
    let cancel = whenIdle(() => {
      import('../../modals/PublicAnnouncement').then(
        ({ preparePublicAnnouncement }) => {
          if (cancelled) return
          preparePublicAnnouncement(localeTag)
          cancel = whenIdle(() => {
          // The page's layout is up to date here: reading the scrollbar's width now costs nothing, in the
          // popup's own task it would force a layout (pageScrollLock).
          notePageScrollbar()
          open()
        })
        },
        // The modal host loads the chunk again (with retries) and shows a failure itself.
        open,
      )
    })
    return () => {
      cancelled = true
      cancel()
    }
  }, [shouldOpenPopup, modals, localeTag])

  return (
    <Box data-testid="home-page">
      {/* For screen readers and the document outline, not drawn: the logo already names the site. */}
      <Typography component="h1" sx={visuallyHidden}>
        {config.merchant?.name}
      </Typography>
      <BannerCarousel banners={notices.banners} renderLink={routerLink} />
      <NoticeMarquee notices={notices.player} />
      <Container sx={{ paddingBlock: 3 }}>
        <CategoryEntries categories={config.categories} renderLink={routerLink} />
      </Container>
      <Container ref={gamesRef} sx={{ paddingBlockEnd: 3 }}>
        {gamesShown ? <HomeGames /> : <GamesPlace />}
      </Container>
    </Box>
  )
})
