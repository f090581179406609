import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { contractTransition, type ContractAction } from '../../../contract/contracts'
import type { Consolidated, ContractView } from '../../../contract/schemas/contracts'
import { WithOpener } from '../../accounts/storyFrame'
import { allContracts, BUTTONS_OF_KIND } from '../consolidated'
import { storyT } from '../../layout/fixtures'
import {
  consolidatedOf,
  dailyInForce,
  dailyPending,
  demoConsolidated,
  demoCurrency,
  dividendAboveDownlines,
  dividendInForce,
  dividendNewVersion,
  dividendPending,
  emptyConsolidated,
  hourlyInForce,
  hourlyPending,
  manualDailyPending,
  realTimeInForce,
  realTimePending,
} from '../fixtures'
import { ContractAgreementDialog, type ContractAgreementDialogProps } from './ContractAgreementDialog'

/** `errorKey`: a message key (with its namespace), translated here as the portal translates the server's error. */
type AgreementDemoProps = ContractAgreementDialogProps & { errorKey?: string }

/** Opened from a button standing for the agent's login, so focus can return to it when the dialog closes. */
function AgreementDemo({ errorKey, ...args }: AgreementDemoProps) {
  const { t } = useTranslation()
  return (
    <WithOpener
      label="Agent login"
      initiallyOpen={args.open}
      dialog={(open, closing) => <ContractAgreementDialog {...args} open={open} error={errorKey ? t(errorKey) : args.error} onClose={closing(args.onClose)} />}
    />
  )
}

const meta = {
  title: 'Contracts/ContractAgreementDialog',
  component: ContractAgreementDialog,
  args: { open: true, consolidated: demoConsolidated, currency: demoCurrency, busy: false, error: null, onAct: fn(), onRetry: fn(), onClose: fn() },
  render: (args) => <AgreementDemo {...args} />,
} satisfies Meta<AgreementDemoProps>

export default meta
type Story = StoryObj<typeof meta>

async function findAgreement(t: TFunction) {
  const dialog = await screen.findByRole('dialog', { name: t('agents:contracts.dialog.title') })
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  return dialog
}

const gameTypeName = (t: TFunction, gameType: string) => t(`agents:gameType.${gameType}`)

/** The card of a contract, found by its game type (the card is a region named by it). */
function cardOf(dialog: HTMLElement, t: TFunction, contract: ContractView, index = 0): HTMLElement {
  return within(dialog).getAllByRole('region', { name: new RegExp(`^${gameTypeName(t, contract.gameType)}`) })[index]!
}

/** The accessible names of a card's buttons, in order: exactly what the spec lists, naming the kind and game type. */
function buttonNames(card: HTMLElement): string[] {
  return within(card)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? '')
}

function expectedName(t: TFunction, label: 'sign' | 'reject' | 'terminate', contract: ContractView): string {
  return t(`agents:contracts.buttonLabel.${label}`, { kind: t(`agents:contracts.kind.${contract.terms.kind}`), gameType: gameTypeName(t, contract.gameType) })
}

/** Presses each of a card's buttons in turn and checks what each sent: [label, action] in the order shown. */
async function expectButtonsSend(args: ContractAgreementDialogProps, t: TFunction, card: HTMLElement, contract: ContractView, expected: ['sign' | 'reject' | 'terminate', ContractAction][]) {
  await expect(buttonNames(card)).toEqual(expected.map(([label]) => expectedName(t, label, contract)))
  for (const [label, action] of expected) {
    await userEvent.click(within(card).getByRole('button', { name: expectedName(t, label, contract) }))
    await expect(args.onAct).toHaveBeenLastCalledWith(contract, action, false)
  }
  await expect(args.onAct).toHaveBeenCalledTimes(expected.length)
  settleForPicture(card)
}

/** The picture shows the dialog from its top, with no focus ring on the last button pressed. */
function settleForPicture(inside: HTMLElement) {
  ;(document.activeElement as HTMLElement | null)?.blur()
  for (let node: HTMLElement | null = inside; node; node = node.parentElement) node.scrollTop = 0
}

/**
 * What `demoagent` meets after logging in: offers of every kind waiting beside contracts in force. It opens on the
 * dividend, where two offers wait (a new LOTT dividend, and a new version of the LIVE one in force).
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findAgreement(t)
    const tabs = within(dialog).getAllByRole('tab')
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      expect.stringContaining(t('agents:contracts.section.dividend')),
      expect.stringContaining(t('agents:contracts.section.dailySalary')),
      expect.stringContaining(t('agents:contracts.section.hourSalary')),
      expect.stringContaining(t('agents:contracts.section.realTimeSalary')),
    ])
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    await expect(tabs[0]).toHaveAccessibleName(expect.stringContaining(t('agents:contracts.dialog.waiting', { count: 2 })))
    await expect(tabs[2]).toHaveAccessibleName(t('agents:contracts.section.hourSalary')) // only a contract in force there
    const panel = within(dialog).getByRole('tabpanel')
    // The offers first (the new version of the LIVE dividend, the LOTT offer), then the LIVE dividend in force.
    const cards = within(panel).getAllByRole('region').filter((region) => region.hasAttribute('data-slot'))
    await expect(cards.map((card) => card.getAttribute('data-slot'))).toEqual(['dividend:LIVE', 'dividend:LOTT', 'dividend:LIVE'])
    await expect(cards.map((card) => (within(card).queryByText(t('agents:contracts.status.P'), { exact: true }) ? 'P' : 'V'))).toEqual(['P', 'P', 'V'])
    await expect(within(panel).getByRole('region', { name: t('agents:contracts.terms.title') })).toHaveTextContent(t('agents:contracts.terms.chain'))
  },
}

/** A dividend offered (P): sign sends A, reject sends R; its tiers, period and carry-over as offered. */
export const DividendPending: Story = {
  args: { consolidated: consolidatedOf(dividendPending) },
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const dialog = await findAgreement(t)
    const card = cardOf(dialog, t, dividendPending)
    await expect(card).toHaveTextContent(t('agents:contracts.status.P'))
    await expect(card).toHaveTextContent('topagent')
    await expect(card).toHaveTextContent(t('agents:contracts.period.weekly'))
    await expect(card).toHaveTextContent(t('agents:contracts.card.carryOverOn'))
    const table = within(card).getByRole('table', { name: t('agents:contracts.tiers.caption', { kind: t('agents:contracts.kind.dividend'), gameType: gameTypeName(t, 'LOTT') }) })
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(4) // the headings and three tiers
    await expect(rows[2]).toHaveTextContent(/฿\s200,000\.00.*฿\s50,000\.00.*15.*15\.50\s%/)
    await expectButtonsSend(args, t, card, dividendPending, [
      ['sign', 'A'],
      ['reject', 'R'],
    ])
  },
}

/** A new version (E) of the LIVE dividend in force: shown as pending, above it; signing it sends A. */
export const DividendNewVersion: Story = {
  args: { consolidated: consolidatedOf(dividendInForce, dividendNewVersion) },
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const dialog = await findAgreement(t)
    const offer = cardOf(dialog, t, dividendNewVersion)
    await expect(cardOf(dialog, t, dividendInForce, 1)).toHaveTextContent(t('agents:contracts.status.V'))
    await expect(offer).toHaveTextContent(t('agents:contracts.status.P'))
    await expect(offer).toHaveTextContent(t('agents:contracts.card.newVersion'))
    await expect(offer).toHaveTextContent(t('agents:contracts.period.monthly'))
    await expectButtonsSend(args, t, offer, dividendNewVersion, [
      ['sign', 'A'],
      ['reject', 'R'],
    ])
  },
}

/** A dividend in force (V), offered by the merchant: terminate sends C, and its reject button sends A (spec section 4). */
export const DividendInForce: Story = {
  args: { consolidated: consolidatedOf(dividendInForce) },
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const dialog = await findAgreement(t)
    const card = cardOf(dialog, t, dividendInForce)
    await expect(card).toHaveTextContent(t('agents:contracts.status.V'))
    await expect(card).toHaveTextContent(t('agents:contracts.card.merchant'))
    await expect(card).toHaveTextContent(t('agents:contracts.card.effectiveFrom'))
    await expectButtonsSend(args, t, card, dividendInForce, [
      ['terminate', 'C'],
      ['reject', 'A'],
    ])
  },
}

/**
 * Daily salaries offered (P): the automatic one and the manual-release one, each sign A and reject R. The dialog
 * opens on them (the first section with an offer); a percent rate shows two decimals.
 */
export const DailyPending: Story = {
  args: { consolidated: consolidatedOf(dailyPending, manualDailyPending) },
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const dialog = await findAgreement(t)
    await expect(within(dialog).getByRole('tab', { selected: true })).toHaveTextContent(t('agents:contracts.section.dailySalary'))
    const card = cardOf(dialog, t, dailyPending)
    await expect(within(card).getAllByRole('row')[2]).toHaveTextContent(/฿\s100,000\.00.*10.*1\.25\s%/)
    const manual = cardOf(dialog, t, manualDailyPending)
    await expect(manual).toHaveAccessibleName(t('agents:contracts.card.titleWithKind', { gameType: gameTypeName(t, 'FISH'), kind: t('agents:contracts.kind.mrDailySalary') }))
    await expectButtonsSend(args, t, card, dailyPending, [
      ['sign', 'A'],
      ['reject', 'R'],
    ])
    await userEvent.click(within(manual).getByRole('button', { name: expectedName(t, 'sign', manualDailyPending) }))
    await expect(args.onAct).toHaveBeenLastCalledWith(manualDailyPending, 'A', false)
    settleForPicture(manual)
  },
}

/** A daily salary in force (V) paying amounts: terminate sends C, reject sends A. */
export const DailyInForce: Story = {
  args: { consolidated: consolidatedOf(dailyInForce) },
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const dialog = await findAgreement(t)
    const card = cardOf(dialog, t, dailyInForce)
    await expect(within(card).getAllByRole('row')[2]).toHaveTextContent(/฿\s150,000\.00.*20.*฿\s2,500\.00/)
    await expectButtonsSend(args, t, card, dailyInForce, [
      ['terminate', 'C'],
      ['reject', 'A'],
    ])
  },
}

/** An hourly salary offered (P), one tier a percent and one an amount: sign sends A, reject sends R. */
export const HourlyPending: Story = {
  args: { consolidated: consolidatedOf(hourlyPending) },
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const dialog = await findAgreement(t)
    const card = cardOf(dialog, t, hourlyPending)
    const rows = within(card).getAllByRole('row')
    await expect(rows[1]).toHaveTextContent(/฿\s5,000\.00.*2.*0\.30\s%/)
    await expect(rows[2]).toHaveTextContent(/฿\s25,000\.00.*6.*฿\s150\.00/)
    await expectButtonsSend(args, t, card, hourlyPending, [
      ['sign', 'A'],
      ['reject', 'R'],
    ])
  },
}

/** An hourly salary in force (V): terminate sends A, reject sends R (spec section 4). */
export const HourlyInForce: Story = {
  args: { consolidated: consolidatedOf(hourlyInForce) },
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const dialog = await findAgreement(t)
    await expectButtonsSend(args, t, cardOf(dialog, t, hourlyInForce), hourlyInForce, [
      ['terminate', 'A'],
      ['reject', 'R'],
    ])
  },
}

/** A real-time salary offered: its own section, a bet per round with a loss and a win rate; answered as an hourly salary. */
export const RealTimePending: Story = {
  args: { consolidated: consolidatedOf(realTimePending) },
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const dialog = await findAgreement(t)
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(4)
    await expect(within(dialog).getByRole('tab', { selected: true })).toHaveTextContent(t('agents:contracts.section.realTimeSalary'))
    const card = cardOf(dialog, t, realTimePending)
    const headings = within(card).getAllByRole('columnheader').map((cell) => cell.textContent)
    await expect(headings).toEqual([t('agents:contracts.tiers.tier'), t('agents:contracts.tiers.betAmount'), t('agents:contracts.tiers.lossRate'), t('agents:contracts.tiers.winRate')])
    await expect(within(card).getAllByRole('row')[2]).toHaveTextContent(/฿\s1,000\.00.*1\.00\s%.*0\.40\s%/)
    await expectButtonsSend(args, t, card, realTimePending, [
      ['sign', 'A'],
      ['reject', 'R'],
    ])
  },
}

/** A real-time salary in force: the hourly salary's buttons, terminate A and reject R. */
export const RealTimeInForce: Story = {
  args: { consolidated: consolidatedOf(realTimeInForce) },
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const dialog = await findAgreement(t)
    await expectButtonsSend(args, t, cardOf(dialog, t, realTimeInForce), realTimeInForce, [
      ['terminate', 'A'],
      ['reject', 'R'],
    ])
  },
}

/** Opens the higher-rate warning by pressing Sign on the offer that would end two downlines' contracts. */
async function openWarning(t: TFunction) {
  const dialog = await findAgreement(t)
  const sign = within(cardOf(dialog, t, dividendAboveDownlines)).getByRole('button', { name: expectedName(t, 'sign', dividendAboveDownlines) })
  await userEvent.click(sign)
  const warning = await screen.findByRole('alertdialog', { name: t('agents:contracts.warning.title') })
  await waitFor(() => expect(warning.contains(document.activeElement)).toBe(true))
  return { sign, warning }
}

/** Signing an offer below a downline's rate first warns, naming the contracts that would end; nothing is sent yet. */
export const DownlineHigherRate: Story = {
  args: { consolidated: consolidatedOf(dividendAboveDownlines) },
  // The warning's confirm button is the only error-coloured action of the file: its other theme too.
  parameters: { screenshot: { phone: true, dark: true } },
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const { warning } = await openWarning(t)
    await expect(warning).toHaveAccessibleDescription(expect.stringContaining(t('agents:contracts.warning.message')))
    const items = within(warning).getAllByRole('listitem')
    await expect(items.map((item) => item.textContent)).toEqual([
      `subagent01 · ${t('agents:contracts.kind.dividend')} · ${gameTypeName(t, 'RNG')}`,
      `subagent07 · ${t('agents:contracts.kind.dividend')} · ${gameTypeName(t, 'RNG')}`,
    ])
    await expect(args.onAct).not.toHaveBeenCalled()
  },
}

/** Cancel sends nothing and gives the focus back to Sign; confirming signs with `confirmEnding`. */
export const DownlineHigherRateAnswered: Story = {
  args: { consolidated: consolidatedOf(dividendAboveDownlines) },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as DownlineHigherRate's dialog before it
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    let { sign, warning } = await openWarning(t)
    await userEvent.click(within(warning).getByRole('button', { name: t('common:cancel') }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(sign).toHaveFocus())
    await expect(args.onAct).not.toHaveBeenCalled()
    ;({ sign, warning } = await openWarning(t))
    await userEvent.click(within(warning).getByRole('button', { name: t('agents:contracts.warning.confirm') }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(args.onAct).toHaveBeenCalledTimes(1)
    await expect(args.onAct).toHaveBeenCalledWith(dividendAboveDownlines, 'A', true)
  },
}

/** The server refused the last answer: its message over the contracts, which stay answerable. */
export const ServerError: Story = {
  args: { consolidated: consolidatedOf(dividendPending), errorKey: 'agents:contracts.errors.actionInvalid' },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findAgreement(t)
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('agents:contracts.errors.actionInvalid'))
    await expect(within(cardOf(dialog, t, dividendPending)).getByRole('button', { name: expectedName(t, 'sign', dividendPending) })).toBeEnabled()
  },
}

/** An answer is on its way: the dialog says so, and every button waits. */
export const Busy: Story = {
  args: { consolidated: consolidatedOf(dividendPending, dailyInForce), busy: true },
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const dialog = await findAgreement(t)
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('agents:contracts.dialog.busy'))
    for (const button of within(cardOf(dialog, t, dividendPending)).getAllByRole('button')) await expect(button).toBeDisabled()
    await expect(args.onAct).not.toHaveBeenCalled()
  },
}

/** Nothing offered and nothing in force: the dialog says so (the portal does not open it by itself then). */
export const Empty: Story = {
  args: { consolidated: emptyConsolidated },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findAgreement(t)
    await expect(within(dialog).getByText(t('agents:contracts.dialog.emptyTitle'))).toBeVisible()
    await expect(within(dialog).queryByRole('tablist')).toBeNull()
  },
}

/** Opened before the contracts were read: a spinner while they come. */
export const Loading: Story = {
  args: { consolidated: null },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findAgreement(t)
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('agents:contracts.dialog.loading'))
  },
}

/** Reading the contracts failed: the message and a retry. */
export const LoadFailed: Story = {
  args: { consolidated: null, errorKey: 'errors:networkError' },
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const dialog = await findAgreement(t)
    const alert = within(dialog).getByRole('alert')
    await expect(alert).toHaveTextContent(t('errors:networkError'))
    await userEvent.click(within(alert).getByRole('button', { name: t('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** The portal's side, played by the story: the server applies the transition table and the list is read again. */
function AnsweringDemo(args: ContractAgreementDialogProps) {
  const [consolidated, setConsolidated] = useState<Consolidated>(args.consolidated!)
  const [busy, setBusy] = useState(false)
  const onAct = (contract: ContractView, action: ContractAction, confirmEnding: boolean) => {
    args.onAct(contract, action, confirmEnding)
    setBusy(true)
    const after = contractTransition(BUTTONS_OF_KIND[contract.terms.kind], contract.status, action)
    const kept = allContracts(consolidated).filter((each) => each !== contract)
    const next = after === 'V' ? consolidatedOf(...kept, { ...contract, status: 'V', effectiveFrom: '2026-03-16T00:00:00.000Z' }) : consolidatedOf(...kept)
    // The answer and the list read again arrive after a render with the buttons waiting.
    setTimeout(() => {
      setConsolidated(next)
      setBusy(false)
    })
  }
  return <ContractAgreementDialog {...args} consolidated={consolidated} busy={busy} onAct={onAct} />
}

/**
 * Signing an offer: the buttons wait, the list is read again, and the focus lands on the contract now in force (its
 * buttons are now terminate and reject). Ending it removes the card: the focus goes to the section.
 */
export const AnswerAndReload: Story = {
  args: { consolidated: consolidatedOf(dividendPending, dailyInForce) },
  render: (args) => <AnsweringDemo {...args} />,
  parameters: { screenshot: { disable: true } }, // behaviour only: its states are DividendInForce's and Empty's
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const dialog = await findAgreement(t)
    await userEvent.click(within(cardOf(dialog, t, dividendPending)).getByRole('button', { name: expectedName(t, 'sign', dividendPending) }))
    await expect(args.onAct).toHaveBeenLastCalledWith(dividendPending, 'A', false)
    await waitFor(() => expect(cardOf(dialog, t, dividendPending)).toHaveTextContent(t('agents:contracts.status.V')))
    const card = cardOf(dialog, t, dividendPending)
    await waitFor(() => expect(card).toHaveFocus())
    await expect(buttonNames(card)).toEqual([expectedName(t, 'terminate', dividendPending), expectedName(t, 'reject', dividendPending)])
    await userEvent.click(within(card).getByRole('button', { name: expectedName(t, 'terminate', dividendPending) }))
    await expect(args.onAct).toHaveBeenLastCalledWith(expect.objectContaining({ contractId: dividendPending.contractId, status: 'V' }), 'C', false)
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: gameTypeName(t, 'LOTT') })).toBeNull())
    // Still the dividend section, now with nothing in it; the daily salary in force has not taken its place.
    const panel = within(dialog).getByRole('tabpanel')
    await waitFor(() => expect(panel).toHaveFocus())
    await expect(panel).toHaveAccessibleName(t('agents:contracts.section.dividend'))
    await expect(panel).toHaveTextContent(t('agents:contracts.dialog.noneInSection'))
  },
}

/**
 * The keyboard alone: the focus starts in the dialog; the sections are one tab stop (arrow keys move, Enter opens
 * one); Escape closes and the focus returns to what opened it.
 */
export const KeyboardPath: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const opener = within(canvasElement).getByRole('button', { name: 'Agent login' })
    await userEvent.click(opener)
    const dialog = await findAgreement(t)
    await userEvent.tab()
    await expect(within(dialog).getByRole('button', { name: t('common:dialog.close') })).toHaveFocus()
    await userEvent.tab()
    const tabs = within(dialog).getAllByRole('tab')
    await expect(tabs[0]).toHaveFocus()
    await userEvent.keyboard(document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}')
    await expect(tabs[1]).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true')
    await expect(within(dialog).getByRole('tabpanel')).toHaveAccessibleName(expect.stringContaining(t('agents:contracts.section.dailySalary')))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(opener).toHaveFocus())
  },
}
