import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoNotices, STORY_NOW } from '../fixtures'
import { AgentAnnouncementsView } from './AgentAnnouncementsView'

const meta = {
  title: 'Agents/AgentAnnouncementsView',
  component: AgentAnnouncementsView,
  args: { notices: demoNotices, error: null, onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof AgentAnnouncementsView>

export default meta
type Story = StoryObj<typeof meta>

/** Every agency notice, newest first; the chosen one's HTML sanitised (its script dropped). */
export const Playground: Story = {
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab')
    await expect(tabs.map((tab) => tab.textContent)).toEqual([expect.stringContaining('New invite link page'), expect.stringContaining('Commission rules from March')])
    await expect(canvasElement.querySelector('script')).toBeNull()
  },
}

/** No notices: says where they will appear. */
export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('agents:announcements.emptyHint'))).toBeVisible()
  },
}

/** Loading. */
export const Loading: Story = {
  args: { notices: null },
  parameters: { screenshot: { disable: true } }, // one skeleton block
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument()
  },
}

/** Failed: the message and a retry. */
export const Error: Story = {
  args: { notices: null, error: 'Cannot reach the server. Check your connection and try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Cannot reach the server')
  },
}
