import { at, expect, test, tr } from './support'

const ROUTES = ['/', '/promotions', '/sports', '/member', '/no-such-page']

test('maintenance: every route falls back to the maintenance page, with its end time', async ({ page }) => {
  for (const path of ROUTES) {
    await page.goto(at('maint.localhost', path))
    await expect(page.getByRole('heading', { name: tr('th', 'layout:status.maintenance.title') })).toBeVisible()
    await expect(page.getByRole('navigation', { name: tr('th', 'layout:header.mainNav') })).toHaveCount(0)
  }
  await expect(page.getByText(tr('th', 'layout:status.maintenance.endsAt'))).toBeVisible()
  await expect(page.getByRole('button', { name: tr('th', 'layout:status.refresh') })).toBeVisible()
})

test('region restriction: visitors from outside the allowed countries get the restricted page', async ({ browser }) => {
  const outside = await browser.newContext({ extraHTTPHeaders: { 'x-country-code': 'US' } })
  const page = await outside.newPage()
  for (const path of ROUTES) {
    await page.goto(at('region.localhost', path))
    await expect(page.getByRole('heading', { name: tr('th', 'layout:status.region.title') })).toBeVisible()
  }
  await outside.close()

  const inside = await browser.newContext({ extraHTTPHeaders: { 'x-country-code': 'TH' } })
  const allowed = await inside.newPage()
  await allowed.addInitScript(() => window.sessionStorage.setItem('publicityClose', '1'))
  await allowed.goto(at('region.localhost', '/'))
  await expect(allowed.getByRole('navigation', { name: tr('th', 'layout:header.mainNav') })).toBeVisible()
  await inside.close()
})

test('IP blocklist: every route shows the access-restricted page with the visitor IP', async ({ page }) => {
  for (const path of ROUTES) {
    await page.goto(at('blocked.localhost', path))
    await expect(page.getByRole('heading', { name: tr('th', 'layout:status.ipBlocked.title') })).toBeVisible()
  }
  await expect(page.getByText(/127\.0\.0\.1|::1/)).toBeVisible()
})

test('an unknown merchant host gets the domain-check page, and its retry asks again', async ({ page }) => {
  await page.goto(at('nowhere.localhost', '/promotions'))
  const heading = page.getByRole('heading', { name: tr('th', 'layout:status.domainCheck.title') })
  await expect(heading).toBeVisible()
  const statusCall = page.waitForRequest((request) => request.url().includes('/wps/system/status'))
  await page.getByRole('button', { name: tr('th', 'layout:status.retry') }).click()
  await statusCall
  await expect(heading).toBeVisible()
})

test('the API refuses bad input with a clear envelope and no internals', async ({ request }) => {
  const response = await request.get('/wps/notice?types=ZZ&platform=W&execution=B')
  expect(response.status()).toBe(400)
  const body = await response.json()
  expect(body).toMatchObject({ success: false, errorCode: 'request.invalid' })
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/)
  const missing = await request.get('/wps/no/such/call')
  expect(missing.status()).toBe(404)
  expect(await missing.json()).toMatchObject({ success: false, errorCode: 'not.found' })
})
