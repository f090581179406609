import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { demoCurrency, demoProgramme, noContractsProgramme } from '../fixtures'
import { AgentEarnings } from './AgentEarnings'

const meta = {
  title: 'Support/Join/AgentEarnings',
  component: AgentEarnings,
  args: { programme: demoProgramme, currency: demoCurrency },
} satisfies Meta<typeof AgentEarnings>

export default meta
type Story = StoryObj<typeof meta>

/** The demo's five kinds, each with its top agents' tiers per game type, named where they are seen. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const realTime = canvas.getByRole('region', { name: t('support:join.earn.names.realTimeSalary') })
    // The real-time salary is the lottery's: one tier table for each of its game types.
    await expect(within(realTime).getByText(t('support:join.earn.termsFor', { gameType: t('agents:gameType.ELOTT') }))).toBeVisible()
    await expect(within(realTime).getByText(t('support:join.earn.termsFor', { gameType: t('agents:gameType.LOTT') }))).toBeVisible()
    const dividend = canvas.getByRole('region', { name: t('support:join.earn.names.dividend') })
    await expect(within(dividend).getByText(t('support:join.earn.carryOver'))).toBeVisible()
  },
}

/** A merchant that pays only the lottery's real-time salary, with no carry-over: only that kind is named. */
export const LotteryOnly: Story = {
  args: {
    programme: { ...demoProgramme, kinds: ['realTimeSalary'], carryOver: false, topAgentTerms: demoProgramme.topAgentTerms.filter((entry) => entry.terms.kind === 'realTimeSalary') },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(1)
    await expect(within(canvasElement).queryByText(t('support:join.earn.carryOver'))).toBeNull()
  },
}

/** No contracts: one sentence, no figures. */
export const NoContracts: Story = {
  args: { programme: noContractsProgramme },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('support:join.earn.none'))).toBeVisible()
    await expect(within(canvasElement).queryByRole('table')).toBeNull()
  },
}
