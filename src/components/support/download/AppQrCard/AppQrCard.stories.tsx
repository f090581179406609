import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { demoFavicon, demoMerchant, storyT } from '../../../layout/fixtures'
import { AppQrCard } from './AppQrCard'

const meta = {
  title: 'Support/Download/AppQrCard',
  component: AppQrCard,
  args: { platform: 'ios', url: demoMerchant.appDownload.ios!, logoUrl: demoFavicon },
} satisfies Meta<typeof AppQrCard>

export default meta
type Story = StoryObj<typeof meta>

/** The iOS download: its code at the spec's defaults with the brand's logo, and the link. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const name = t('support:download.platform.ios')
    const code = canvas.getByRole('img', { name: t('support:download.qr.label', { platform: name }) })
    // What the code encodes, and the spec's size: 200 px of code inside a 20 px quiet zone.
    await expect(code).toHaveAttribute('data-qr-value', args.url)
    await expect(code.getBoundingClientRect().width).toBe(240)
    // A version-3 code (29 modules a side) holds this 35-character link at level M.
    await expect(code.querySelector('svg')).toHaveAttribute('viewBox', '0 0 29 29')
    // The logo covers 0.2 of the code.
    await expect(code.querySelector('img')?.getBoundingClientRect().width).toBe(40)
    await expect(canvas.getByRole('link', { name: t('support:download.qr.download', { platform: name }) })).toHaveAttribute('href', args.url)
  },
}

/** The configuration-profile download for iOS. */
export const IosMobileConfig: Story = { args: { platform: 'iosMobileConfig', url: demoMerchant.appDownload.iosMobileConfig! } }

/** The Android APK, in the dark theme: the code stays black on white. */
export const Android: Story = {
  args: { platform: 'android', url: demoMerchant.appDownload.android! },
  parameters: { screenshot: { dark: true } },
}
