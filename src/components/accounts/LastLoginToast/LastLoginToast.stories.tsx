import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { LastLoginToast } from './LastLoginToast'

const meta = {
  title: 'Accounts/LastLoginToast',
  component: LastLoginToast,
  args: { open: true, lastLoginAt: '2026-11-20T08:15:00.000Z', lastLoginIp: '203.0.113.42', onClose: fn() },
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof LastLoginToast>

export default meta
type Story = StoryObj<typeof meta>

/** After a login: when and from where the member last logged in; focus stays where it was. */
export const Playground: Story = {
  play: async ({ globals, args }) => {
    const notice = await screen.findByTestId('last-login')
    await expect(notice).toHaveTextContent('203.0.113.42')
    await expect(notice.querySelectorAll('bdi')).toHaveLength(2)
    await expect(notice.contains(document.activeElement)).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: storyT(globals)('auth:lastLogin.close') }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

/** The server did not keep the address: the time alone. */
export const WithoutAddress: Story = {
  args: { lastLoginIp: null },
  play: async () => {
    const notice = await screen.findByTestId('last-login')
    await expect(notice.querySelectorAll('bdi')).toHaveLength(1)
  },
}

/** Escape dismisses it too. */
export const EscapeCloses: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ args }) => {
    await screen.findByTestId('last-login')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1))
  },
}

/** Arabic (English text, right to left): the time and address keep their order. */
export const RightToLeft: Story = { globals: { language: 'ar' } }
