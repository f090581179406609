import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { GuideArt, GUIDE_SCENES } from './GuideArt'

const meta = {
  title: 'Support/Download/GuideArt',
  component: GuideArt,
  args: { scene: 'iosTrust', label: 'The profile screen with the Trust button highlighted' },
} satisfies Meta<typeof GuideArt>

export default meta
type Story = StoryObj<typeof meta>

/** One step's picture: the control to use in the brand's colour, ringed, with a fingertip. */
export const Playground: Story = {
  parameters: { screenshot: { dark: true } },
  play: async ({ canvasElement }) => {
    const art = within(canvasElement).getByRole('img', { name: 'The profile screen with the Trust button highlighted' })
    // Drawn, not fetched: no image element, no external reference.
    await expect(art.tagName.toLowerCase()).toBe('svg')
    await expect(art.outerHTML).not.toMatch(/href=|url\(/)
  },
}

/** Every step of every guide. */
export const AllScenes: Story = {
  render: () => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {GUIDE_SCENES.map((scene) => (
        <GuideArt key={scene} scene={scene} label={scene} width={96} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(GUIDE_SCENES.length)
  },
}
