import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { RegionRestrictedPage } from './RegionRestrictedPage'

const meta = {
  title: 'Status/RegionRestrictedPage',
  component: RegionRestrictedPage,
  args: { country: 'SG' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegionRestrictedPage>

export default meta
type Story = StoryObj<typeof meta>

/** The visitor's country, named in the current language. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: t('layout:status.region.title') })).toBeVisible()
  },
}

/** In English: "Your region: Singapore". */
export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your region: Singapore')).toBeVisible()
  },
}

/** The server did not say which country. */
export const UnknownCountry: Story = { args: { country: null } }
