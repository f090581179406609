import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { demoMerchant, merchantLogos, storyT } from '../../layout/fixtures'
import { SplashScreen } from './SplashScreen'

const meta = {
  title: 'Status/SplashScreen',
  component: SplashScreen,
  args: { logoUrl: merchantLogos.demo, brandName: demoMerchant.name },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SplashScreen>

export default meta
type Story = StoryObj<typeof meta>

/** While the permission call is in flight: the brand and a busy status. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveAttribute('aria-busy', 'true')
    await expect(within(status).getByRole('progressbar', { name: t('layout:status.splash.loading') })).toBeInTheDocument()
  },
}

/** Before the merchant is known there is no logo. */
export const WithoutBrand: Story = { args: { logoUrl: undefined, brandName: undefined } }
