import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoSessions, STORY_NOW } from '../fixtures'
import { ActiveSessionsCard } from './ActiveSessionsCard'

const meta = {
  title: 'Member/Security/ActiveSessionsCard',
  component: ActiveSessionsCard,
  args: { sessions: demoSessions, onSignOutOthers: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof ActiveSessionsCard>

export default meta
type Story = StoryObj<typeof meta>

/** Three sessions, this device first; "sign out the others" asks the portal to end the other two. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const items = within(canvas.getByRole('list', { name: t('member:sessions.listLabel') })).getAllByRole('listitem')
    await expect(items).toHaveLength(3)
    await expect(items[0]).toHaveTextContent(t('member:sessions.current'))
    await expect(items[2]).toHaveTextContent(t('member:sessions.unknownDevice'))
    await userEvent.click(canvas.getByRole('button', { name: t('member:sessions.signOutOthers') }))
    await expect(args.onSignOutOthers).toHaveBeenCalledTimes(1)
  },
}

/** Only this device: nothing to sign out. */
export const OnlyThisDevice: Story = {
  args: { sessions: demoSessions.slice(0, 1) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('member:sessions.onlyThis'))).toBeVisible()
    await expect(within(canvasElement).queryByRole('button', { name: t('member:sessions.signOutOthers') })).toBeNull()
  },
}

/** After signing the others out: how many ended. */
export const SignedOut: Story = {
  args: { sessions: demoSessions.slice(0, 1), signedOut: 2 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('member:sessions.signedOut', { count: 2 }))
  },
}

/** Signing out is running: presses are ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(globals)('member:sessions.signOutOthers') }))
    await expect(args.onSignOutOthers).not.toHaveBeenCalled()
  },
}

/** The server refused. */
export const ServerError: Story = {
  render: (args, { globals }) => <ActiveSessionsCard {...args} serverError={storyT(globals)('errors:networkError')} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(globals)('errors:networkError'))
  },
}

/** On a phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }

/** Arabic (English text, right to left): addresses read left to right. */
export const RightToLeft: Story = { globals: { language: 'ar' } }
