import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Dialog, type DialogProps } from './Dialog'

/** Opens the dialog from a real button so focus can go back to it, and keeps what was typed and submitted. */
function DialogDemo({ openInitially = false, ...args }: Omit<DialogProps, 'open' | 'children' | 'actions'> & { openInitially?: boolean }) {
  const [open, setOpen] = useState(openInitially)
  const [nickname, setNickname] = useState('')
  const [saved, setSaved] = useState<string | null>(null)
  const submit = () => {
    setSaved(nickname)
    setOpen(false)
    args.onSubmit?.()
  }
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Edit nickname
      </Button>
      {saved !== null ? <Typography sx={{ mt: 2 }}>Saved: {saved}</Typography> : null}
      <Dialog
        {...args}
        open={open}
        onClose={(reason) => {
          setOpen(false)
          args.onClose(reason)
        }}
        onSubmit={args.onSubmit ? submit : undefined}
        actions={
          <>
            <Button color="inherit" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="contained" onClick={submit}>
              Save
            </Button>
          </>
        }
      >
        <TextField label="Nickname" value={nickname} onChange={(event) => setNickname(event.target.value)} sx={{ mt: 1 }} />
      </Dialog>
    </>
  )
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { open: true, title: 'Edit nickname', onClose: fn(), onSubmit: fn() },
  render: (args) => <DialogDemo {...args} openInitially={args.open} />,
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

/** Rendered open; change the title, width or close label in the controls. Under 600 px: a full-screen sheet. */
export const Playground: Story = { parameters: { screenshot: { phone: true } } }

/** A person opens it, types, presses Enter to save, opens it again and presses Escape; focus returns each time. */
export const KeyboardFlow: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const opener = canvas.getByRole('button', { name: 'Edit nickname' })
    await userEvent.click(opener)

    const dialog = await screen.findByRole('dialog', { name: 'Edit nickname' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nickname' }), 'LuckyTiger{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(canvas.getByText('Saved: LuckyTiger')).toBeVisible()
    await waitFor(() => expect(opener).toHaveFocus())

    await userEvent.click(opener)
    await screen.findByRole('dialog', { name: 'Edit nickname' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledWith('escapeKeyDown')
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** The close button has an accessible name and closes the dialog. */
export const CloseButton: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit nickname' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'ปิดหน้าต่าง' }))
    await expect(args.onClose).toHaveBeenCalledWith('closeButton')
  },
  globals: { language: 'th' },
}

/** Enter on a button activates that button only; it does not also submit. */
export const EnterOnButtonDoesNotSubmit: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit nickname' })
    within(dialog).getByRole('button', { name: 'Cancel' }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Wider content: the width is a maximum, the dialog still fits small screens. */
export const Wide: Story = { args: { width: 600, title: 'A wider dialog' } }

/** On a phone (under 600 px) the dialog is a full-screen sheet: the whole screen, no margin, no rounded corners. */
export const PhoneSheet: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { screenshot: { disable: true } }, // Playground's phone shot shows it
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit nickname' })
    const box = dialog.getBoundingClientRect()
    await expect(window.innerWidth).toBeLessThan(600)
    await expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, window.innerWidth, window.innerHeight])
  },
}
