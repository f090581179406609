/**
 * The portal's entry: storages, API client and RootStore (createPortal), i18n, the start sequence, and the
 * providers (theme from the merchant brand and the visitor's mode and direction, i18next, the store).
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { reaction } from 'mobx'
import { observer } from 'mobx-react-lite'
import { I18nextProvider } from 'react-i18next'
import type { i18n as I18n } from 'i18next'
import { applyDocumentLanguage, createI18n } from '../../locales'
import { PortalThemeProvider } from '../../themes/PortalThemeProvider'
import { watchPreloadErrors } from './chunks/preloadErrors'
import { createPortal } from './createPortal'
import { App } from './shell/App'
import { loadPortalRouter } from './shell/loadPortalRouter'
import { RootStoreProvider } from './StoreContext'
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

function boot() {
  watchPreloadErrors()
  const { root } = createPortal({ storage: { local: browserStorage('localStorage'), session: browserStorage('sessionStorage') } })
  const i18n = createI18n({ language: root.ui.language })
  // The language in use drives i18next and <html lang dir> (right-to-left languages flip the layout).
  reaction(
    () => root.ui.language,
    (language) => {
      void i18n.changeLanguage(language)
      applyDocumentLanguage(language)
    },
    { fireImmediately: true },
  )
  void root.start()
  // Fetch the router chunk now, in parallel with the start calls; App renders it once routes may be registered.
  loadPortalRouter().catch(() => undefined)
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root')
  createRoot(container).render(
    <StrictMode>
      <Providers root={root} i18n={i18n} />
    </StrictMode>,
  )
}

boot()
