/**
 * The bundled fonts really load: on a browser that sees no Thai system font (its fontconfig lists only the
 * Liberation faces, whatever this machine has installed), Thai text is drawn with the bundled Noto Sans Thai,
 * every glyph from a web font (no empty boxes), and the Thai face was preloaded with the page.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { dismissAnnouncementsForSession, expect, test } from './support'

const fontDir = mkdtempSync(join(tmpdir(), 'portico-fontconfig-'))
const fontconfig = join(fontDir, 'fonts.conf')
writeFileSync(
  fontconfig,
  `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts/truetype/liberation</dir>
  <cachedir>${fontDir}/cache</cachedir>
</fontconfig>
`,
)

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    env: { ...process.env, FONTCONFIG_FILE: fontconfig },
  },
})

test('Thai text is drawn with the bundled Noto Sans Thai, with no missing glyphs, on a machine without Thai fonts', async ({ page }) => {
  await dismissAnnouncementsForSession(page)
  const fontRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await expect(page.getByTestId('home-page')).toBeVisible()
  await page.evaluate(() => document.fonts.ready)

  const thaiFaces = await page.evaluate(() => Array.from(document.fonts as unknown as Iterable<FontFace>).filter((f) => f.family.replace(/"/g, '') === 'Noto Sans Thai' && f.status === 'loaded').length)
  expect(thaiFaces).toBeGreaterThan(0)
  expect(fontRequests.some((path) => path.includes('noto-sans-thai-thai-400-normal'))).toBe(true)

  // Mark the first element whose own text is Thai, then ask Chromium which fonts drew its glyphs.
  const sample = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      if (/[\u0E01-\u0E5B]{3}/.test(text) && node.parentElement?.checkVisibility()) {
        node.parentElement.setAttribute('data-font-probe', '')
        return text.trim()
      }
    }
    return null
  })
  expect(sample, 'the Thai home page shows Thai text').not.toBeNull()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-font-probe]' })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  expect(fonts.find((f) => f.familyName === 'Noto Sans Thai')?.glyphCount ?? 0, JSON.stringify(fonts)).toBeGreaterThan(0)
  // Every glyph came from a bundled web font; a system fallback here would mean boxes or the wrong shapes.
  expect(fonts.filter((f) => !f.isCustomFont), `${sample}: ${JSON.stringify(fonts)}`).toEqual([])
})
