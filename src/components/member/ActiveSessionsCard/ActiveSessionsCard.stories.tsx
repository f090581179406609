import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
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

const findConfirm = (globals: Record<string, unknown>) => screen.findByRole('alertdialog', { name: storyT(globals)('member:sessions.confirmTitle') })

/** Three sessions, this device first, and "sign out the others". */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const items = within(canvas.getByRole('list', { name: t('member:sessions.listLabel') })).getAllByRole('listitem')
    await expect(items).toHaveLength(3)
    await expect(items[0]).toHaveTextContent(t('member:sessions.current'))
    await expect(items[2]).toHaveTextContent(t('member:sessions.unknownDevice'))
    await expect(canvas.getByRole('button', { name: t('member:sessions.signOutOthers') })).toBeEnabled()
  },
}

/** "Sign out the others" asks first, saying every other device (here two) will be signed out; nothing is ended yet. */
export const AsksFirst: Story = {
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('member:sessions.signOutOthers') }))
    const dialog = await findConfirm(globals)
    await expect(dialog).toHaveAccessibleDescription(t('member:sessions.confirmMessage', { count: 2 }))
    await expect(within(dialog).getByRole('button', { name: t('common:cancel') })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: t('member:sessions.signOutOthers') })).toBeVisible()
    await expect(args.onSignOutOthers).not.toHaveBeenCalled()
  },
}

/** Cancel, then Escape: nothing is signed out, and focus is back on the button each time. */
export const CancelDoesNothing: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const button = within(canvasElement).getByRole('button', { name: t('member:sessions.signOutOthers') })
    await userEvent.click(button)
    const dialog = await findConfirm(globals)
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:cancel') }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(button).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await findConfirm(globals)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(button).toHaveFocus())
    await expect(args.onSignOutOthers).not.toHaveBeenCalled()
  },
}

/** Confirming signs the others out, once; the dialog closes and focus is back on the button. */
export const ConfirmSignsOut: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const button = within(canvasElement).getByRole('button', { name: t('member:sessions.signOutOthers') })
    await userEvent.click(button)
    const dialog = await findConfirm(globals)
    await userEvent.click(within(dialog).getByRole('button', { name: t('member:sessions.signOutOthers') }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(args.onSignOutOthers).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(button).toHaveFocus())
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

/** Signing out is running: presses are ignored (no second question either). */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(globals)('member:sessions.signOutOthers') }))
    await expect(screen.queryByRole('alertdialog')).toBeNull()
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

/** The question in Arabic (English text, right to left): the buttons swap sides. */
export const AsksFirstRightToLeft: Story = { ...AsksFirst, globals: { language: 'ar' }, parameters: {} }

/** Arabic (English text, right to left): addresses read left to right. */
export const RightToLeft: Story = { globals: { language: 'ar' } }
