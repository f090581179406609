import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { demoCurrency, demoProgramme, noContractsProgramme } from '../fixtures'
import { JoinProgramme } from './JoinProgramme'

const meta = {
  title: 'Support/Join/JoinProgramme',
  component: JoinProgramme,
  args: {
    brandName: 'Portico Demo',
    programme: demoProgramme,
    currency: demoCurrency,
    invitation: { state: 'agent', agent: 'demoagent' },
    viewer: 'guest',
    onSignUp: fn(),
    onAgentCentre: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof JoinProgramme>

export default meta
type Story = StoryObj<typeof meta>

/** A guest who came with demoagent's agent invite link: the merchant's kinds of wage with its top agents' tiers. */
export const Playground: Story = {
  // A page: its main state photographed at phone width and right to left too.
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: t('support:join.earn.title') })).toBeVisible()
    // Every kind the demo pays, by name, and its terms' tier tables.
    for (const kind of demoProgramme.kinds) await expect(canvas.getByRole('heading', { level: 3, name: t(`support:join.earn.names.${kind}`) })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(t('support:join.signUp.invited', { agent: 'demoagent' }))
  },
}

/** The keyboard path: Tab reaches "Become an agent", Enter signs up (the portal opens registration with the code). */
export const SignUpByKeyboard: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: looks like Playground
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const first = within(canvasElement).getAllByRole('button', { name: t('support:join.signUp.button') })[0]!
    await userEvent.tab()
    await expect(first).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.onSignUp).toHaveBeenCalledTimes(1))
  },
}

/** No invite code: "Become an agent" says how to get an agent invite link, and opens nothing. */
export const WithoutInvitation: Story = {
  args: { invitation: null },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getAllByRole('button', { name: t('support:join.signUp.button') })[1]!)
    await expect(await canvas.findByText(t('support:join.signUp.howTo'))).toBeVisible()
    await expect(args.onSignUp).not.toHaveBeenCalled()
  },
}

/** A member's invite link (it opens a member account): the page says so. */
export const MemberInvitation: Story = {
  args: { invitation: { state: 'member', agent: 'demoagent' } },
  parameters: { screenshot: { disable: true } }, // a sentence in the sign-up's alert: Playground shows the alert
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('support:join.signUp.invitedMember', { agent: 'demoagent' }))
  },
}

/** An agent reads it: no sign-up, a way to the agent centre. */
export const Agent: Story = {
  args: { viewer: 'agent', invitation: null },
  parameters: { screenshot: { disable: true } }, // the sign-up section's text only
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: t('support:join.signUp.button') })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: t('support:join.signUp.agentCentre') }))
    await expect(args.onAgentCentre).toHaveBeenCalledTimes(1)
  },
}

/** A merchant that pays no agent contracts: it says so, and shows no one else's figures. */
export const NoContracts: Story = {
  args: { programme: noContractsProgramme, invitation: null },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('support:join.earn.none'))).toBeVisible()
  },
}

/** While the programme loads. */
export const Loading: Story = { args: { programme: null, loading: true, invitation: { state: 'checking', agent: null } } }

/** The programme could not be read: the message and a retry. */
export const Failed: Story = {
  args: { programme: null, error: 'Cannot reach the server. Check your connection and try again.', invitation: null },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('support:join.retry') }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}
