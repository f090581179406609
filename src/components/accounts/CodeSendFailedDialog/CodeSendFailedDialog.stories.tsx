import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTranslation } from 'react-i18next'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { WithOpener } from '../storyFrame'
import { CodeSendFailedDialog, type CodeSendFailedDialogProps } from './CodeSendFailedDialog'

/** `messageKey`: the server's error code's message key (namespace `errors`), translated as the portal does. */
type FailedDemoProps = CodeSendFailedDialogProps & { messageKey?: string }

function FailedDemo({ messageKey, ...args }: FailedDemoProps) {
  const { t } = useTranslation('errors')
  return (
    <WithOpener
      label="Send code"
      initiallyOpen={args.open}
      dialog={(open, closing) => <CodeSendFailedDialog {...args} open={open} message={messageKey ? t(messageKey) : args.message} onClose={closing(args.onClose)} />}
    />
  )
}

const meta = {
  title: 'Accounts/CodeSendFailedDialog',
  component: CodeSendFailedDialog,
  args: { open: true, messageKey: 'smsTooManyRequests', onClose: fn() },
  render: (args) => <FailedDemo {...args} />,
  parameters: { screenshot: { phone: true } },
} satisfies Meta<FailedDemoProps>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = (globals: Record<string, unknown>) => screen.findByRole('alertdialog', { name: storyT(globals)('auth:sms.failedTitle') })

/** The server refused the code (too many requests): its message and one button; focus starts on the button. */
export const Playground: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await findDialog(globals)
    await expect(dialog).toHaveAccessibleDescription(t('errors:smsTooManyRequests'))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('common:ok') })).toHaveFocus())
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1)
  },
}

/** The daily limit: a longer message that tells the member to contact support. */
export const QuotaExceeded: Story = { args: { messageKey: 'quotaExceeded' } }

/** No message from the portal: a generic "not sent, try again". */
export const GenericMessage: Story = {
  args: { messageKey: undefined, message: null },
  play: async ({ globals }) => {
    await expect(await findDialog(globals)).toHaveAccessibleDescription(storyT(globals)('auth:sms.failed'))
  },
}

/** The button closes it, then Enter, then Escape; focus goes back to the send button each time. */
export const KeyboardFlow: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const opener = within(canvasElement).getByRole('button', { name: 'Send code' })
    for (const close of ['button', '{Enter}', '{Escape}']) {
      await userEvent.click(opener)
      const dialog = await findDialog(globals)
      const ok = within(dialog).getByRole('button', { name: t('common:ok') })
      await waitFor(() => expect(ok).toHaveFocus())
      if (close === 'button') await userEvent.click(ok)
      else await userEvent.keyboard(close)
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
      await waitFor(() => expect(opener).toHaveFocus())
    }
    await expect(args.onClose).toHaveBeenCalledTimes(3)
  },
}

/** Arabic (English text, right to left): the icon sits on the right. */
export const RightToLeft: Story = { globals: { language: 'ar' } }
