import { useLayoutEffect, useMemo, type ReactNode } from 'react'
import type { Decorator, Preview } from '@storybook/react-vite'
import { I18nextProvider } from 'react-i18next'
import { DIRECTIONS, LANGUAGES, THEME_MODES, directionOf, type Direction, type ThemeMode } from '../src/config/languages'
import { MERCHANT_CODES, MERCHANTS, type MerchantCode } from '../src/config/merchants'
import { applyDocumentLanguage } from '../locales'
import { createI18n } from '../locales/bundled'
import { PortalThemeProvider } from '../themes/PortalThemeProvider'
import '../themes/fonts'
import { installFixedClock } from './fixedClock'
import { useStoryOverrides } from './storyOverrides'

/** True inside Vitest browser mode (the component test suite): motion off, screenshots on. */
const underTest = (globalThis as { __vitest_browser__?: boolean }).__vitest_browser__ === true

/** Viewports for the toolbar and for the component tests (`desktop` is the default). */
const PORTAL_VIEWPORTS = {
  desktop: { name: 'Desktop 1280×720', styles: { width: '1280px', height: '720px' }, type: 'desktop' },
  tablet: { name: 'Tablet 820×1180', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
  mobile: { name: 'Mobile 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  // The narrowest common phone, no taller than the test runner's window (a taller frame is scaled down and blurred).
  phone: { name: 'Phone 360×720', styles: { width: '360px', height: '720px' }, type: 'mobile' },
} as const

/** Toolbar value meaning "the chosen language's own direction". */
const AUTO_DIRECTION = 'auto'

interface FrameProps {
  mode: ThemeMode
  merchant: MerchantCode
  language: string
  direction: Direction | typeof AUTO_DIRECTION
  padded: boolean
  children: ReactNode
}

/** Theme, direction and an i18next instance of the chosen language around each story. */
function StoryFrame({ mode, merchant, language, direction, padded, children }: FrameProps) {
  const overrides = useStoryOverrides()
  const effectiveMode = overrides.mode ?? mode
  const effectiveDirection = overrides.direction ?? (direction === AUTO_DIRECTION ? directionOf(language) : direction)
  const i18n = useMemo(() => createI18n({ language }), [language])
  // Dialogs and menus render in portals outside the story's wrapper: `<html lang dir>` must say it too.
  useLayoutEffect(() => applyDocumentLanguage(language, effectiveDirection), [language, effectiveDirection])
  const brand = (MERCHANTS[merchant] ?? MERCHANTS.demo).brand
  return (
    <I18nextProvider i18n={i18n}>
      <PortalThemeProvider brand={brand} mode={effectiveMode} direction={effectiveDirection} disableMotion={underTest}>
        <div style={{ padding: padded ? 16 : 0 }}>{children}</div>
      </PortalThemeProvider>
    </I18nextProvider>
  )
}

const withPortalFrame: Decorator = (Story, context) => (
  <StoryFrame
    mode={context.globals.theme as ThemeMode}
    merchant={context.globals.merchant as MerchantCode}
    language={context.globals.language as string}
    direction={context.globals.direction as Direction | typeof AUTO_DIRECTION}
    padded={context.parameters.layout !== 'fullscreen'}
  >
    <Story />
  </StoryFrame>
)

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withPortalFrame],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: { title: 'Theme', icon: 'contrast', dynamicTitle: true, items: THEME_MODES.map((mode) => ({ value: mode, title: mode })) },
    },
    merchant: {
      description: 'Merchant (brand)',
      toolbar: { title: 'Merchant', icon: 'globe', dynamicTitle: true, items: MERCHANT_CODES.map((code) => ({ value: code, title: MERCHANTS[code].name })) },
    },
    language: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'transfer',
        dynamicTitle: true,
        items: LANGUAGES.map((l) => ({ value: l.code, title: l.nativeName, right: l.code })),
      },
    },
    direction: {
      description: 'Text direction (default: the language’s)',
      toolbar: {
        title: 'Direction',
        icon: 'arrowrightalt',
        dynamicTitle: true,
        items: [{ value: AUTO_DIRECTION, title: 'language default' }, ...DIRECTIONS.map((d) => ({ value: d, title: d }))],
      },
    },
  },
  initialGlobals: { theme: 'light', merchant: 'demo', language: 'th', direction: AUTO_DIRECTION },
  parameters: {
    // addon-vitest sizes the test iframe from this; the runner scales the iframe to fit its own 1280x720 window,
    // so a desktop viewport of exactly that size keeps screenshots at 1:1 CSS pixels (not downscaled and blurred).
    viewport: { options: PORTAL_VIEWPORTS, defaultViewport: 'desktop' },
    controls: { matchers: { color: /(background|colou?r)$/i, date: /Date$/i } },
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
  },
  // `parameters.now` (an ISO instant) fixes the clock for stories that show dates.
  beforeEach: ({ parameters }) => (typeof parameters.now === 'string' ? installFixedClock(parameters.now) : undefined),
  // Bundled fonts must be in before anything is measured, asserted or photographed.
  loaders: [async () => ({ fontsReady: await document.fonts.ready.then(() => true) })],
}

export default preview
