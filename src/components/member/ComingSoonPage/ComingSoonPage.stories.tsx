import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { ComingSoonPage } from './ComingSoonPage'

const meta = {
  title: 'Member/ComingSoonPage',
  component: ComingSoonPage,
  args: { title: 'Withdraw' },
} satisfies Meta<typeof ComingSoonPage>

export default meta
type Story = StoryObj<typeof meta>

/** A member page that is not open yet: its name as the heading, and that it is coming, in the member's language. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Withdraw' })).toBeVisible()
    await expect(canvas.getByText(t('member:comingSoon.title'))).toBeVisible()
  },
}

/** In English. */
export const English: Story = { globals: { language: 'en' } }
