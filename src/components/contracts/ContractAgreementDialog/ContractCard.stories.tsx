import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, dividendNewVersion, hourlyPending } from '../fixtures'
import { ContractCard } from './ContractCard'

const meta = {
  title: 'Contracts/ContractCard',
  component: ContractCard,
  args: { contract: dividendNewVersion, currency: demoCurrency, onAction: fn(), busy: false },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ContractCard>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A new version of a dividend in force, as the agreement dialog shows it: shown as pending, its period and
 * carry-over, the tiers, and the spec's two buttons, which report what they send (the dialog decides the rest).
 */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const card = within(canvasElement).getByRole('region', { name: t('agents:gameType.LIVE') })
    await expect(card).toHaveTextContent(t('agents:contracts.card.newVersion'))
    await expect(within(card).getAllByRole('row')).toHaveLength(4)
    await userEvent.click(within(card).getByRole('button', { name: t('agents:contracts.buttonLabel.reject', { kind: t('agents:contracts.kind.dividend'), gameType: t('agents:gameType.LIVE') }) }))
    await expect(args.onAction).toHaveBeenCalledTimes(1)
    await expect(args.onAction).toHaveBeenCalledWith(dividendNewVersion, 'R')
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** While an answer is on its way the buttons wait; the hourly salary's rates, a percent and an amount. */
export const Busy: Story = {
  args: { contract: hourlyPending, busy: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled()
  },
}
