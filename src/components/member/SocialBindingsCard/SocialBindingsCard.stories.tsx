import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoSocial, STORY_NOW } from '../fixtures'
import { SocialBindingsCard } from './SocialBindingsCard'

const meta = {
  title: 'Member/Security/SocialBindingsCard',
  component: SocialBindingsCard,
  args: { bindings: demoSocial },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof SocialBindingsCard>

export default meta
type Story = StoryObj<typeof meta>

/** Google confirmed, LINE waiting; read only (no button), with the rule that a confirmed one cannot change. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('member:social.note'))).toBeVisible()
    await expect(within(canvas.getByRole('list', { name: t('member:social.listLabel') })).getAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.getByText(t('member:social.pending'))).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** None linked. */
export const Empty: Story = {
  args: { bindings: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('member:social.empty'))).toBeVisible()
  },
}

/** Arabic (English text, right to left). */
export const RightToLeft: Story = { globals: { language: 'ar' } }
