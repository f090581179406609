import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import BuildIcon from '@mui/icons-material/Build'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StatusPage } from './StatusPage'

const meta = {
  title: 'Status/StatusPage',
  component: StatusPage,
  args: {
    icon: <BuildIcon sx={{ fontSize: 56 }} />,
    title: 'Heading of the state',
    children: 'What happened, and what the person can do about it.',
    tone: 'primary',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatusPage>

export default meta
type Story = StoryObj<typeof meta>

/** The frame every full-page state shares: illustration, one `<h1>`, text, actions. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Heading of the state' })).toBeVisible()
  },
}

const onAction = fn()

/** With an action button and the error tone. */
export const WithAction: Story = {
  args: { tone: 'error', actions: <Button variant="contained" onClick={onAction}>Try again</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }))
    await expect(onAction).toHaveBeenCalled()
  },
}

/** Inside the portal's own layout: a section, not a second `<main>`. */
export const InsideLayout: Story = {
  args: { fullPage: false, tone: 'info' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('main')).toBeNull()
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible()
  },
}
