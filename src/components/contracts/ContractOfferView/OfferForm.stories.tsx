import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, demoHeld, demoPreview, demoSubagentContracts, settleForPicture, WAGES_NOW } from '../fixtures'
import { OfferForm } from './OfferForm'

const meta = {
  title: 'Contracts/OfferForm',
  component: OfferForm,
  args: {
    account: 'demosubagent',
    held: demoHeld,
    slots: demoSubagentContracts.slots,
    currency: demoCurrency,
    onTermsChange: fn(),
    preview: demoPreview,
    previewLoading: false,
    previewError: null,
    onSend: fn(),
    sending: false,
    sendError: null,
    sent: false,
  },
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
  parameters: { now: WAGES_NOW },
} satisfies Meta<typeof OfferForm>

export default meta
type Story = StoryObj<typeof meta>

/** A field of a tier, by its label (the tier's group names it). */
function field(form: HTMLElement, tier: number, label: string) {
  const group = within(form).getAllByRole('group')[tier]!
  return within(group).getByRole('textbox', { name: label })
}

async function chooseOption(form: HTMLElement, label: string, option: string) {
  await userEvent.click(within(form).getByRole('combobox', { name: label }))
  await userEvent.click(await within(document.body).findByRole('option', { name: option }))
}

/**
 * A new version of demosubagent's daily salary (Lottery), filled from the terms it holds, beside the agent's own
 * (the ceiling); the tiers keep the rules, so the what-if says what they would have paid yesterday. Send offers them.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const form = within(canvasElement).getByRole('form')
    await expect(within(form).getByRole('combobox', { name: t('agents:contracts.pages.offer.kind') })).toHaveTextContent(t('agents:contracts.pages.kindTitle.dailySalary'))
    await expect(field(form, 1, t('agents:contracts.tiers.rate'))).toHaveValue('1.00')
    await expect(args.onTermsChange).toHaveBeenLastCalledWith({
      account: 'demosubagent',
      gameType: 'LOTT',
      terms: { kind: 'dailySalary', details: [{ betVolume: '10000.00', activeMember: 3, rateType: 'P', rate: '0.40' }, { betVolume: '100000.00', activeMember: 10, rateType: 'P', rate: '1.00' }] },
    })
    await expect(within(form).getByRole('region', { name: t('agents:contracts.pages.offer.preview.title') })).toHaveTextContent('฿ 192.80')
    await userEvent.click(within(form).getByRole('button', { name: t('agents:contracts.pages.offer.send') }))
    await expect(args.onSend).toHaveBeenCalledTimes(1)
    settleForPicture()
  },
}

/**
 * Checked as it is typed: a field left wrong says why; a tier above the ceiling, or falling under the one below, says
 * so over its fields. Send then shows every problem and takes the focus to the first; nothing is sent.
 */
export const Problems: Story = {
  // The form's error colours (a field, a tier's frame) show in no other shot: its other theme too.
  parameters: { screenshot: { dark: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const form = within(canvasElement).getByRole('form')
    const rate = field(form, 1, t('agents:contracts.tiers.rate'))
    await userEvent.clear(rate)
    await userEvent.type(rate, '2')
    await userEvent.tab()
    await expect(within(form).getAllByRole('group')[1]).toHaveAccessibleDescription(t('agents:contracts.errors.rateAboveUpline'))
    const bet = field(form, 0, t('agents:contracts.tiers.betVolume'))
    await userEvent.clear(bet)
    await userEvent.type(bet, '10.555')
    await userEvent.tab()
    await expect(bet).toHaveAccessibleDescription(t('agents:contracts.pages.offer.problem.amount', { decimals: 2 }))
    await expect(args.onTermsChange).toHaveBeenLastCalledWith(null)
    await expect(form).toHaveTextContent(t('agents:contracts.pages.offer.preview.incomplete'))
    await userEvent.click(within(form).getByRole('button', { name: t('agents:contracts.pages.offer.send') }))
    await expect(args.onSend).not.toHaveBeenCalled()
    await waitFor(() => expect(bet).toHaveFocus())
    window.scrollTo(0, 0)
  },
}

/** A tier added under the last and one removed; a contract keeps one tier at least. */
export const AddAndRemoveTiers: Story = {
  args: { slots: [] },
  parameters: { screenshot: { disable: true } }, // behaviour only: a blank form like the dividend's
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const form = within(canvasElement).getByRole('form')
    await chooseOption(form, t('agents:contracts.pages.offer.kind'), t('agents:contracts.pages.kindTitle.hourSalary'))
    await expect(within(form).getAllByRole('group')).toHaveLength(1)
    await expect(within(form).getByRole('button', { name: t('agents:contracts.pages.offer.removeTier', { tier: 1 }) })).toBeDisabled()
    await userEvent.click(within(form).getByRole('button', { name: t('agents:contracts.pages.offer.addTier') }))
    await expect(within(form).getAllByRole('group')).toHaveLength(2)
    await userEvent.click(within(form).getByRole('button', { name: t('agents:contracts.pages.offer.removeTier', { tier: 1 }) }))
    await expect(within(form).getAllByRole('group')).toHaveLength(1)
  },
}

/** A dividend: its period and carry-over, its four fields a tier, filled from the offer waiting for the agent. */
export const Dividend: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const form = within(canvasElement).getByRole('form')
    await chooseOption(form, t('agents:contracts.pages.offer.kind'), t('agents:contracts.pages.kindTitle.dividend'))
    await expect(within(form).getByRole('combobox', { name: t('agents:contracts.card.period') })).toHaveTextContent(t('agents:contracts.period.weekly'))
    await expect(within(form).getAllByRole('group')).toHaveLength(2)
    await userEvent.click(within(form).getByRole('checkbox', { name: t('agents:contracts.pages.offer.carryOver') }))
    await waitFor(() => expect(args.onTermsChange).toHaveBeenLastCalledWith(expect.objectContaining({ gameType: 'LIVE', terms: expect.objectContaining({ kind: 'dividend', carryOver: false }) })))
    settleForPicture()
  },
}

/** The what-if is worked out (the terms changed a moment ago). */
export const PreviewLoading: Story = {
  args: { preview: null, previewLoading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('form')).toHaveTextContent(storyT(globals)('agents:contracts.pages.offer.preview.loading'))
  },
}

/** The server refuses these terms in the what-if: its message, the same an offer would get. */
export const PreviewRefused: Story = {
  args: { preview: null, previewError: 'The rate is above what your own contract with your upline pays on the same figures.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form')).toHaveTextContent('The rate is above what your own contract')
  },
}

/** The offer is on its way: the form waits. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const form = within(canvasElement).getByRole('form')
    await expect(within(form).getByRole('button', { name: t('agents:contracts.pages.offer.sending') })).toBeDisabled()
    await expect(within(form).getByRole('button', { name: t('agents:contracts.pages.offer.addTier') })).toBeDisabled()
  },
}

/** The offer was sent: it says where the agent answers it. */
export const Sent: Story = {
  args: { sent: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('agents:contracts.pages.offer.sent', { account: '\u2068demosubagent\u2069' }))
  },
}

/** The offer was refused: the server's message. */
export const SendRefused: Story = {
  args: { sendError: 'Contracts can be offered to your direct downline agents only.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Contracts can be offered to your direct downline agents only.')
  },
}

/** The agent holds nothing in force: it has no terms to offer. */
export const NothingHeld: Story = {
  args: { held: {} },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('agents:contracts.pages.offer.nothingHeld'))).toBeVisible()
  },
}
