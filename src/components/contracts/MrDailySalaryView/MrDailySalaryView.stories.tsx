import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { TFunction } from 'i18next'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, downlineSalaries, mySalaries, noSalaries, settleForPicture, WAGES_NOW } from '../fixtures'
import { MrDailySalaryView, type MrDailySalaryViewProps, type MrScope } from './MrDailySalaryView'

const list = (answer: MrDailySalaryViewProps['mine']['answer']) => ({ answer, loading: false, error: null, page: 1 })

/** The tab is the page's state: the story keeps it, as the store does. */
function TabsDemo(args: MrDailySalaryViewProps) {
  const [scope, setScope] = useState<MrScope>(args.scope)
  return (
    <MrDailySalaryView
      {...args}
      scope={scope}
      onScopeChange={(next) => {
        setScope(next)
        args.onScopeChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Contracts/MrDailySalaryView',
  component: MrDailySalaryView,
  args: {
    scope: 'mine',
    onScopeChange: fn(),
    mine: list(mySalaries),
    downline: list(downlineSalaries),
    onRetry: fn(),
    onPageChange: fn(),
    onDecide: fn(),
    deciding: null,
    decideError: null,
    currency: demoCurrency,
  },
  render: (args) => <TabsDemo {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 980 }}>{Story()}</div>],
  parameters: { now: WAGES_NOW },
} satisfies Meta<typeof MrDailySalaryView>

export default meta
type Story = StoryObj<typeof meta>

const releaseName = (t: TFunction, account: string) => new RegExp(`${t('agents:contracts.pages.mr.release')}.*${account}`)
const refuseName = (t: TFunction, account: string) => new RegExp(`${t('agents:contracts.pages.mr.refuse')}.*${account}`)

/**
 * The agent's own manual-release salaries: waiting for its upline (and until when), released, refused, expired. The
 * other tab lists its downlines' waiting for its decision.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const tabs = canvas.getAllByRole('tab')
    await expect(tabs.map((tab) => tab.textContent)).toEqual([t('agents:contracts.pages.mr.mine'), t('agents:contracts.pages.mr.downline')])
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    const table = within(canvas.getByRole('tabpanel')).getByRole('table', { name: t('agents:contracts.pages.mr.mineCaption') })
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(5)
    // Each status, with its deadline or when it was decided under it.
    await expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[6]!.firstElementChild!.textContent)).toEqual(
      ['pending', 'received', 'refused', 'expired'].map((status) => t(`agents:contracts.pages.payoutStatus.${status}`)),
    )
    await expect(within(table).queryByRole('button')).toBeNull()
  },
}

/** The downlines' tab: Release pays at once (the page reads the list again); only waiting salaries have buttons. */
export const Downline: Story = {
  args: { scope: 'downline' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const panel = canvas.getByRole('tabpanel')
    const table = within(panel).getByRole('table', { name: t('agents:contracts.pages.mr.downlineCaption') })
    await expect(within(table).getAllByRole('button')).toHaveLength(4) // two waiting, two buttons each
    await userEvent.click(within(table).getByRole('button', { name: releaseName(t, 'subagent07') }))
    await expect(args.onDecide).toHaveBeenCalledWith(downlineSalaries.list[1], 'release')
    settleForPicture()
  },
}

/** Keyboard: the tabs move with the arrow keys, and the downlines' tab shows its list. */
export const KeyboardTabs: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Downline
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const [mine, downline] = canvas.getAllByRole('tab')
    mine!.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(downline).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onScopeChange).toHaveBeenCalledWith('downline')
    await expect(within(canvas.getByRole('tabpanel')).getByRole('table', { name: t('agents:contracts.pages.mr.downlineCaption') })).toBeInTheDocument()
  },
}

/** Refusing asks first: Cancel sends nothing and gives the focus back; confirming refuses. */
export const Refuse: Story = {
  args: { scope: 'downline' },
  parameters: { screenshot: { disable: true } }, // behaviour only: the confirmation is a ConfirmDialog, photographed there
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const table = within(within(canvasElement).getByRole('tabpanel')).getByRole('table')
    const refuse = within(table).getByRole('button', { name: refuseName(t, 'demosubagent') })
    await userEvent.click(refuse)
    let confirm = await screen.findByRole('alertdialog', { name: t('agents:contracts.pages.mr.confirmTitle') })
    await expect(confirm).toHaveTextContent('demosubagent')
    await expect(confirm).toHaveTextContent('฿ 96.00')
    await userEvent.click(within(confirm).getByRole('button', { name: t('common:cancel') }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(refuse).toHaveFocus())
    await expect(args.onDecide).not.toHaveBeenCalled()
    await userEvent.click(refuse)
    confirm = await screen.findByRole('alertdialog')
    await userEvent.click(within(confirm).getByRole('button', { name: t('agents:contracts.pages.mr.confirm') }))
    await expect(args.onDecide).toHaveBeenCalledWith(downlineSalaries.list[0], 'refuse')
  },
}

/** A decision is on its way: it is said, and every decision button waits. */
export const Deciding: Story = {
  args: { scope: 'downline', deciding: '8904' },
  play: async ({ canvasElement, globals }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'))
    await expect(panel.getByRole('status')).toHaveTextContent(storyT(globals)('agents:contracts.pages.mr.busy'))
    for (const button of within(panel.getByRole('table')).getAllByRole('button')) await expect(button).toBeDisabled()
  },
}

/** The server refused the last decision (decided already, expired): its message over the list read again. */
export const DecideError: Story = {
  args: { scope: 'downline', decideError: 'This salary has already been decided.' },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('tabpanel')).getByRole('alert')).toHaveTextContent('This salary has already been decided.')
  },
}

/** Nothing waits for the agent's release. */
export const DownlineEmpty: Story = {
  args: { scope: 'downline', downline: list(noSalaries) },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('agents:contracts.pages.mr.downlineEmptyHint'))).toBeVisible()
  },
}

/** No salary of the agent's own yet. */
export const MineEmpty: Story = {
  args: { mine: list(noSalaries) },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('agents:contracts.pages.mr.mineEmptyHint'))).toBeVisible()
  },
}

/** The first page is awaited. */
export const Loading: Story = {
  args: { mine: { answer: null, loading: true, error: null, page: 1 } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('agents:contracts.pages.table.loading'))
  },
}

/** Reading failed; the retry asks the tab's list again. */
export const Error: Story = {
  args: { mine: { answer: null, loading: false, error: 'Cannot reach the server. Check your connection and try again.', page: 1 } },
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(within(within(canvasElement).getByRole('alert')).getByRole('button', { name: storyT(globals)('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledWith('mine')
    settleForPicture()
  },
}
