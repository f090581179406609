/**
 * The agency notice end to end: demoagent logs in and the agents' notices open (the demo merchant's seed has two);
 * "don't show again today" keeps them closed after a reload and after signing out and in again; on a phone the
 * dialog is a full-screen sheet. demomember logs in and the portal never even asks for them.
 *
 * The seeded accounts know the loopback addresses, so these logins need no new-address verification.
 */
import type { Page } from '@playwright/test'
import { dismissAnnouncementsForSession, expect, logIn, test, tr } from './support'

const th = (key: string) => tr('th', key)
/** The demo merchant's seeded agency notices, in Thai (src/server/seed/agency.ts). */
const SEEDED_TITLES = ['รอบการจ่ายค่าคอมมิชชั่นเอเย่นต์', 'วิธีเพิ่มบัญชีลูกทีม']
const AGENCY_NOTICE_PATH = '/wps/agent/notice'

const header = (page: Page) => page.getByRole('banner')
const agencyNotice = (page: Page) => page.getByRole('dialog', { name: th('auth:agencyNotice.title') })

async function signOut(page: Page) {
  await header(page).getByRole('button', { name: th('layout:header.sideMenu') }).click()
  await page.getByRole('button', { name: th('layout:sideMenu.signOut') }).click()
  await page.getByRole('alertdialog', { name: th('layout:sideMenu.signOutTitle') }).getByRole('button', { name: th('layout:sideMenu.signOutConfirm') }).click()
  await expect(header(page).getByRole('button', { name: th('layout:header.login') })).toBeVisible()
}

/** Runs `act` and waits for the agency notice call it causes to be answered (so "it stays closed" is checked after it). */
async function answeredAgencyNotices(page: Page, act: () => Promise<unknown>) {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === AGENCY_NOTICE_PATH)
  await act()
  const response = await answered
  expect(response.status()).toBe(200)
  await response.finished()
  // The answer has been applied and anything it would open has had its chance to.
  await renderedFrames(page)
}

/**
 * Two animation frames of the page: what the last answer changed has been rendered by then (a store applies an
 * answer as it arrives and React draws it in the next frame). An event to wait on, not a guess at a duration.
 */
function renderedFrames(page: Page) {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
}

test.beforeEach(async ({ page }) => {
  // The public announcement popup is another journey's subject.
  await dismissAnnouncementsForSession(page)
})

test('demoagent sees the agency notice, hides it for today, and it stays closed after a reload and a new login', async ({ page }) => {
  await page.goto('/')
  await logIn(page, 'demoagent', { notices: 'leave', waitForBalance: true })

  const dialog = agencyNotice(page)
  await expect(dialog).toBeVisible()
  const titles = dialog.getByRole('tablist', { name: th('auth:agencyNotice.listLabel') }).getByRole('tab')
  await expect(titles).toHaveCount(SEEDED_TITLES.length)
  await expect(titles.first()).toHaveAttribute('aria-selected', 'true')
  const panel = dialog.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(SEEDED_TITLES[0]!)
  await titles.nth(1).click()
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(SEEDED_TITLES[1]!)
  await expect(panel).toContainText('เพิ่มบัญชี')

  await dialog.getByRole('checkbox', { name: th('auth:agencyNotice.hideToday') }).check()
  await dialog.getByRole('button', { name: th('auth:agencyNotice.close'), exact: true }).click()
  await expect(dialog).toBeHidden()
  const hidden = JSON.parse((await page.evaluate(() => window.localStorage.getItem('agencyNoticeHidden'))) ?? '{}')
  expect(hidden.demoagent?.ids).toHaveLength(SEEDED_TITLES.length)

  // A reload of the same session: the notices are read again, and nothing opens.
  await answeredAgencyNotices(page, () => page.reload())
  await expect(header(page).getByRole('group', { name: th('layout:balance.label') })).toBeVisible()
  await expect(dialog).toBeHidden()

  // A new session of the same day (sign out, log in again): still closed, by the day's choice.
  await signOut(page)
  await answeredAgencyNotices(page, () => logIn(page, 'demoagent', { notices: 'leave', waitForBalance: true }))
  await expect(dialog).toBeHidden()
})

test('on a phone the agency notice is a full-screen sheet; closing it without the choice keeps it closed for the session only', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await logIn(page, 'demoagent', { notices: 'leave', waitForBalance: true })
  const dialog = agencyNotice(page)
  await expect(dialog).toBeVisible()
  // The whole screen: from the top left corner, full height, full width.
  const box = (await dialog.boundingBox())!
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 })

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await answeredAgencyNotices(page, () => page.reload())
  await expect(dialog).toBeHidden()

  await signOut(page)
  await logIn(page, 'demoagent', { notices: 'leave', waitForBalance: true })
  await expect(dialog).toBeVisible()
})

test('demomember logs in and sees no agency notice: the portal does not ask for one', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === AGENCY_NOTICE_PATH) asked.push(request.url())
  })
  await page.goto('/')
  await logIn(page, 'demomember', { notices: 'leave', waitForBalance: true })
  await page.reload()
  // The balance shows once the session is known, which is when an agent's notices would be asked for.
  await expect(header(page).getByRole('group', { name: th('layout:balance.label') })).toBeVisible()
  await renderedFrames(page)
  await expect(agencyNotice(page)).toHaveCount(0)
  expect(asked).toEqual([])
  // The server would refuse it anyway.
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'))
  const refused = await page.request.get(`${AGENCY_NOTICE_PATH}?platform=W`, { headers: { Authorization: token! } })
  expect(refused.status()).toBe(403)
  expect((await refused.json()).errorCode).toBe('error.not.agent')
})
