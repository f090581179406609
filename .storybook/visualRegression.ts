/**
 * Visual regression for the stories that are visual states, run only by the component test suite (registered in
 * vitest.setup.ts, never bundled into Storybook itself). After a story has rendered and played, it is photographed
 * in its own theme; in the other theme too when it is its file's main state (Playground), a layout story (right to
 * left or phone below) or says `parameters.screenshot.dark`; right-to-left when `parameters.screenshot.rtl` is true,
 * and at phone width (360 px, light) when `parameters.screenshot.phone` is true. A component's other states differ
 * from its main one in content and layout, rarely in which palette colours they use, and a shot costs about a
 * third of a second of the suite's time (docs/testing.md). Each picture is compared with the baseline under
 * `__screenshots__/<Name>.stories.tsx/` beside the story. No baseline yet: Vitest writes it and fails that test once
 * (review and commit it). `npm run screenshots:update` rewrites baselines. Axe runs again in the shots that change what
 * a rule sees (MODE_RULES): target sizes at phone width, and in layout stories colour contrast in the other theme.
 *
 * What is photographed is the story's own box: an open dialog, an explicit `target`, or else the smallest
 * rectangle holding everything the story paints (text, images, backgrounds, borders, shadows), not the whole
 * 1280 px canvas. Baselines stay small as the library grows.
 *
 * Which stories are visual states: every story, unless it says `screenshot: { disable: true }` with a reason
 * (a story that only drives behaviour and looks like another, or renders nothing).
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
  /** Also photograph it at phone width, 360 px (layout components). */
  phone?: boolean
  /** A CSS selector of the element to photograph instead of the story root. */
  target?: string
  /** Also photograph it in the other theme (a state whose colours no other shot shows). */
  dark?: boolean
}

/** The story of each file photographed in both themes: a component's main state (CONVENTIONS: every file has one). */
const PRIMARY_STORY = 'Playground'

/** Colour distance per pixel that still counts as equal (anti-aliasing noise), and no differing pixel beyond it. */
const COMPARATOR_OPTIONS = { threshold: 0.1, allowedMismatchedPixels: 0 }

async function settle(): Promise<void> {
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
  await document.fonts.ready
}

/**
 * The size of `parameters.screenshot.phone` shots: the narrowest common phone. Preview's `phone` viewport is the same.
 */
export const PHONE_WIDTH = 360
const PHONE_HEIGHT = 720
/**
 * The tallest a frame grows for a picture: the runner's own window (vitest.config.ts RUNNER_WINDOW). A frame taller
 * than that window is scaled down to fit it, which blurs the picture.
 */
const TALLEST_FRAME = 4000
const SCREENSHOT_PROBE_ID = 'vitest-screenshot-probe'
/** Room around the painted box for shadows and focus rings. */
const PAD = 4

type Box = { left: number; top: number; right: number; bottom: number }

const intersect = (a: Box, b: Box): Box => ({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) })
const isEmpty = (box: Box) => box.right - box.left < 1 || box.bottom - box.top < 1
const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour)

function paints(element: Element, style: CSSStyleDeclaration): boolean {
  if (element instanceof HTMLImageElement || element instanceof SVGSVGElement || element instanceof HTMLCanvasElement) return true
  if (!transparent(style.backgroundColor) || style.backgroundImage !== 'none' || style.boxShadow !== 'none') return true
  const sides = ['Top', 'Right', 'Bottom', 'Left'] as const
  return sides.some((side) => style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' && parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0)
}

/**
 * The smallest box (page coordinates) holding what `roots` paint: text, images and SVG, backgrounds, borders and
 * shadows of visible elements, each cut by the scrolling or clipping boxes around it.
 */
function paintedBox(roots: Element[]): Box | undefined {
  const viewport: Box = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight }
  let union: Box | undefined
  const add = (rect: DOMRect, clip: Box | undefined) => {
    let box: Box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom }
    if (clip) box = intersect(box, clip)
    if (isEmpty(box)) return
    union = union ? { left: Math.min(union.left, box.left), top: Math.min(union.top, box.top), right: Math.max(union.right, box.right), bottom: Math.max(union.bottom, box.bottom) } : box
  }
  const visit = (element: Element, clip: Box | undefined) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return
    const style = getComputedStyle(element)
    if (style.position === 'fixed') clip = viewport
    const rect = element.getBoundingClientRect()
    if (paints(element, style)) add(rect, clip)
    if (element instanceof SVGSVGElement || element instanceof HTMLImageElement) return
    const clipsChildren = style.overflowX !== 'visible' || style.overflowY !== 'visible'
    const inner = clipsChildren ? (clip ? intersect(clip, rect) : { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom }) : clip
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) {
        const range = document.createRange()
        range.selectNodeContents(child)
        add(range.getBoundingClientRect(), inner)
      } else if (child instanceof Element) {
        visit(child, inner)
      }
    }
  }
  roots.forEach((root) => visit(root, undefined))
  return union
}

/**
 * What to photograph: an explicit target, else an open dialog (it lives in a portal), else a transparent probe laid
 * over the box the story paints (an element screenshot is the page's pixels inside the element's box).
 */
function screenshotTarget(canvasElement: HTMLElement, selector?: string): Element {
  if (selector) {
    const chosen = document.querySelector(selector)
    if (!chosen) throw new Error(`parameters.screenshot.target matched nothing: ${selector}`)
    return chosen
  }
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(
    (el) => !canvasElement.contains(el) && (el as HTMLElement).offsetParent !== null,
  )
  const dialog = dialogs.at(-1)
  if (dialog) return dialog
  // Menus, tooltips and popovers render in portals: direct children of <body> beside the story's own tree.
  const portals = [...document.body.children].filter((el) => !el.contains(canvasElement) && !['SCRIPT', 'STYLE', 'LINK'].includes(el.tagName))
  const box = paintedBox([canvasElement, ...portals])
  if (!box) return canvasElement
  const probe = document.createElement('div')
  probe.dataset.screenshotProbe = ''
  // Its own id: the locator of an anonymous element is a selector such as `div:nth-child(8)`, which can match a div
  // of the story too, and the picture then is of that div or fails as unstable.
  probe.id = SCREENSHOT_PROBE_ID
  const left = Math.max(0, Math.floor(box.left + window.scrollX - PAD))
  const top = Math.max(0, Math.floor(box.top + window.scrollY - PAD))
  const right = Math.min(document.documentElement.scrollWidth, Math.ceil(box.right + window.scrollX + PAD))
  const bottom = Math.ceil(box.bottom + window.scrollY + PAD)
  Object.assign(probe.style, { position: 'absolute', left: `${left}px`, top: `${top}px`, width: `${right - left}px`, height: `${bottom - top}px`, pointerEvents: 'none' })
  document.body.append(probe)
  return probe
}

function removeProbes(): void {
  document.querySelectorAll('[data-screenshot-probe]').forEach((probe) => probe.remove())
}

/**
 * What axe checks again in a shot that differs from the rendered story. The DOM is the same in every shot (roles,
 * names, structure), so the rules about it pass or fail alike and run once, in the story's own mode (the addon's
 * check); a shot runs again only the rules its change can break: target sizes at phone width (the layout reflows),
 * and colours in the other theme. Contrast is most of axe's time (it reads the colours behind every text), so the
 * other theme's contrast is checked in the layout stories (those photographed right to left or at phone width:
 * headers, menus, pages, which hold most text on most surfaces), and the palettes' pairs themselves, in both
 * themes, by themes/contrast.test.ts. Right to left mirrors the layout and changes no rule's outcome.
 */
const MODE_RULES = {
  theme: ['color-contrast', 'link-in-text-block'],
  rtl: [],
  phone: ['target-size'],
} as const

function withRules(context: StoryContext, rules: readonly string[]): StoryContext {
  const a11y = (context.parameters.a11y ?? {}) as { options?: object }
  const options = { ...a11y.options, runOnly: { type: 'rule', values: [...new Set(rules)] } }
  return { ...context, parameters: { ...context.parameters, a11y: { ...a11y, options } } }
}

/**
 * A story taller than its frame is photographed whole: the frame grows to the page's height for the picture (what
 * lies below a frame's bottom edge is not painted, so a taller picture would be blank there and check nothing).
 */
async function growToContent(): Promise<void> {
  const height = Math.min(TALLEST_FRAME, document.documentElement.scrollHeight)
  if (height <= window.innerHeight) return
  await page.viewport(window.innerWidth, height)
  await settle()
}

export async function visualRegression(context: StoryContext): Promise<void> {
  const settings = (context.parameters.screenshot ?? {}) as ScreenshotParameters
  if (settings.disable || context.viewMode !== 'story') return
  const storyMode = context.globals.theme as ThemeMode
  const slug = context.id.split('--')[1] ?? context.id

  const layout = Boolean(settings.rtl || settings.phone)
  const modes = THEME_MODES.filter((mode) => mode === storyMode || settings.dark || layout || context.name === PRIMARY_STORY)
  const shots: { name: string; overrides: StoryOverrides; phone?: boolean }[] = modes.map((mode) => ({ name: `${slug}-${mode}`, overrides: { mode } }))
  if (settings.rtl) shots.push({ name: `${slug}-rtl-light`, overrides: { mode: 'light', direction: 'rtl' } })
  if (settings.phone) shots.push({ name: `${slug}-phone-light`, overrides: { mode: 'light' }, phone: true })
  const storyViewport = { width: window.innerWidth, height: window.innerHeight }

  // Every shot is taken even when an earlier one fails, so one run writes or reports all of them.
  const failures: unknown[] = []
  try {
    for (const shot of shots) {
      setStoryOverrides(shot.overrides)
      if (shot.phone) await page.viewport(PHONE_WIDTH, PHONE_HEIGHT)
      await settle()
      await growToContent()
      try {
        const target = screenshotTarget(context.canvasElement, settings.target)
        await expect.element(page.elementLocator(target)).toMatchScreenshot(shot.name, {
          comparatorName: 'pixelmatch',
          comparatorOptions: COMPARATOR_OPTIONS,
        })
      } catch (error) {
        failures.push(error)
      } finally {
        removeProbes()
      }
      // The addon's own check (which runs after this hook) runs every rule in the story's mode; here, in the other
      // shots, only the rules their change can break (MODE_RULES).
      const rules = [
        ...(shot.overrides.mode !== storyMode && layout ? MODE_RULES.theme : []),
        ...(shot.overrides.direction ? MODE_RULES.rtl : []),
        ...(shot.phone ? MODE_RULES.phone : []),
      ]
      if (rules.length) {
        try {
          await a11yCheck(withRules(context, rules) as never)
        } catch (error) {
          failures.push(error)
        }
      }
    }
  } finally {
    removeProbes()
    setStoryOverrides({})
    if (window.innerWidth !== storyViewport.width || window.innerHeight !== storyViewport.height) await page.viewport(storyViewport.width, storyViewport.height)
    await settle()
  }
  if (failures.length === 1) throw failures[0]
  if (failures.length > 1) throw new AggregateError(failures, failures.map((f) => (f instanceof Error ? f.message : String(f))).join('\n\n'))
}
