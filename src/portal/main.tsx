/**
 * The portal's entry: storages, API client and RootStore (createPortal) with the start data the server wrote
 * into the page, the bundled fonts, the visitor's language (only its translations are loaded), and the providers
 * (theme from the merchant brand and the visitor's mode and direction, i18next, the store).
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { reaction } from 'mobx'
import { observer } from 'mobx-react-lite'
import { I18nextProvider } from 'react-i18next'
import type { i18n as I18n } from 'i18next'
import { addTranslations, applyDocumentLanguage, createI18n, loadTranslations } from '../../locales'
import { loadChineseFaces } from '../../themes/fontFaces'
import { PortalThemeProvider } from '../../themes/PortalThemeProvider'
import { watchPreloadErrors } from './chunks/preloadErrors'
import { createPortal } from './createPortal'
import { App } from './shell/App'
import { loadPortalRouter } from './shell/loadPortalRouter'
import { RootStoreProvider } from './StoreContext'
import { readStartData, rememberLanguage } from './startData'
import { browserStorage } from './storage'
import type { RootStore } from './stores/RootStore'

const Providers = observer(function Providers({ root, i18n }: { root: RootStore; i18n: I18n }) {
  return (
    <PortalThemeProvider brand={root.config.merchant?.brand} mode={root.ui.themeMode} direction={root.ui.direction}>
      <I18nextProvider i18n={i18n}>
        <RootStoreProvider value={root}>
          <App />
        </RootStoreProvider>
      </I18nextProvider>
    </PortalThemeProvider>
  )
})

async function boot() {
  watchPreloadErrors()
  const { root } = createPortal({
    storage: { local: browserStorage('localStorage'), session: browserStorage('sessionStorage') },
    startData: readStartData(),
  })
  // With start data this settles the start at once, so the language below is already the merchant's choice.
  const started = root.start()
  // Fetch the router chunk now, in parallel with anything the start still waits for.
  if (root.phase !== 'ready') loadPortalRouter().catch(() => undefined)

  // Chinese text needs its faces' rules before the first paint only when the page is in Chinese.
  const [first] = await Promise.all([loadTranslations(root.ui.language), root.ui.language === 'cn' ? loadChineseFaces() : undefined])
  const i18n = createI18n({ language: root.ui.language, resources: { [first.language]: first.translations } })
  // The language in use drives i18next, <html lang dir> and the cookie the server writes the next page by. A
  // language's strings are loaded before switching, and a switch overtaken by another is not applied.
  reaction(
    () => root.ui.language,
    async (language) => {
      const loaded = await loadTranslations(language)
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
  createRoot(container).render(
    <StrictMode>
      <Providers root={root} i18n={i18n} />
    </StrictMode>,
  )
  // Elsewhere Chinese shows only in places like the language list: its rules load once the page is drawn.
  if (root.ui.language !== 'cn') requestIdle(() => void loadChineseFaces().catch(() => undefined))
  await started
}

function requestIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 3000 })
  else setTimeout(callback, 1000)
}

void boot()
