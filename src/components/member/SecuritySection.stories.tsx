import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import { expect, within } from 'storybook/test'
import { Ltr, SecuritySection } from './SecuritySection'

const meta = {
  title: 'Member/SecuritySection',
  component: SecuritySection,
  args: {
    title: 'Mobile number',
    status: { label: 'Bound', on: true },
    intro: 'Used for verification codes and password recovery.',
    children: (
      <>
        <Ltr>08******78</Ltr>
        <Button variant="outlined" size="small" sx={{ alignSelf: 'flex-start' }}>
          Change
        </Button>
      </>
    ),
  },
  // The cards built on it (ContactBindingCard, BankAccountsCard...) carry the visual baselines.
  parameters: { screenshot: { disable: true } },
} satisfies Meta<typeof SecuritySection>

export default meta
type Story = StoryObj<typeof meta>

/** A labelled region: its heading names it, the state chip and the intro sit under the heading. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Mobile number' })
    await expect(within(region).getByRole('heading', { level: 4, name: 'Mobile number' })).toBeVisible()
    await expect(within(region).getByText('Bound')).toBeVisible()
    await expect(within(region).getByText('08******78').closest('bdi')).toHaveAttribute('dir', 'ltr')
  },
}

/** Without a state or intro: only the heading and the content. */
export const HeadingOnly: Story = {
  args: { status: undefined, intro: undefined, title: 'Active sessions' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Active sessions' })
    await expect(within(region).queryByText('Bound')).toBeNull()
  },
}
