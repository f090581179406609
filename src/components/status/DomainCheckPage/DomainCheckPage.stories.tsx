import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { DomainCheckPage } from './DomainCheckPage'

const meta = {
  title: 'Status/DomainCheckPage',
  component: DomainCheckPage,
  args: { host: 'unknown-brand.example.com', onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DomainCheckPage>

export default meta
type Story = StoryObj<typeof meta>

/** domain_check_failed: invalid URL, contact customer service, and a retry. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: t('layout:status.domainCheck.title') })).toBeVisible()
    await expect(canvas.getByText(args.host)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('layout:status.retry') }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}
