import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { InstallButton } from './InstallButton'

const meta = {
  title: 'Support/Download/InstallButton',
  component: InstallButton,
  args: { state: 'available', brandName: 'Portico Demo', onInstall: fn() },
} satisfies Meta<typeof InstallButton>

export default meta
type Story = StoryObj<typeof meta>

/** The browser offered to install the web app: the button opens its dialog. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const button = within(canvasElement).getByRole('button', { name: t('support:download.install.button', { brand: 'Portico Demo' }) })
    await userEvent.click(button)
    await expect(args.onInstall).toHaveBeenCalledTimes(1)
    // By keyboard too.
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onInstall).toHaveBeenCalledTimes(2)
  },
}

/** The browser's dialog is open. */
export const Installing: Story = {
  args: { state: 'installing' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('button', { name: t('support:download.install.installing') })).toBeDisabled()
  },
}

/** Installed, or running as the installed app. */
export const Installed: Story = {
  args: { state: 'installed' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('support:download.install.installed', { brand: 'Portico Demo' }))
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

/** The visitor said no; the browser offered again, so the button is back. */
export const Dismissed: Story = { args: { state: 'dismissed', canRetry: true } }

/** iPhone and iPad: only Safari's Share menu installs it. */
export const Ios: Story = {
  args: { state: 'ios' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('support:download.install.ios'))).toBeVisible()
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

/** A browser that made no offer. */
export const Unavailable: Story = { args: { state: 'unavailable' } }
