import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { ActivityAction } from './ActivityAction'

const meta = {
  title: 'Engagement/Activities/ActivityAction',
  component: ActivityAction,
  args: { flow: 'claim', state: 'claim', bonus: '฿\u00a050.00', onAction: fn(), onLogin: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ActivityAction>

export default meta
type Story = StoryObj<typeof meta>

/** Ready to claim: the state, what the claim pays, and the one action the table allows. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('activities:bonusToClaim', { amount: '฿ 50.00' }))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('activities:actions.claim') }))
    await expect(args.onAction).toHaveBeenCalledWith('claim')
  },
}

/** An apply promotion not applied to yet: the button opens the application form. */
export const Apply: Story = {
  args: { flow: 'apply', state: 'join', bonus: null },
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(globals)('activities:actions.apply') }))
    await expect(args.onAction).toHaveBeenCalledWith('apply')
  },
}

/** A join promotion: join, then (joined) nothing to press until the deposit qualifies it. */
export const Join: Story = { args: { flow: 'join', state: 'join', bonus: null } }

/** Under review: the state alone, no button. */
export const Applying: Story = {
  args: { flow: 'apply', state: 'applying', bonus: null, done: 'apply' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvas.getByRole('status')).toHaveTextContent(storyT(globals)('activities:done.apply'))
  },
}

/** Claimed: paid, nothing more to do. */
export const Claimed: Story = { args: { state: 'claimed', bonus: null } }

/** Signed in today (the daily sign-in comes back tomorrow). */
export const Signed: Story = { args: { flow: 'signin', state: 'signed', bonus: null } }

/** Rejected by staff: the member may apply again. */
export const Rejected: Story = { args: { flow: 'apply', state: 'rejected', bonus: null } }

/** Before the period: no action for anyone. */
export const ComingSoon: Story = { args: { flow: 'join', state: 'comingSoon', bonus: null, guest: true } }

/** After the period. */
export const Closed: Story = { args: { state: 'closed', bonus: null } }

/** A guest: the button opens the login. */
export const Guest: Story = {
  args: { guest: true, bonus: null },
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(globals)('activities:actions.login') }))
    await expect(args.onLogin).toHaveBeenCalled()
    await expect(args.onAction).not.toHaveBeenCalled()
  },
}

/** Refused by the server (another tab claimed first): the reason under the button. */
export const Refused: Story = {
  args: { error: 'This cannot be done in the promotion’s current state. Please refresh.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible()
  },
}
