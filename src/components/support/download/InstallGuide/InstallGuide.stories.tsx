import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { GUIDE_STEPS, InstallGuide } from './InstallGuide'

const meta = {
  title: 'Support/Download/InstallGuide',
  component: InstallGuide,
  args: { initialTab: 'ios' },
} satisfies Meta<typeof InstallGuide>

export default meta
type Story = StoryObj<typeof meta>

/** iOS first: trusting the enterprise profile, step by step with pictures; arrow keys move through the guides. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const tabs = canvas.getByRole('tablist', { name: t('support:download.guide.tabs') })
    const ios = within(tabs).getByRole('tab', { name: t('support:download.guide.ios') })
    await expect(ios).toHaveAttribute('aria-selected', 'true')
    const panel = canvas.getByRole('tabpanel')
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(GUIDE_STEPS.ios.length)
    await expect(within(panel).getByRole('img', { name: t('support:download.guide.art.iosTrust') })).toBeVisible()

    // Keyboard: Tab reaches the selected tab; the arrow keys move to the next guide (the previous one in RTL).
    await userEvent.tab()
    await expect(ios).toHaveFocus()
    const rtl = document.documentElement.dir === 'rtl'
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}')
    const android = within(tabs).getByRole('tab', { name: t('support:download.guide.android') })
    await expect(android).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(android).toHaveAttribute('aria-selected', 'true')
    await expect(within(canvas.getByRole('tabpanel')).getByRole('img', { name: t('support:download.guide.art.androidAllow') })).toBeVisible()
    await userEvent.keyboard('{End}{Enter}')
    const home = within(tabs).getByRole('tab', { name: t('support:download.guide.home') })
    await expect(home).toHaveAttribute('aria-selected', 'true')
    await expect(within(canvas.getByRole('tabpanel')).getByText(t('support:download.guide.homeSteps.share'))).toBeVisible()
    await userEvent.keyboard('{Home}{Enter}')
    await expect(ios).toHaveAttribute('aria-selected', 'true')
  },
}

/** An Android visitor starts on allowing installs from the browser. */
export const Android: Story = { args: { initialTab: 'android' }, parameters: { screenshot: { dark: true } } }

/** Add to home screen (Safari's Share menu). */
export const HomeScreen: Story = { args: { initialTab: 'home' } }
