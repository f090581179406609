import qrcode from 'qrcode-generator'
import { dismissAnnouncementsForSession, expect, scaled, test, tr } from './support'

/**
 * App download as a visitor finds it (the demo merchant, in Thai), on a 390 px phone and a desktop: /down draws the
 * app's QR codes, each the exact code of its download link with the brand's logo at the spec's size; the install
 * offer turns into the Install button; the merchant's domains are timed from the browser; the page links the
 * merchant's web app manifest, whose icons are PNGs of their size; and the service worker registers, keeps the
 * shell, and never keeps an API answer.
 */

const DEMO_LINKS = {
  ios: 'https://apps.example.com/portico/ios',
  iosMobileConfig: 'https://apps.example.com/portico/portico.mobileconfig',
  android: 'https://apps.example.com/portico/portico.apk',
} as const

/** The dark modules of `value`'s QR code at level M, as "column row" cells (what the portal's QR library draws). */
function expectedCells(value: string): { size: number; cells: Set<string> } {
  qrcode.stringToBytes = (text: string) => Array.from(new TextEncoder().encode(text))
  const qr = qrcode(0, 'M')
  qr.addData(value)
  qr.make()
  const size = qr.getModuleCount()
  const cells = new Set<string>()
  for (let row = 0; row < size; row += 1) for (let column = 0; column < size; column += 1) if (qr.isDark(row, column)) cells.add(`${column} ${row}`)
  return { size, cells }
}

for (const viewport of [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1280, height: 800 }]) {
  test(`app download on a ${viewport.name}: QR codes, install, manifest and service worker`, async ({ page }) => {
    test.setTimeout(scaled(60_000))
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await dismissAnnouncementsForSession(page)
    // The portal registers its worker only outside automation unless a test asks: this one asks.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }))
    await page.goto('/down')
    await expect(page.getByRole('heading', { level: 1, name: tr('th', 'portal:routes.down') })).toBeVisible()
    // Three 240 px codes and the guides' pictures, and no sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    // Each code is the code of its link: the same modules as the link encoded at level M, 200 px in a 20 px quiet zone.
    for (const [platform, url] of Object.entries(DEMO_LINKS)) {
      const name = tr('th', `support:download.platform.${platform}`)
      const code = page.getByRole('img', { name: tr('th', 'support:download.qr.label', { platform: name }), exact: true })
      await expect(code).toHaveAttribute('data-qr-value', url)
      const box = await code.boundingBox()
      expect(box?.width).toBe(240)
      const drawn = await code.locator('svg').evaluate((svg) => ({
        viewBox: svg.getAttribute('viewBox'),
        dark: Array.from(svg.querySelectorAll('path')).find((path) => path.getAttribute('fill') === '#000000')?.getAttribute('d') ?? '',
      }))
      const expected = expectedCells(url)
      expect(drawn.viewBox).toBe(`0 0 ${expected.size} ${expected.size}`)
      expect(new Set([...drawn.dark.matchAll(/M (\d+) (\d+)/g)].map((match) => `${match[1]} ${match[2]}`))).toEqual(expected.cells)
      // The brand's logo, from the merchant's own assets, at 0.2 of the code.
      const logo = code.locator('img')
      await expect(logo).toHaveAttribute('src', '/merchant-assets/demo/favicon.svg')
      expect((await logo.boundingBox())?.width).toBe(40)
      await expect(page.getByRole('link', { name: tr('th', 'support:download.qr.download', { platform: name }), exact: true })).toHaveAttribute('href', url)
    }

    // No offer from this browser: what to do instead. When the browser offers, the Install button appears.
    await expect(page.getByText(tr('th', 'support:download.install.unavailable'))).toBeVisible()
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      })
      window.dispatchEvent(offer)
    })
    const install = page.getByRole('button', { name: tr('th', 'support:download.install.button', { brand: 'Portico Demo' }) })
    await install.click()
    await expect(page.getByRole('status').filter({ hasText: tr('th', 'support:download.install.dismissed') })).toBeVisible()

    // The guides: the keyboard moves between them.
    const tabs = page.getByRole('tablist', { name: tr('th', 'support:download.guide.tabs') })
    await tabs.getByRole('tab', { name: tr('th', 'support:download.guide.home') }).click()
    await page.keyboard.press('Home')
    await page.keyboard.press('Enter')
    await expect(tabs.getByRole('tab', { name: tr('th', 'support:download.guide.ios') })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('img', { name: tr('th', 'support:download.guide.art.iosTrust') })).toBeVisible()

    // The merchant's domains, timed from this browser (every demo domain is this server): all answer, fastest first.
    const domains = page.getByRole('list', { name: tr('th', 'support:download.domains.label') })
    await expect(domains.getByRole('listitem')).toHaveCount(3)
    await expect(domains.getByText(tr('th', 'support:download.domains.measuring'))).toHaveCount(0)
    await expect(domains.getByText(tr('th', 'support:download.domains.unreachable'))).toHaveCount(0)
    await expect(domains.getByRole('listitem').first()).toContainText(tr('th', 'support:download.domains.fastest'))

    // The merchant's manifest, linked from the page, with its icons as PNGs of their size.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/manifest.webmanifest')
    const manifest = await (await page.request.get(href!)).json()
    expect(manifest).toMatchObject({ name: 'Portico Demo', start_url: '/', display: 'standalone', theme_color: '#0f1420' })
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const file = await (await page.request.get(icon.src)).body()
      expect(file.subarray(1, 4).toString('latin1')).toBe('PNG')
      expect(`${file.readUInt32BE(16)}x${file.readUInt32BE(20)}`).toBe(icon.sizes)
    }

    // The service worker registers after load, takes the page, keeps the shell and never an API answer.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
    expect(new URL(scope).pathname).toBe('/')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: tr('th', 'portal:routes.down') })).toBeVisible()
    const answer = await page.evaluate(async () => {
      const response = await fetch('/wps/system/domainRoute')
      return { status: response.status, controlled: navigator.serviceWorker.controller !== null }
    })
    expect(answer).toEqual({ status: 200, controlled: true })
    // What the caches hold once the worker has stored the page (it stores after answering).
    const keptUrls = () =>
      page.evaluate(async () => {
        const urls: string[] = []
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
        return urls
      })
    await expect.poll(keptUrls).toContain('/down')
    const urls = await keptUrls()
    expect(urls.some((url) => /^\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true)
    expect(urls.filter((url) => url.startsWith('/wps'))).toEqual([])
  })
}
