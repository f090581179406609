/**
 * The Dialog's opening and closing in Chromium: opening reads nothing that forces a layout of the page when the
 * scrollbar's width was noted beforehand (MUI's Fade, its scroll lock, its scroll reset and its focus did, which
 * made a dialog opening over the home page one long task on a phone); the page behind is locked, padded by the
 * scrollbar, until the last dialog closes; focus moves in after the first frame and back to the opener; a
 * closing dialog fades out before it goes, and goes at once when motion is off.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { Dialog } from './Dialog'
import { notePageScrollbar } from './pageScrollLock'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const withMotion = createTheme({ transitions: { duration: { enteringScreen: 120, leavingScreen: 120 } } })
const withoutMotion = createTheme({ transitions: { duration: { enteringScreen: 0, leavingScreen: 0 } } })

const i18n = i18next.createInstance()
void i18n.use(initReactI18next).init({ lng: 'en', resources: {} })

let root: Root | null = null
let container: HTMLElement | null = null

function render(theme: Theme, dialogs: { open: boolean; title: string }[]) {
  if (!root) {
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  }
  act(() =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          {dialogs.map(({ open, title }) => (
            <Dialog key={title} open={open} title={title} onClose={() => undefined}>
              <p>{title} body</p>
            </Dialog>
          ))}
        </ThemeProvider>
      </I18nextProvider>,
    ),
  )
}

const shown = (title: string) => [...document.querySelectorAll('[role="dialog"]')].some((node) => node.textContent?.includes(`${title} body`))

/**
 * Counts reads of the layout properties MUI's Fade (`scrollTop`) and scroll lock (`clientWidth`) read, and writes
 * of `scrollTop` (MUI's Modal resets it as it opens): each forces a layout of the page.
 */
function countLayoutReads(run: () => void): number {
  let reads = 0
  const spied = [
    [Element.prototype, 'scrollTop'],
    [Element.prototype, 'clientWidth'],
    [Element.prototype, 'scrollHeight'],
    [Element.prototype, 'clientHeight'],
  ] as const
  const originals = spied.map(([proto, name]) => Object.getOwnPropertyDescriptor(proto, name)!)
  spied.forEach(([proto, name], index) => {
    const original = originals[index]
    Object.defineProperty(proto, name, {
      configurable: true,
      get(this: Element) {
        reads += 1
        return original.get!.call(this)
      },
      set(this: Element, value: unknown) {
        if (name === 'scrollTop') reads += 1
        original.set?.call(this, value)
      },
    })
  })
  try {
    run()
  } finally {
    spied.forEach(([proto, name], index) => Object.defineProperty(proto, name, originals[index]))
  }
  return reads
}

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  root = null
  container = null
})

describe('Dialog', () => {
  it('opens without forcing a layout of the page, given the scrollbar width noted beforehand', () => {
    render(withMotion, [{ open: false, title: 'Notice' }])
    notePageScrollbar()
    const reads = countLayoutReads(() => render(withMotion, [{ open: true, title: 'Notice' }]))
    expect(shown('Notice')).toBe(true)
    expect(reads).toBe(0)
  })

  it('measures the scrollbar itself when nothing was noted, and pads the body by it', () => {
    const tall = document.createElement('div')
    tall.style.height = '3000px'
    document.body.append(tall)
    try {
      const scrollbar = window.innerWidth - document.documentElement.clientWidth
      render(withoutMotion, [{ open: false, title: 'Notice' }])
      const reads = countLayoutReads(() => render(withoutMotion, [{ open: true, title: 'Notice' }]))
      expect(reads).toBeGreaterThan(0)
      expect(document.body.style.paddingRight).toBe(scrollbar > 0 ? `${scrollbar}px` : '')
      render(withoutMotion, [{ open: false, title: 'Notice' }])
      expect(document.body.style.paddingRight).toBe('')
    } finally {
      tall.remove()
    }
  })

  it('locks the page behind until the last open dialog closes', () => {
    render(withoutMotion, [
      { open: true, title: 'Form' },
      { open: false, title: 'Warning' },
    ])
    expect(document.documentElement.style.overflow).toBe('hidden')
    render(withoutMotion, [
      { open: true, title: 'Form' },
      { open: true, title: 'Warning' },
    ])
    render(withoutMotion, [
      { open: true, title: 'Form' },
      { open: false, title: 'Warning' },
    ])
    expect(document.documentElement.style.overflow).toBe('hidden')
    render(withoutMotion, [
      { open: false, title: 'Form' },
      { open: false, title: 'Warning' },
    ])
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('fades out before it goes', async () => {
    render(withMotion, [{ open: true, title: 'Notice' }])
    render(withMotion, [{ open: false, title: 'Notice' }])
    expect(shown('Notice')).toBe(true)
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
    expect(shown('Notice')).toBe(false)
  })

  it('takes focus after its first frame and gives it back to the opener when it closes', async () => {
    const opener = document.createElement('button')
    opener.textContent = 'Open'
    document.body.append(opener)
    opener.focus()
    try {
      render(withoutMotion, [{ open: true, title: 'Notice' }])
      await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))))
      expect(document.activeElement?.getAttribute('role')).toBe('dialog')
      render(withoutMotion, [{ open: false, title: 'Notice' }])
      expect(document.activeElement).toBe(opener)
    } finally {
      opener.remove()
    }
  })

  it('goes at once when motion is off', () => {
    render(withoutMotion, [{ open: true, title: 'Notice' }])
    render(withoutMotion, [{ open: false, title: 'Notice' }])
    expect(shown('Notice')).toBe(false)
  })
})
