import type { Meta, StoryObj } from '@storybook/react-vite'
import Stack from '@mui/material/Stack'
import { expect, within } from 'storybook/test'
import { Tag } from './Tag'

const meta = {
  title: 'Primitives/Tag',
  component: Tag,
  args: { children: 'HOT' },
} satisfies Meta<typeof Tag>

export default meta
type Story = StoryObj<typeof meta>

/** A neutral outlined label. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('HOT')).toBeVisible()
  },
}

/** The labels the header uses: HOT (filled error), under maintenance (neutral) and trial (warning), in a row. */
export const Tones: Story = {
  render: () => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Tag tone="error" variant="filled">
        HOT
      </Tag>
      <Tag>Under maintenance</Tag>
      <Tag tone="warning">Trial</Tag>
      <Tag variant="filled">New</Tag>
    </Stack>
  ),
}
