/**
 * The house games' frame (house.html, its own bundle): opened by the portal in a sandboxed iframe at
 * `/house/play/<gameId>?session=<token>&lang=<code>`, or as our lottery app at `/lottery-app/<view>?…`. Reads those, loads the language's strings, sets
 * `<html lang dir>`, and renders the app in the house's dark theme. The frame has an opaque origin: no cookies, no
 * storage; the session token in its address is its only credential.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { applyDocumentLanguage } from '../../locales'
import { loadChineseFaces } from '../../themes/fontFaces'
import { loadRtlPlugin, ThemeRoot } from '../../themes/ThemeRoot'
import type { BrandInput } from '../../themes/createPortalTheme'
import { directionOf } from '../config/languages'
import type { CockfightSession } from '../contract/cockfight'
import { SPORTS_BOOKS } from '../contract/sportsbook'
import { readFrameAddress } from './address'
import { readLotteryAddress } from './lottery/address'
import { createHouseApi } from './api'
import { HouseApp } from './HouseApp'
import { createHouseI18n } from './i18n'

/** The house cockfighting arena's game id (its session answers with it): the frame opens the arena's app for it. */
const COCKFIGHT_GAME: CockfightSession['game'] = 'cockfight'

/** The house's own look: gold on the dark scheme, whatever merchant's portal opened the game. */
const HOUSE_BRAND: BrandInput = { colours: { primary: '#f0b429', secondary: '#e0524f' }, radius: 12 }

async function boot() {
  // Our lottery app is a view of this frame: its app, strings and API client are lazy chunks of their own.
  const lottery = readLotteryAddress(window.location)
  const frame = lottery ? undefined : readFrameAddress(window.location)
  const language = lottery?.language ?? frame!.language
  const direction = directionOf(language)
  applyDocumentLanguage(language)
  // The house sportsbook is a game of this frame with an app of its own, a lazy chunk like the lottery's.
  const book = frame && (SPORTS_BOOKS as readonly string[]).includes(frame.gameId ?? '') ? frame : undefined
  // The cockfighting arena likewise: an app and strings of its own, in a lazy chunk.
  const arena = frame && frame.gameId === COCKFIGHT_GAME ? frame : undefined
  const [app, rtlPlugin] = await Promise.all([
    lottery
      ? import('./lottery/boot').then((module) => module.lotteryApp(lottery))
      : book
        ? import('./sports/boot').then((module) => module.sportsApp(book))
        : arena
          ? import('./cockfight/boot').then((module) => module.cockfightApp(arena))
          : createHouseI18n(language).then((i18n) => ({ i18n, element: <HouseApp api={createHouseApi(frame!.session)} gameId={frame!.gameId} /> })),
    direction === 'rtl' ? loadRtlPlugin() : undefined,
    language === 'cn' ? loadChineseFaces() : undefined,
  ])
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ThemeRoot brand={HOUSE_BRAND} mode="dark" direction={direction} rtlPlugin={rtlPlugin}>
        <I18nextProvider i18n={app.i18n}>{app.element}</I18nextProvider>
      </ThemeRoot>
    </StrictMode>,
  )
}

/** Without its strings or styles the app cannot say anything: a plain three-language line and a reload. */
function bootFailed(error: unknown) {
  console.error(error)
  const root = document.getElementById('root')!
  root.textContent = ''
  const message = document.createElement('p')
  message.textContent = 'The game could not load. / เปิดเกมไม่สำเร็จ / 游戏加载失败。'
  const retry = document.createElement('button')
  retry.type = 'button'
  retry.textContent = '↻'
  retry.setAttribute('aria-label', 'Reload')
  retry.addEventListener('click', () => window.location.reload())
  root.append(message, retry)
}

boot().catch(bootFailed)
