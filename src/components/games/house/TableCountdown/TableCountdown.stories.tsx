import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { TableCountdown } from './TableCountdown'

const meta = {
  title: 'Games/House/TableCountdown',
  component: TableCountdown,
  // `label` holds a translation key here; the story shows it in the story's language (plain text shows as it is).
  args: { label: 'house:baccarat.placeBets', roundNo: 42, seconds: 12, remaining: 0.8, tone: 'open' },
  render: function Render(args, { globals }) {
    return <TableCountdown {...args} label={storyT(globals)(args.label)} />
  },
  decorators: [
    (Story) => (
      <div data-story-frame="table-countdown" style={{ maxWidth: 720 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof TableCountdown>

export default meta
type Story = StoryObj<typeof meta>

/** Betting open on round 42, 12 seconds left: the primary colour, the bar four fifths full. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('house:baccarat.placeBets'))).toBeVisible()
    await expect(canvas.getByText(t('house:table.round', { roundNo: 42 }))).toBeVisible()
    const timer = canvas.getByRole('timer', { name: t('house:table.secondsLeft', { count: 12 }) })
    await expect(timer).toHaveTextContent('12')
    // A timer, not a live region: it would talk every second.
    await expect(timer).not.toHaveAttribute('aria-live')
  },
}

/** The last three seconds of betting: the ring turns to the warning colour. */
export const LastSeconds: Story = {
  args: { seconds: 3, remaining: 0.2 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('timer', { name: t('house:table.secondsLeft', { count: 3 }) })).toHaveTextContent('3')
  },
}

/** One second left: said in the singular where the language has one. */
export const OneSecond: Story = {
  args: { seconds: 1, remaining: 0.07 },
  globals: { language: 'en' },
  parameters: { screenshot: { disable: true } }, // behaviour only: looks like LastSeconds in English
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer', { name: '1 second left' })).toBeVisible()
  },
}

/** Betting closed, the deal not begun: neutral, no countdown, no bar. */
export const Closed: Story = {
  args: { label: 'house:baccarat.closed', tone: 'closed', seconds: undefined, remaining: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('house:baccarat.closed'))).toBeVisible()
    await expect(canvas.queryByRole('timer')).toBeNull()
  },
}

/** The deal, half way: neutral, the bar running down without a number. */
export const Dealing: Story = {
  args: { label: 'house:baccarat.dealing', tone: 'closed', seconds: undefined, remaining: 0.5 },
  // The neutral bar's track is painted by a pseudo-element, which the automatic crop does not see: take the frame.
  parameters: { screenshot: { target: '[data-story-frame="table-countdown"]' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('house:baccarat.dealing'))).toBeVisible()
    await expect(canvas.queryByRole('timer')).toBeNull()
  },
}

/** The result showing, the next round in 4 seconds: the success colour. */
export const Result: Story = {
  args: { label: 'house:baccarat.nextRound', tone: 'result', seconds: 4, remaining: 0.9 },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('house:baccarat.nextRound'))).toBeVisible()
    await expect(canvas.getByRole('timer', { name: t('house:table.secondsLeft', { count: 4 }) })).toBeVisible()
  },
}

/** Waiting for the table's first round: an information note, no round yet. */
export const Connecting: Story = {
  args: { label: 'house:baccarat.waiting', tone: 'closed', roundNo: undefined, seconds: undefined, remaining: undefined, connecting: true },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('house:table.connecting'))).toBeVisible()
    await expect(canvas.getByText(t('house:baccarat.waiting'))).toBeVisible()
    await expect(canvas.queryByRole('timer')).toBeNull()
  },
}

/** The stream broke during betting: a warning above the round, which may be behind. */
export const Reconnecting: Story = {
  args: { reconnecting: true },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('house:table.reconnecting'))
    await expect(canvas.getByRole('timer')).toBeVisible()
  },
}

/** English. */
export const English: Story = { globals: { language: 'en' } }
