import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoBets, demoCurrency, STORY_NOW, STORY_TODAY } from '../fixtures'
import { TeamBetsTable } from './TeamBetsTable'

const meta = {
  title: 'Agents/TeamBetsTable',
  component: TeamBetsTable,
  args: {
    answer: demoBets,
    loading: false,
    error: null,
    onRetry: fn(),
    filter: { range: { range: 'today' }, account: '', gameType: '' },
    onFilterChange: fn(),
    page: 1,
    onPageChange: fn(),
    today: STORY_TODAY,
    currency: demoCurrency,
    csv: { fetchRows: fn(async () => demoBets.list), busy: false, fileName: 'team-bets' },
    onOpenRound: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 1000 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof TeamBetsTable>

export default meta
type Story = StoryObj<typeof meta>

/** The team's settled rounds with the server's totals; the agent filters by an account, then pages. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: t('agents:menu.personalHistoryCopy') })
    await expect(within(table).getAllByRole('row')).toHaveLength(demoBets.list.length + 2)
    await expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(t('agents:bets.rounds', { count: 52 }))
    await userEvent.type(canvas.getByRole('textbox', { name: t('agents:columns.account') }), 'wang_lei{Enter}')
    await expect(args.onFilterChange).toHaveBeenLastCalledWith(expect.objectContaining({ account: 'wang_lei' }))
    await userEvent.click(canvas.getByRole('button', { name: t('common:pagination.page', { page: 2 }) }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** A game round's detail opens from its row (the member's betting record's dialog); a lottery result has none. */
export const OpenRoundDetail: Story = {
  parameters: { screenshot: { disable: true } }, // the Playground's picture
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('agents:bets.detailOf', { account: 'wang_lei', game: 'Baccarat Table A' }) }))
    await expect(args.onOpenRound).toHaveBeenCalledWith(demoBets.list[1]!.round)
    await expect(canvas.queryAllByRole('button', { name: new RegExp(t('agents:bets.detail')) })).toHaveLength(3)
  },
}

/** No rounds in the period. */
export const Empty: Story = {
  args: { answer: { ...demoBets, list: [], totalPages: 0, totalCount: 0, footer: { bet: '0.00', win: '0.00', profit: '0.00', rounds: 0 } } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('agents:bets.emptyTitle'))).toBeVisible()
  },
}

/** The first page is awaited. */
export const Loading: Story = {
  args: { answer: null, loading: true },
  parameters: { screenshot: { disable: true } }, // skeletons, as in the other reports' Loading
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument()
  },
}
