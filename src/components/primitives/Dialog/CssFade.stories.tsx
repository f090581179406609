import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CssFade, type CssFadeProps } from './CssFade'

/** A panel faded in and out by a button, as a Dialog's paper and backdrop are; the callbacks go to spies. */
function CssFadeDemo(args: Partial<CssFadeProps>) {
  const [shown, setShown] = useState(true)
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Button variant="outlined" onClick={() => setShown((value) => !value)}>
        {shown ? 'Hide' : 'Show'}
      </Button>
      <CssFade {...args} in={shown}>
        <Box role="region" aria-label="Faded panel" sx={{ padding: 2, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          A panel that fades
        </Box>
      </CssFade>
    </Box>
  )
}

const meta = {
  title: 'Primitives/Dialog/CssFade',
  component: CssFade,
  // The children are the demo's panel; `in` is the demo's state.
  args: { onEnter: fn(), onEntered: fn(), onExit: fn(), onExited: fn(), children: <span /> },
  render: (args) => <CssFadeDemo {...args} />,
} satisfies Meta<typeof CssFade>

export default meta
type Story = StoryObj<typeof meta>

/** Shown from the start (it fades in on mount, as a dialog does): `onEnter`, then `onEntered`. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Faded panel' })).toBeVisible()
    await expect(args.onEnter).toHaveBeenCalled()
    await waitFor(() => expect(args.onEntered).toHaveBeenCalled())
  },
}

/**
 * Hidden and shown again: `onExit`, then `onExited` once it has faded out (a Modal unmounts then and gives focus
 * back), then it is hidden from view and from assistive technology; showing it fades it in again.
 */
export const HideAndShow: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: looks as Playground once shown again
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }))
    await expect(args.onExit).toHaveBeenCalled()
    await waitFor(() => expect(args.onExited).toHaveBeenCalled())
    await expect(canvas.queryByRole('region', { name: 'Faded panel' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }))
    await expect(canvas.getByRole('region', { name: 'Faded panel' })).toBeVisible()
  },
}
