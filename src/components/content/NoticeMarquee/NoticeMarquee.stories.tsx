import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { playerNotices } from '../fixtures'
import { NoticeMarquee } from './NoticeMarquee'

const meta = {
  title: 'Content/NoticeMarquee',
  component: NoticeMarquee,
  args: { notices: playerNotices },
  parameters: { screenshot: { rtl: true } },
} satisfies Meta<typeof NoticeMarquee>

export default meta
type Story = StoryObj<typeof meta>

/** Three player notices scrolling. */
export const Playground: Story = {}

/** Screen readers get each notice once, as a list, with its HTML reduced to text; the moving copy is hidden. */
export const ReadOnce: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: t('layout:marquee.label') })
    const items = within(region).getAllByRole('listitem')
    await expect(items).toHaveLength(playerNotices.length)
    await expect(items[1]).toHaveTextContent('PromptPay withdrawals now arrive in about 3 minutes.')
    // Exactly one copy of each notice is exposed to assistive technology.
    const exposed = within(region)
      .getAllByText(/PromptPay withdrawals/)
      .filter((element) => !element.closest('[aria-hidden="true"]'))
    await expect(exposed).toHaveLength(1)
    // Each notice says the language it is written in (the story's page is Thai; these are English but the last).
    await expect(items[0]).toHaveAttribute('lang', 'en')
    await expect(items[3]).toHaveAttribute('lang', 'th')
    await userEvent.click(canvas.getByRole('button', { name: t('layout:marquee.pause') }))
    await expect(canvas.getByRole('button', { name: t('layout:marquee.play') })).toBeVisible()
  },
}

/** No notices: nothing renders. */
export const Empty: Story = {
  args: { notices: [] },
  parameters: { screenshot: { disable: true } }, // renders nothing
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull()
  },
}
