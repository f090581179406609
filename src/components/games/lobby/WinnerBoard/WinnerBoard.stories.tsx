import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { fixtureWinners } from '../fixtures'
import { WinnerBoard } from './WinnerBoard'

const winners = fixtureWinners.map((entry) => entry.vo)

const meta = {
  title: 'Games/Lobby/WinnerBoard',
  component: WinnerBoard,
  args: { winners, currencySymbol: '฿', decimals: 2, onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  parameters: { screenshot: { phone: true, rtl: true } },
} satisfies Meta<typeof WinnerBoard>

export default meta
type Story = StoryObj<typeof meta>

/** The newest big wins: masked player, game and amount; each row one sentence to a screen reader. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: t('games:winners.title') })).toBeVisible()
    const rows = canvas.getAllByRole('listitem')
    await expect(rows).toHaveLength(5)
    await expect(rows[0]).toHaveTextContent('so***ak')
    await expect(rows[0]).toHaveTextContent('128,450.00')
  },
}

/** Loading: as many rows as are expected, built like the loaded ones. */
export const Loading: Story = {
  args: { winners: null, skeletonRows: winners.length },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('games:winners.loading'))
  },
}

/**
 * The board loading above the same board loaded: its skeleton rows take the loaded rows' place, so the wins
 * arriving move nothing below the board.
 */
export const LoadingKeepsItsHeight: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div data-testid="loading">
        <WinnerBoard {...args} winners={null} skeletonRows={winners.length} />
      </div>
      <div data-testid="loaded">
        <WinnerBoard {...args} winners={winners} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const height = (testId: string) => canvas.getByTestId(testId).getBoundingClientRect().height
    await expect(Math.abs(height('loading') - height('loaded'))).toBeLessThan(1)
  },
}

/** No wins yet. */
export const Empty: Story = {
  args: { winners: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('games:winners.empty'))).toBeVisible()
  },
}

/** The board failed to load: the message and a retry. */
export const ServerError: Story = {
  render: (args, { globals }) => <WinnerBoard {...args} error={storyT(globals)('errors:networkError')} />,
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(globals)('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** English. */
export const English: Story = { globals: { language: 'en' } }
