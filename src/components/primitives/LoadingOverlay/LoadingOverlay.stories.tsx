import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { expect, within } from 'storybook/test'
import { LoadingOverlay } from './LoadingOverlay'

const content = (
  <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 1.5, maxWidth: 420 }}>
    <Typography variant="h6" component="h2">
      Wallet
    </Typography>
    <Typography>Main balance and recent transfers.</Typography>
    <Button variant="contained" sx={{ justifySelf: 'start' }}>
      Deposit
    </Button>
  </Paper>
)

const meta = {
  title: 'Primitives/LoadingOverlay',
  component: LoadingOverlay,
  args: { loading: true, label: 'Loading wallet', children: content },
} satisfies Meta<typeof LoadingOverlay>

export default meta
type Story = StoryObj<typeof meta>

/** Busy: the content is dimmed, inert and `aria-busy`; a status says what is loading. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading wallet')
    // The content is inert: out of the accessibility tree and impossible to press or focus.
    const deposit = canvas.getByText('Deposit')
    await expect(deposit.closest('[inert]')).not.toBeNull()
    deposit.focus()
    await expect(deposit).not.toHaveFocus()
  },
}

/** Idle: the content is usable and nothing is announced. */
export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('status')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeEnabled()
  },
}

/** No content yet: the minimum height keeps room for the spinner; default label from `common`. */
export const Empty: Story = { args: { children: undefined, label: undefined, minHeight: 160 } }
