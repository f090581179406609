import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoCurrency, demoDownlineAgents, demoHeld, demoPreview, demoSubagentContracts, settleForPicture, WAGES_NOW } from '../fixtures'
import { ContractOfferView } from './ContractOfferView'

const meta = {
  title: 'Contracts/ContractOfferView',
  component: ContractOfferView,
  args: {
    search: '',
    onSearch: fn(),
    agents: demoDownlineAgents,
    agentsLoading: false,
    agentsError: null,
    onRetryAgents: fn(),
    agentsPage: 1,
    agentsTotalPages: 1,
    onAgentsPageChange: fn(),
    account: 'demosubagent',
    onChoose: fn(),
    contracts: demoSubagentContracts,
    contractsError: null,
    onRetryContracts: fn(),
    held: demoHeld,
    onTermsChange: fn(),
    preview: demoPreview,
    previewLoading: false,
    previewError: null,
    onSend: fn(),
    sending: false,
    sendError: null,
    sent: false,
    currency: demoCurrency,
  },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  parameters: { now: WAGES_NOW },
} satisfies Meta<typeof ContractOfferView>

export default meta
type Story = StoryObj<typeof meta>

/**
 * demosubagent chosen: a dividend offered and waiting (open), its daily salary in force, an hourly slot where only the
 * agent holds one; each with the agent's own terms and the history. Under them, the offer form (a new version of the
 * daily salary).
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const chosen = canvas.getByRole('button', { pressed: true })
    await expect(chosen).toHaveTextContent('demosubagent')
    await expect(canvas.getAllByRole('button', { pressed: false })).toHaveLength(2)
    const slots = canvasElement.querySelectorAll('details')
    await expect(slots).toHaveLength(3)
    await expect(slots[0]).toHaveAttribute('open')
    await expect(slots[0]!.querySelector('summary')).toHaveTextContent(t('agents:contracts.pages.kindTitle.dividend'))
    await expect(slots[1]!.querySelector('summary')).toHaveTextContent(t('agents:contracts.status.V'))
    await expect(canvas.getByRole('form')).toBeVisible()
  },
}

/** A slot opens from its summary (a native disclosure: Enter and Space too): the contract in force, the ceiling, the history. */
export const OpenASlot: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const daily = canvasElement.querySelectorAll('details')[1]!
    await userEvent.click(daily.querySelector('summary')!)
    await expect(daily).toHaveAttribute('open')
    const history = within(daily).getByRole('table', {
      name: t('agents:contracts.pages.offer.historyCaption', { account: '\u2068demosubagent\u2069', kind: t('agents:contracts.kind.dailySalary'), gameType: t('agents:gameType.LOTT') }),
    })
    await expect(within(history).getAllByRole('row')).toHaveLength(3)
  },
}

/** No agent chosen yet: the direct downline agents to choose from; choosing one asks for its contracts. */
export const ChooseAnAgent: Story = {
  args: { account: null, contracts: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('form')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: /subagent07/ }))
    await expect(args.onChoose).toHaveBeenCalledWith('subagent07')
    settleForPicture()
  },
}

/** The search asks for the agents whose account starts with what is typed. */
export const Search: Story = {
  args: { account: null, contracts: null },
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const search = within(canvasElement).getByRole('search', { name: t('agents:contracts.pages.offer.searchLabel') })
    await userEvent.type(within(search).getByRole('textbox', { name: t('agents:contracts.pages.offer.search') }), ' sub0 {Enter}')
    await expect(args.onSearch).toHaveBeenCalledWith('sub0')
  },
}

/** The chosen agent's contracts are read. */
export const ContractsLoading: Story = {
  args: { contracts: null },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(storyT(globals)('agents:contracts.pages.offer.slotsLoading'))
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

/** Reading the agent's contracts failed: a retry. */
export const ContractsError: Story = {
  args: { contracts: null, contractsError: 'Contracts can be offered to your direct downline agents only.' },
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(within(within(canvasElement).getByRole('alert')).getByRole('button', { name: storyT(globals)('common:retry') }))
    await expect(args.onRetryContracts).toHaveBeenCalledTimes(1)
    settleForPicture()
  },
}

/** The agents are read. */
export const AgentsLoading: Story = {
  args: { agents: null, account: null, contracts: null },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('agents:contracts.pages.table.loading'))
  },
}

/** No direct downline agent (or none matching the search). */
export const NoAgents: Story = {
  args: { agents: [], account: null, contracts: null },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('agents:contracts.pages.offer.agentsEmptyHint'))).toBeVisible()
  },
}

/** Reading the agents failed: a retry. */
export const AgentsError: Story = {
  args: { agents: null, account: null, contracts: null, agentsError: 'Cannot reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(within(within(canvasElement).getByRole('alert')).getByRole('button', { name: storyT(globals)('common:retry') }))
    await expect(args.onRetryAgents).toHaveBeenCalledTimes(1)
    settleForPicture()
  },
}
