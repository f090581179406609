import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, demoOverview, emptyOverview, STORY_NOW, STORY_TODAY } from '../fixtures'
import { TeamOverviewView } from './TeamOverviewView'

const meta = {
  title: 'Agents/TeamOverviewView',
  component: TeamOverviewView,
  args: { overview: demoOverview, loading: false, error: null, onRetry: fn(), range: { range: 'thisWeek' }, onRangeChange: fn(), today: STORY_TODAY, currency: demoCurrency, onAddAccount: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof TeamOverviewView>

export default meta
type Story = StoryObj<typeof meta>

/** This week: the team now, the period's figures as stat cards (the server's), and the per-day chart. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const team = canvas.getByRole('region', { name: t('agents:overview.teamTitle') })
    await expect(within(team).getByText(t('agents:overview.size')).nextElementSibling).toHaveTextContent('128')
    const period = canvas.getByRole('region', { name: t('agents:overview.periodTitle') })
    await expect(within(period).getByText(t('agents:figures.deposits')).nextElementSibling).toHaveTextContent('฿ 245,800.00')
    await expect(within(period).getByText(t('agents:figures.netProfit')).nextElementSibling).toHaveTextContent('฿ -4,990.25')
    await expect(canvas.getByRole('img', { name: /67,871\.25/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('agents:range.thisWeek') })).toHaveAttribute('aria-pressed', 'true')
  },
}

/** Another range: the agent picks "Last week". */
export const ChooseRange: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(globals)('agents:range.lastWeek') }))
    await expect(args.onRangeChange).toHaveBeenCalledWith({ range: 'lastWeek' })
  },
}

/** The first answer is awaited: skeleton cards. */
export const Loading: Story = {
  args: { overview: null, loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('agents:table.loading'))
  },
}

/** No one in the team yet: what to do, and the button that opens "add account". */
export const EmptyTeam: Story = {
  args: { overview: emptyOverview },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('agents:overview.emptyHint'))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('agents:menu.registerCenter') }))
    await expect(args.onAddAccount).toHaveBeenCalledTimes(1)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** Loading failed: the message and a retry. */
export const Error: Story = {
  args: { overview: null, error: 'Cannot reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(within(within(canvasElement).getByRole('alert')).getByRole('button', { name: storyT(globals)('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}
