/**
 * Visual regression for every story, run only by the component test suite (registered in vitest.setup.ts,
 * never bundled into Storybook itself). After a story has rendered and played, it is photographed in every
 * theme mode (THEME_MODES) and, when `parameters.screenshot.rtl` is true, right-to-left as well, and each
 * picture is compared with the baseline under `__screenshots__/<Name>.stories.tsx/` beside the story.
 * No baseline yet: Vitest writes it and fails that test once (review and commit it). `npm run screenshots:update`
 * rewrites baselines. Axe runs again in the modes the story was not rendered in, so colour contrast is checked
 * in light and dark alike.
 *
 * Story parameters: `screenshot` (ScreenshotParameters below).
 */
import type { StoryContext } from '@storybook/react-vite'
import { afterEach as a11yCheck } from '@storybook/addon-a11y/preview'
import { expect } from 'vitest'
import { page } from 'vitest/browser'
import { THEME_MODES, type ThemeMode } from '../src/config/languages'
import { setStoryOverrides, type StoryOverrides } from './storyOverrides'

export interface ScreenshotParameters {
  /** Skip screenshots for this story (say why in the story). */
  disable?: boolean
  /** Also photograph it right-to-left (layout components). */
  rtl?: boolean
  /** A CSS selector of the element to photograph instead of the story root. */
  target?: string
}

/** Colour distance per pixel that still counts as equal (anti-aliasing noise), and no differing pixel beyond it. */
const COMPARATOR_OPTIONS = { threshold: 0.1, allowedMismatchedPixels: 0 }

async function settle(): Promise<void> {
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
  await document.fonts.ready
}

/** What to photograph: an explicit target, else an open dialog (it lives in a portal), else the story root. */
function screenshotTarget(canvasElement: HTMLElement, selector?: string): Element {
  if (selector) {
    const chosen = document.querySelector(selector)
    if (!chosen) throw new Error(`parameters.screenshot.target matched nothing: ${selector}`)
    return chosen
  }
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(
    (el) => !canvasElement.contains(el) && (el as HTMLElement).offsetParent !== null,
  )
  return dialogs.at(-1) ?? canvasElement
}

export async function visualRegression(context: StoryContext): Promise<void> {
  const settings = (context.parameters.screenshot ?? {}) as ScreenshotParameters
  if (settings.disable || context.viewMode !== 'story') return
  const storyMode = context.globals.theme as ThemeMode
  const slug = context.id.split('--')[1] ?? context.id

  const shots: { name: string; overrides: StoryOverrides }[] = THEME_MODES.map((mode) => ({ name: `${slug}-${mode}`, overrides: { mode } }))
  if (settings.rtl) shots.push({ name: `${slug}-rtl-light`, overrides: { mode: 'light', direction: 'rtl' } })

  // Every shot is taken even when an earlier one fails, so one run writes or reports all of them.
  const failures: unknown[] = []
  try {
    for (const shot of shots) {
      setStoryOverrides(shot.overrides)
      await settle()
      try {
        const target = screenshotTarget(context.canvasElement, settings.target)
        await expect.element(page.elementLocator(target)).toMatchScreenshot(shot.name, {
          comparatorName: 'pixelmatch',
          comparatorOptions: COMPARATOR_OPTIONS,
        })
      } catch (error) {
        failures.push(error)
      }
      // The addon's own check (which runs after this hook) covers the story's mode; check the others here.
      if (shot.overrides.mode !== storyMode || shot.overrides.direction) {
        try {
          await a11yCheck(context as never)
        } catch (error) {
          failures.push(error)
        }
      }
    }
  } finally {
    setStoryOverrides({})
    await settle()
  }
  if (failures.length === 1) throw failures[0]
  if (failures.length > 1) throw new AggregateError(failures, failures.map((f) => (f instanceof Error ? f.message : String(f))).join('\n\n'))
}
