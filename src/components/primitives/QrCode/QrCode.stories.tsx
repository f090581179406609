import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { QrCode } from './QrCode'

/** A small square logo as a data URL, so the story needs no network. */
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#f5b400"/><path d="M12 28V12h9a6 6 0 0 1 0 12h-5v4z" fill="#0f1420"/></svg>',
)}`

const meta = {
  title: 'Primitives/QrCode',
  component: QrCode,
  args: { value: 'https://demo.localhost/download/android', label: 'Scan to download the Android app' },
} satisfies Meta<typeof QrCode>

export default meta
type Story = StoryObj<typeof meta>

/** The spec's defaults: 200 px, 20 px quiet zone, black on white, level M. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Scan to download the Android app' })
    // 200 px of code plus 20 px of quiet zone on each side.
    await expect(image.getBoundingClientRect().width).toBe(240)
  },
}

/** With the brand's logo in the centre at 0.2 of the size. */
export const WithLogo: Story = { args: { logoUrl: LOGO } }

/** Without a label the generic "QR code" name is used. */
export const DefaultLabel: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'คิวอาร์โค้ด' })).toBeVisible()
  },
}

/** Smaller, for a dropdown panel. */
export const Small: Story = { args: { size: 120, margin: 12 } }
