import type { Meta, StoryObj } from '@storybook/react-vite'
import Paper from '@mui/material/Paper'
import { expect, within } from 'storybook/test'
import { demoFavicon, demoMerchant, storyT } from '../fixtures'
import { AppDownloadPanel } from './AppDownloadPanel'

const meta = {
  title: 'Layout/AppDownloadPanel',
  component: AppDownloadPanel,
  args: { ...demoMerchant.appDownload, logoUrl: demoFavicon },
  decorators: [(Story) => <Paper sx={{ display: 'inline-block' }}>{Story()}</Paper>],
} satisfies Meta<typeof AppDownloadPanel>

export default meta
type Story = StoryObj<typeof meta>

/** iOS (App Store link preferred over the configuration profile) and Android. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: t('layout:app.qrLabel', { platform: t('layout:app.ios') }) })).toBeVisible()
    await expect(canvas.getByRole('img', { name: t('layout:app.qrLabel', { platform: t('layout:app.android') }) })).toBeVisible()
    await expect(canvas.getByRole('link', { name: t('layout:app.ios') })).toHaveAttribute('href', demoMerchant.appDownload.ios)
  },
}

/** Without an App Store link, iOS uses the configuration profile. */
export const IosMobileConfig: Story = {
  args: { ios: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('link', { name: t('layout:app.ios') })).toHaveAttribute('href', demoMerchant.appDownload.iosMobileConfig)
  },
}

/** A brand with only an Android app (the second demo brand). */
export const AndroidOnly: Story = {
  args: { ios: undefined, iosMobileConfig: undefined, logoUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(1)
  },
}

/** No links configured. */
export const Unavailable: Story = {
  args: { ios: undefined, iosMobileConfig: undefined, android: undefined },
}
