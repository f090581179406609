import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { WithOpener } from '../../accounts/storyFrame'
import { storyT } from '../../layout/fixtures'
import { AgencyNoticeDialog, type AgencyNoticeDialogProps } from './AgencyNoticeDialog'
import { agencyNotices, hostileAgencyNotice } from './fixtures'

/** Opened from a button standing for the agent's login, so focus can return to it. */
function AgencyNoticeDemo(args: AgencyNoticeDialogProps) {
  return (
    <WithOpener
      label="Agent login"
      initiallyOpen={args.open}
      dialog={(open, closing) => <AgencyNoticeDialog {...args} open={open} onClose={(choice) => closing(() => args.onClose(choice))()} />}
    />
  )
}

const meta = {
  title: 'Content/AgencyNoticeDialog',
  component: AgencyNoticeDialog,
  args: { open: true, notices: agencyNotices, onClose: fn() },
  render: (args) => <AgencyNoticeDemo {...args} />,
  // Under 600 px the dialog is a full-screen sheet: photographed at phone width too.
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof AgencyNoticeDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Opens the dialog from its opener, as the agent's login does; focus moves into it. */
async function openFromOpener(canvasElement: HTMLElement, t: ReturnType<typeof storyT>) {
  const opener = within(canvasElement).getByRole('button', { name: 'Agent login' })
  await userEvent.click(opener)
  const dialog = await screen.findByRole('dialog', { name: t('auth:agencyNotice.title') })
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  return { opener, dialog }
}

/** An agent has just logged in: three agency notices, the first selected, "don't show again today" unticked. */
export const Playground: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog', { name: t('auth:agencyNotice.title') })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    const list = within(dialog).getByRole('tablist', { name: t('auth:agencyNotice.listLabel') })
    const tabs = within(list).getAllByRole('tab')
    await expect(tabs).toHaveLength(3)
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    await expect(within(dialog).getByRole('heading', { level: 3, name: agencyNotices[0]!.title })).toBeVisible()
    await expect(within(dialog).getByRole('checkbox', { name: t('auth:agencyNotice.hideToday') })).not.toBeChecked()
    await expect(within(dialog).getByRole('button', { name: t('auth:agencyNotice.close') })).toBeVisible()
  },
}

/** Choosing another title shows that notice; the first is no longer selected. */
export const SwitchNotice: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog', { name: t('auth:agencyNotice.title') })
    const tabs = within(dialog).getAllByRole('tab')
    await userEvent.click(tabs[1]!)
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true')
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'false')
    const panel = within(dialog).getByRole('tabpanel')
    await expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent(agencyNotices[1]!.title)
    await expect(panel).toHaveTextContent('“เพิ่มบัญชี”')
    await expect(panel).toHaveAccessibleName(expect.stringContaining(agencyNotices[1]!.title))
  },
}

/**
 * The keyboard alone: the titles are one tab stop (arrow keys move, Enter selects), then the notice's text, then
 * "don't show again today" (Space ticks it) and Close (Enter). Focus returns to what opened the dialog.
 */
export const KeyboardPath: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const { opener, dialog } = await openFromOpener(canvasElement, t)
    const tabs = within(dialog).getAllByRole('tab')

    await userEvent.tab()
    await expect(within(dialog).getByRole('button', { name: t('common:dialog.close') })).toHaveFocus()
    await userEvent.tab()
    await expect(tabs[0]).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(tabs[1]).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true')
    await userEvent.tab()
    const panel = within(dialog).getByRole('tabpanel')
    await expect(panel).toHaveFocus()
    await expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent(agencyNotices[1]!.title)

    await userEvent.tab()
    const hideToday = within(dialog).getByRole('checkbox', { name: t('auth:agencyNotice.hideToday') })
    await expect(hideToday).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(hideToday).toBeChecked()
    await userEvent.tab()
    await expect(within(dialog).getByRole('button', { name: t('auth:agencyNotice.close') })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await expect(args.onClose).toHaveBeenCalledWith({ hideToday: true })
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/**
 * "Don't show again today" ticked, then Close: the choice is reported. Opened again it starts unticked, and Escape
 * closes without it.
 */
export const DontShowAgainToday: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    let { dialog } = await openFromOpener(canvasElement, t)
    await userEvent.click(within(dialog).getByRole('checkbox', { name: t('auth:agencyNotice.hideToday') }))
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:agencyNotice.close') }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenLastCalledWith({ hideToday: true })

    ;({ dialog } = await openFromOpener(canvasElement, t))
    await expect(within(dialog).getByRole('checkbox', { name: t('auth:agencyNotice.hideToday') })).not.toBeChecked()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenLastCalledWith({ hideToday: false })
    await expect(args.onClose).toHaveBeenCalledTimes(2)
  },
}

/** Opened by the agent (not by the portal): nothing to dismiss for the day, so the choice is not offered. */
export const AskedFor: Story = {
  args: { offerHideToday: false },
  parameters: { screenshot: { disable: true } }, // as Playground without the checkbox
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog', { name: t('auth:agencyNotice.title') })
    await expect(within(dialog).queryByRole('checkbox')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:agencyNotice.close') }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await expect(args.onClose).toHaveBeenCalledWith({ hideToday: false })
  },
}

/** No agency notices (the portal does not open it then, but the dialog copes): nothing to hide for the day either. */
export const Empty: Story = {
  args: { notices: [] },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog', { name: t('auth:agencyNotice.title') })
    await expect(within(dialog).getByText(t('auth:agencyNotice.emptyTitle'))).toBeVisible()
    await expect(within(dialog).getByText(t('auth:agencyNotice.emptyText'))).toBeVisible()
    await expect(within(dialog).queryByRole('tablist')).toBeNull()
    await expect(within(dialog).queryByRole('checkbox')).toBeNull()
  },
}

/** Operator HTML with a script, an onerror handler, a javascript: link and a form renders harmlessly (the announcement's sanitiser). */
export const SanitisedContent: Story = {
  args: { notices: [hostileAgencyNotice, ...agencyNotices.slice(0, 1)] },
  parameters: { screenshot: { disable: true } }, // what matters is what is not there
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog', { name: t('auth:agencyNotice.title') })
    const panel = within(dialog).getByRole('tabpanel')
    await expect(panel.querySelector('script, [onerror], form, input')).toBeNull()
    await expect(within(panel).getByText('Download').getAttribute('href') ?? '').not.toMatch(/javascript:/i)
    await expect((window as { __agencyNoticeXss?: boolean }).__agencyNoticeXss).toBeUndefined()
  },
}
