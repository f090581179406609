import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { IpBlockedPage } from './IpBlockedPage'

const meta = {
  title: 'Status/IpBlockedPage',
  component: IpBlockedPage,
  args: { ip: '203.0.113.45' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof IpBlockedPage>

export default meta
type Story = StoryObj<typeof meta>

/** "Access restricted" with the visitor's address to quote to customer service. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: t('layout:status.ipBlocked.title') })).toBeVisible()
    await expect(canvas.getByText('203.0.113.45')).toBeVisible()
  },
}

/** An IPv6 visitor. */
export const Ipv6: Story = { args: { ip: '2001:db8:85a3::8a2e:370:7334' } }
