import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { MERCHANTS } from '../../../../config/merchants'
import { demoFavicon, demoMerchant, storyT } from '../../../layout/fixtures'
import { DownloadCentre } from './DownloadCentre'

const meta = {
  title: 'Support/Download/DownloadCentre',
  component: DownloadCentre,
  args: { links: demoMerchant.appDownload, logoUrl: demoFavicon, brandName: demoMerchant.name, installState: 'available', onInstall: fn(), initialTab: 'ios',
    domains: [
      { domain: 'localhost', url: 'https://localhost', ms: 24, current: true },
      { domain: 'demo.localhost', url: 'https://demo.localhost', ms: 61, current: false },
      { domain: '127.0.0.1', url: 'https://127.0.0.1', ms: null, current: false },
    ] },
} satisfies Meta<typeof DownloadCentre>

export default meta
type Story = StoryObj<typeof meta>

/** The demo brand: iOS, its profile and Android codes, the Install button and the guides. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4)
    for (const platform of ['ios', 'iosMobileConfig', 'android'] as const) {
      const name = t(`support:download.platform.${platform}`)
      await expect(canvas.getByRole('img', { name: t('support:download.qr.label', { platform: name }) })).toHaveAttribute('data-qr-value', demoMerchant.appDownload[platform])
    }
    await expect(canvas.getByRole('button', { name: t('support:download.install.button', { brand: demoMerchant.name }) })).toBeEnabled()
  },
}

/** The second brand publishes only an Android app; an iPhone visitor is told how to add the site instead. */
export const AndroidOnly: Story = {
  args: { links: MERCHANTS.lotus.appDownload, brandName: MERCHANTS.lotus.name, installState: 'ios', initialTab: 'home' },
  globals: { merchant: 'lotus' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getAllByRole('img', { name: /./ }).filter((image) => image.hasAttribute('data-qr-value'))).toHaveLength(1)
    await expect(within(canvasElement).getByText(t('support:download.install.ios'))).toBeVisible()
  },
}

/** No app published: the web app is the way to install. */
export const NoApps: Story = {
  args: { links: {}, installState: 'unavailable', domains: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('support:download.qr.none'))).toBeVisible()
  },
}
