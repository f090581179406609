import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, demoMembers, emptyMembers, STORY_NOW, subLineMembers } from '../fixtures'
import { TeamMembersTable, type TeamMembersFilter, type TeamMembersTableProps, EMPTY_TEAM_MEMBERS_FILTER } from './TeamMembersTable'

/** Keeps the filter and page as the page's store does, and reports each change. */
function Stateful(args: TeamMembersTableProps) {
  const [filter, setFilter] = useState<TeamMembersFilter>(args.filter)
  const [page, setPage] = useState(args.page)
  return (
    <TeamMembersTable
      {...args}
      filter={filter}
      page={page}
      onFilterChange={(next) => {
        setFilter(next)
        setPage(1)
        args.onFilterChange(next)
      }}
      onPageChange={(next) => {
        setPage(next)
        args.onPageChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Agents/TeamMembersTable',
  component: TeamMembersTable,
  args: {
    answer: demoMembers,
    loading: false,
    error: null,
    onRetry: fn(),
    filter: EMPTY_TEAM_MEMBERS_FILTER,
    onFilterChange: fn(),
    page: 1,
    onPageChange: fn(),
    currency: demoCurrency,
    onTransfer: fn(),
    onRecall: fn(),
    csv: { fetchRows: fn(async () => demoMembers.list), busy: false, fileName: 'team-members' },
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 1000 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof TeamMembersTable>

export default meta
type Story = StoryObj<typeof meta>

const tableOf = (canvasElement: HTMLElement, globals: Record<string, unknown>) => within(canvasElement).getByRole('table', { name: storyT(globals)('agents:menu.downlineManagmentView') })

/**
 * The agent's direct line: account, type, status, registration, last login, balance, direct count and the actions;
 * the server's balance total. Transfer opens the dialog on that member; recall is offered only to a member holding money.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const rows = within(tableOf(canvasElement, globals)).getAllByRole('row')
    await expect(rows).toHaveLength(demoMembers.list.length + 1)
    await expect(rows[1]).toHaveTextContent('somchai88')
    await expect(rows[1]).toHaveTextContent('฿ 12,540.75')
    await expect(rows[3]).toHaveTextContent(t('agents:members.neverLoggedIn'))
    await expect(canvas.getByText(t('agents:members.summary', { count: 74 })).parentElement).toHaveTextContent('฿ 158,420.35')
    await userEvent.click(canvas.getByRole('button', { name: t('agents:members.transfer', { account: 'somchai88' }) }))
    await expect(args.onTransfer).toHaveBeenCalledWith('somchai88')
    await userEvent.click(canvas.getByRole('button', { name: t('agents:members.recall', { account: 'somchai88' }) }))
    await expect(args.onRecall).toHaveBeenCalledWith('somchai88')
    await expect(canvas.queryByRole('button', { name: t('agents:members.recall', { account: 'lucky_77' }) })).toBeNull()
    await expect(canvas.getByRole('button', { name: t('agents:line.open', { account: 'subagent01' }) })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: t('agents:line.open', { account: 'somchai88' }) })).toBeNull()
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** The agent types an account prefix and presses Enter: the whole team is searched from page 1. */
export const Search: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: t('agents:members.search') }), 'som{Enter}')
    await expect(args.onFilterChange).toHaveBeenLastCalledWith(expect.objectContaining({ account: 'som' }))
    await userEvent.type(canvas.getByRole('textbox', { name: t('agents:members.minBalance') }), 'abc')
    await expect(canvas.getByRole('button', { name: t('agents:members.searchButton') })).toBeDisabled()
  },
}

/** Sorting: the balance header sorts by balance (highest first), again for lowest first; the header says how it sorts. */
export const SortByBalance: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const table = tableOf(canvasElement, globals)
    const header = within(table).getByRole('button', { name: t('agents:columns.balance') })
    await userEvent.click(header)
    await expect(args.onFilterChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'balance', order: 'desc' }))
    await userEvent.click(within(table).getByRole('button', { name: new RegExp(t('agents:columns.balance')) }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'balance', order: 'asc' }))
    await expect(within(table).getByRole('columnheader', { name: new RegExp(t('agents:columns.balance')) })).toHaveAttribute('aria-sort', 'ascending')
  },
}

/** "Open line" on a sub-agent lists its members; the breadcrumb leads back to the agent's own line. */
export const SubAgentLine: Story = {
  args: { answer: subLineMembers, filter: { ...EMPTY_TEAM_MEMBERS_FILTER, parent: 'subagent01' } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const crumbs = within(canvasElement).getByRole('navigation', { name: t('agents:line.breadcrumb') })
    await expect(crumbs.querySelector('[aria-current="page"]')).toHaveTextContent('subagent01')
    await userEvent.click(within(crumbs).getByRole('button', { name: t('agents:line.mine') }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith(expect.objectContaining({ parent: undefined }))
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** A member's details open in a dialog; Escape closes it and focus returns to its button. */
export const Details: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const button = within(canvasElement).getByRole('button', { name: t('agents:members.details', { account: 'somchai88' }) })
    await userEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'somchai88' })
    await expect(dialog).toHaveTextContent('สมชาย')
    await expect(dialog).toHaveTextContent('demoagent')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(button).toHaveFocus())
    button.blur()
  },
}

/** On a phone: each member is a card (no wide table), with its actions under it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { screenshot: { disable: true } }, // Playground's phone shot shows it
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('table')).toBeNull()
    const cards = within(canvas.getByRole('list', { name: t('agents:menu.downlineManagmentView') })).getAllByRole('listitem')
    await expect(cards).toHaveLength(demoMembers.list.length)
    await expect(within(cards[0]!).getByRole('button', { name: t('agents:members.transfer', { account: 'somchai88' }) })).toBeVisible()
  },
}

/** The first page is awaited. */
export const Loading: Story = {
  args: { answer: null, loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('agents:table.loading'))
  },
}

/** No one in the line yet: says so, and where to add someone. */
export const Empty: Story = {
  args: { answer: emptyMembers },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('agents:members.emptyTitle'))).toBeVisible()
    await expect(within(canvasElement).getByText(t('agents:members.emptyHint'))).toBeVisible()
    await expect(within(canvasElement).getByRole('button', { name: t('agents:csv.export') })).toBeDisabled()
  },
}

/** A search that finds no one: says to check the name or clear filters. */
export const NoMatch: Story = {
  args: { answer: emptyMembers, filter: { ...EMPTY_TEAM_MEMBERS_FILTER, account: 'zz' } },
  parameters: { screenshot: { disable: true } }, // looks like Empty with other words
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('agents:members.noMatchHint'))).toBeVisible()
  },
}

/** Loading failed: the message and a retry. */
export const Error: Story = {
  args: { answer: null, error: 'Cannot reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, globals, args }) => {
    const alert = within(canvasElement).getByRole('alert')
    await userEvent.click(within(alert).getByRole('button', { name: storyT(globals)('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}
