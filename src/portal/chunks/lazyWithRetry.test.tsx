/**
 * lazyWithRetry in Chromium: a preloaded chunk renders at once (no Suspense fallback, so no retry for React to
 * schedule, which a member reloading /member was once left waiting on); one not preloaded shows the fallback
 * until it arrives; a failed preload does not reject, and the component shows the chunk error page.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
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
})
