/**
 * The portal's entry: storages, API client and RootStore (createPortal) with the start data the server wrote
 * into the page, the bundled fonts, the visitor's language (only its translations are loaded), and the providers
 * (theme from the merchant brand and the visitor's mode and direction, i18next, the store).
 */
import { StrictMode, startTransition, useEffect, useState } from 'react'
import type { StylisPlugin } from '@emotion/cache'
import { createRoot } from 'react-dom/client'
import { reaction } from 'mobx'
import { observer } from 'mobx-react-lite'
import { I18nextProvider } from 'react-i18next'
import type { i18n as I18n } from 'i18next'
import { addTranslations, applyDocumentLanguage, createI18n, loadedLazyNamespaces, loadTranslations } from '../../locales'
import { loadChineseFaces } from '../../themes/fontFaces'
import { loadRtlPlugin, portalTheme, ThemeRoot } from '../../themes/ThemeRoot'
import { watchPreloadErrors } from './chunks/preloadErrors'
import { createPortal } from './createPortal'
import { pageNamespacesAt, preloadPageAt } from './routes/pages'
import { App } from './shell/App'
import { RootStoreProvider } from './StoreContext'
import { readStartData, rememberLanguage } from './startData'
import { browserStorage } from './storage'
import type { RootStore } from './stores/RootStore'

const Providers = observer(function Providers({ root, i18n, rtl }: { root: RootStore; i18n: I18n; rtl?: StylisPlugin }) {
  const direction = root.ui.direction
  // Right-to-left styles need their stylis plugin: a page that starts right-to-left has it before the first
  // render; a switch to Arabic keeps the left-to-right layout the moment it takes to load.
  // (The plugin is a function: useState would call it, hence the wrappers.)
  const [rtlPlugin, setRtlPlugin] = useState<StylisPlugin | undefined>(() => rtl)
  useEffect(() => {
    if (direction === 'rtl' && !rtlPlugin) loadRtlPlugin().then((plugin) => setRtlPlugin(() => plugin), () => undefined)
  }, [direction, rtlPlugin])
  return (
    <ThemeRoot
      brand={root.config.merchant?.brand}
      mode={root.ui.themeMode}
      direction={direction === 'rtl' && !rtlPlugin ? 'ltr' : direction}
      rtlPlugin={rtlPlugin}
    >
      <I18nextProvider i18n={i18n}>
        <RootStoreProvider value={root}>
          <App />
        </RootStoreProvider>
      </I18nextProvider>
    </ThemeRoot>
  )
})

/**
 * Lets the browser paint and handle input between start-up steps, so evaluating the shell, building the stores,
 * building the theme and rendering are separate short tasks instead of one long one (Total Blocking Time).
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

async function boot() {
  watchPreloadErrors()
  await yieldToBrowser()
  // The first touch of a storage loads it from the browser's disk (about 80 ms on a mid-range phone): a task of its own.
  const storage = { local: browserStorage('localStorage'), session: browserStorage('sessionStorage') }
  await yieldToBrowser()
  const { root } = createPortal({ storage, startData: readStartData() })
  // With start data this settles the start at once, so the language below is already the merchant's choice.
  const started = root.start()

  // Chinese text needs its faces' rules before the first paint only when the page is in Chinese. The page's own
  // chunk (when it is not home) and the strings it reads load alongside: the first render then has them, instead
  // of suspending on them.
  const [first, , rtl] = await Promise.all([
    loadTranslations(root.ui.language, pageNamespacesAt(window.location.pathname)),
    root.ui.language === 'cn' ? loadChineseFaces() : undefined,
    root.ui.direction === 'rtl' ? loadRtlPlugin() : undefined,
    preloadPageAt(window.location.pathname),
  ])
  await yieldToBrowser()
  // The theme of the first render, in a task of its own (ThemeRoot finds it built).
  portalTheme(root.config.merchant?.brand, root.ui.themeMode, root.ui.direction)
  await yieldToBrowser()
  const i18n = createI18n({ language: root.ui.language, resources: { [first.language]: first.translations } })
  // The language in use drives i18next, <html lang dir> and the cookie the server writes the next page by. A
  // language's strings (and the lazy namespaces already in use) are loaded before switching, and a switch
  // overtaken by another is not applied.
  reaction(
    () => root.ui.language,
    async (language) => {
      const loaded = await loadTranslations(language, loadedLazyNamespaces(i18n))
      addTranslations(i18n, loaded.language, loaded.translations)
      if (root.ui.language !== language) return
      await i18n.changeLanguage(language)
      applyDocumentLanguage(language)
      rememberLanguage(language)
    },
    { fireImmediately: true },
  )
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root')
  // The first render is a transition: React renders the tree in slices of a few milliseconds and lets the
  // browser in between, instead of one long task (Total Blocking Time).
  const reactRoot = createRoot(container)
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <Providers root={root} i18n={i18n} rtl={rtl} />
      </StrictMode>,
    )
  })
  // Elsewhere Chinese shows only in places like the language list: its rules load once the page is drawn.
  if (root.ui.language !== 'cn') requestIdle(() => void loadChineseFaces().catch(() => undefined))
  // The installable app (pwa/start.ts): its service worker and the browser's install offer, when idle after the first
  // screen; production builds only.
  if (import.meta.env.PROD) requestIdle(() => void import('./pwa/start'))
  await started
}

function requestIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 3000 })
  else setTimeout(callback, 1000)
}

void boot()
