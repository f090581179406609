/** Routes the table marks `requiresToken` are behind the token gate, whatever their page module does. */
import { PORTAL_ROUTES } from '../../src/portal/routes/routeTable'
import { dismissAnnouncementsForSession, expect, test, tr } from './support'

const gated = PORTAL_ROUTES.filter((route) => route.requiresToken).flatMap((route) => route.paths)

test('a visitor without a token is told to log in first, and confirming goes home', async ({ page }) => {
  expect(gated.length).toBeGreaterThan(0)
  await dismissAnnouncementsForSession(page)
  for (const path of gated) {
    await page.goto(path)
    const dialog = page.getByRole('alertdialog', { name: tr('th', 'portal:loginRequired.title') })
    await expect(dialog, path).toBeVisible()
    await expect(page.getByTestId(`route-page-${path.slice(1)}`)).toHaveCount(0)
    await dialog.getByTestId('login-required-confirm').click()
    await expect(page).toHaveURL(/\/$/)
  }
})
