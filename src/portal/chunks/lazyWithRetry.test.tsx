/**
 * lazyWithRetry in Chromium: a preloaded chunk renders at once (no Suspense fallback, so no retry for React to
 * schedule, which a member reloading /member was once left waiting on); one not preloaded shows the fallback
 * until it arrives; a failed preload does not reject, and the component shows the chunk error page; a chunk that
 * names a lazy translation namespace shows its strings, never their keys.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n, loadNamespaces, loadTranslations } from '../../../locales'
import { lazyWithRetry } from './lazyWithRetry'

// React's act() environment flag, so updates flush inside act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | null = null
let container: HTMLElement | null = null

function mount(element: React.ReactNode) {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(element))
  return container
}

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  root = null
  container = null
})

let fallbacks = 0
function Fallback() {
  fallbacks += 1
  return <p>loading</p>
}

const page = () => Promise.resolve({ default: ({ name }: { name: string }) => <h1>hello {name}</h1> })

describe('lazyWithRetry', () => {
  it('renders a preloaded chunk in the first render, without the fallback', async () => {
    fallbacks = 0
    const Page = lazyWithRetry(page, { fallback: <Fallback /> })
    await Page.preload()
    const view = mount(<Page name="member" />)
    expect(view.querySelector('h1')?.textContent).toBe('hello member')
    expect(fallbacks).toBe(0)
  })

  it('shows the fallback for a chunk that was not preloaded, then the chunk', async () => {
    fallbacks = 0
    const Page = lazyWithRetry(page, { fallback: <Fallback /> })
    const view = mount(<Page name="guest" />)
    expect(view.textContent).toBe('loading')
    await act(async () => {
      await Page.preload()
    })
    expect(view.querySelector('h1')?.textContent).toBe('hello guest')
    expect(fallbacks).toBeGreaterThan(0)
  })

  it('resolves a failed preload, and the component shows the chunk error page', async () => {
    const Broken = lazyWithRetry<object>(() => Promise.reject(new Error('network down')), { fallback: <Fallback /> })
    await expect(Broken.preload()).resolves.toBeUndefined()
    const view = mount(<Broken />)
    await act(async () => {
      await Broken.preload()
    })
    await expect.poll(() => view.querySelector('[data-testid="chunk-error-page"]')).not.toBeNull()
  })

  it('waits for the lazy namespaces it names, so the first render shows strings, not keys', async () => {
    const { language, translations } = await loadTranslations('en')
    const i18n = createI18n({ language: 'en', resources: { [language]: translations } })
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(false)
    const seen: string[] = []
    const Title = () => {
      const { t } = useTranslation('auth')
      seen.push(t('login.title'))
      return <h1>{seen.at(-1)}</h1>
    }
    const Dialog = lazyWithRetry<object>(() => Promise.resolve({ default: Title }), { fallback: <Fallback />, namespaces: ['auth'] })
    // The code is here already: only the strings are missing.
    await Dialog.preload()
    const view = mount(
      <I18nextProvider i18n={i18n}>
        <Dialog />
      </I18nextProvider>,
    )
    expect(view.textContent).toBe('loading')
    await act(async () => {
      await loadNamespaces(i18n, ['auth'])
    })
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(true)
    expect(view.querySelector('h1')?.textContent).toBe('Log in')
    expect(seen.every((text) => text !== 'login.title')).toBe(true)
  })
})
