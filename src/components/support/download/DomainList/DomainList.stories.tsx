import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { DomainList } from './DomainList'

const meta = {
  title: 'Support/Download/DomainList',
  component: DomainList,
  args: {
    domains: [
      { domain: 'demo.example', url: 'https://demo.example', ms: 38, current: false },
      { domain: 'play.demo.example', url: 'https://play.demo.example', ms: 112, current: true },
      { domain: 'backup.demo.example', url: 'https://backup.demo.example', ms: null, current: false },
    ],
  },
} satisfies Meta<typeof DomainList>

export default meta
type Story = StoryObj<typeof meta>

/** Timed from this device: the fastest first and marked, the one in use marked, one that did not answer last. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const list = within(canvasElement).getByRole('list', { name: t('support:download.domains.label') })
    const items = within(list).getAllByRole('listitem')
    await expect(items[0]).toHaveTextContent(t('support:download.domains.fastest'))
    await expect(items[0]).toHaveTextContent(t('support:download.domains.ms', { ms: '38' }))
    await expect(items[1]).toHaveTextContent(t('support:download.domains.current'))
    await expect(items[2]).toHaveTextContent(t('support:download.domains.unreachable'))
    await expect(within(items[0]).getByRole('link', { name: 'demo.example' })).toHaveAttribute('href', 'https://demo.example')
  },
}

/** Just opened: nothing measured yet, in the server's order. */
export const Measuring: Story = {
  args: {
    domains: [
      { domain: 'demo.example', url: 'https://demo.example', current: true },
      { domain: 'play.demo.example', url: 'https://play.demo.example', current: false },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getAllByText(t('support:download.domains.measuring'))).toHaveLength(2)
    await expect(within(canvasElement).queryByText(t('support:download.domains.fastest'))).toBeNull()
  },
}
