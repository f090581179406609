import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { drakeRules, koiRules } from '../fixtures'
import { PaytableDialog, type PaytableDialogProps } from './PaytableDialog'

/** Opened from a real button, so focus can go back to it on close. */
function WithOpener(args: PaytableDialogProps) {
  const [open, setOpen] = useState(args.open)
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Paytable
      </Button>
      <PaytableDialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose()
          setOpen(false)
        }}
      />
    </>
  )
}

const meta = {
  title: 'Games/House/PaytableDialog',
  component: PaytableDialog,
  args: { open: true, onClose: fn(), rules: koiRules, lineBet: '0.50', currency: 'THB', decimals: 2 },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof PaytableDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Koi Terrace at 0.50 a line: five koi pay 400 line bets (฿200.00); RTP 96.12%; 20 lines. */
export const KoiTerrace: Story = {
  parameters: { screenshot: { phone: true } },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog', { name: t('house:paytable.title') })
    const body = within(dialog)
    await expect(body.getByRole('rowheader', { name: t('house:symbol.koi') })).toBeVisible()
    await expect(body.getByRole('row', { name: new RegExp(t('house:symbol.koi')) })).toHaveTextContent('200.00')
    await expect(body.getByText(t('house:paytable.rtp', { rtp: '96.12%' }))).toBeVisible()
    await expect(body.getByRole('heading', { name: t('house:paytable.lines', { count: 20 }) })).toBeVisible()
  },
}

/** Kiln Drake: 25 lines, a wild without a pay of its own, ×5 free spins. */
export const KilnDrake: Story = {
  args: { rules: drakeRules, lineBet: '0.04' },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByRole('heading', { name: t('house:paytable.lines', { count: 25 }) })).toBeVisible()
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(25 + 3)
  },
}

/** Escape closes it and focus goes back to the button that opened it. */
export const CloseWithEscape: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } /* ends closed: only the opener button, shown by the other stories */ },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const opener = within(canvasElement).getByRole('button', { name: 'Paytable' })
    await userEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: t('house:paytable.title') })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalled()
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** English. */
export const English: Story = { globals: { language: 'en' } }

/** Arabic (English words, right to left); the payline pictures keep reel 1 on the left. */
export const RightToLeft: Story = { globals: { language: 'ar' } }
