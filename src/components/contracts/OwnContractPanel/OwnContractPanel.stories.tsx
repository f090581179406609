import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { dailyInForce, dailyPending, demoCurrency, demoHistory, dividendInForce, dividendNewVersion, settleForPicture, WAGES_NOW } from '../fixtures'
import { OwnContractPanel } from './OwnContractPanel'

const meta = {
  title: 'Contracts/OwnContractPanel',
  component: OwnContractPanel,
  args: {
    kind: 'dividend',
    contracts: [dividendInForce],
    error: null,
    onRetry: fn(),
    onOpenAgreement: fn(),
    history: demoHistory,
    historyError: null,
    onRetryHistory: fn(),
    currency: demoCurrency,
  },
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
  parameters: { now: WAGES_NOW },
} satisfies Meta<typeof OwnContractPanel>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The agent's dividend in force (offered by the merchant, in force since the 1st), shown without buttons: answers are
 * the agreement's. Under it the history, each step with who and when (the merchant, the agent, the system).
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const card = canvas.getByRole('region', { name: t('agents:gameType.LIVE') })
    await expect(card).toHaveTextContent(t('agents:contracts.card.effectiveFrom'))
    await expect(within(card).queryByRole('button')).toBeNull()
    const history = canvas.getByRole('table', { name: t('agents:contracts.pages.history.caption', { kind: t('agents:contracts.kind.dividend') }) })
    const rows = within(history).getAllByRole('row')
    await expect(rows).toHaveLength(demoHistory.length + 1)
    await expect(rows[1]).toHaveTextContent(t('agents:contracts.pages.event.superseded'))
    await expect(rows[1]).toHaveTextContent(t('agents:contracts.pages.history.system'))
    await expect(rows[5]).toHaveTextContent(t('agents:contracts.pages.history.merchant'))
  },
}

/** A new version of the contract waits for the agent's answer: a note, and the way to the agreement. */
export const OfferWaiting: Story = {
  args: { contracts: [dividendNewVersion, dividendInForce] },
  // The note's information colours show in no other shot: its other theme too.
  parameters: { screenshot: { dark: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('agents:contracts.pages.own.waiting', { count: 1 }))).toBeVisible()
    // Only the contract in force is shown as the agent's; the offer is answered in the agreement.
    await expect(canvas.getAllByRole('region', { name: t('agents:gameType.LIVE') })).toHaveLength(1)
    await userEvent.click(canvas.getByRole('button', { name: t('agents:contracts.pages.own.openAgreement') }))
    await expect(args.onOpenAgreement).toHaveBeenCalledTimes(1)
    settleForPicture()
  },
}

/** The daily salary paying amounts, and an offer of another game type waiting. */
export const DailySalary: Story = {
  args: { kind: 'dailySalary', contracts: [dailyPending, dailyInForce], history: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: t('agents:gameType.SPORTS') })).toHaveTextContent('฿ 2,500.00')
    await expect(canvas.getByText(t('agents:contracts.pages.history.emptyHint'))).toBeVisible()
  },
}

/** No contract of the kind in force (the page shows only for an agent who holds one; it may end while open). */
export const NoneInForce: Story = {
  args: { contracts: [], history: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('agents:contracts.pages.own.none', { kind: t('agents:contracts.kind.dividend') }))).toBeVisible()
  },
}

/** Both are read. */
export const Loading: Story = {
  args: { contracts: null, history: null },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const statuses = within(canvasElement).getAllByRole('status')
    await expect(statuses[0]).toHaveTextContent(t('agents:contracts.pages.own.loading'))
    await expect(statuses[1]).toHaveTextContent(t('agents:contracts.pages.table.loading'))
  },
}

/** Reading the contracts and the history failed: each says so, each with its retry. */
export const Error: Story = {
  args: { contracts: null, error: 'Cannot reach the server. Check your connection and try again.', history: null, historyError: 'The server could not answer. Try again.' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const alerts = within(canvasElement).getAllByRole('alert')
    await expect(alerts).toHaveLength(2)
    await userEvent.click(within(alerts[0]!).getByRole('button', { name: t('common:retry') }))
    await userEvent.click(within(alerts[1]!).getByRole('button', { name: t('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    await expect(args.onRetryHistory).toHaveBeenCalledTimes(1)
    settleForPicture()
  },
}
