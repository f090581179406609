import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyLink, storyT } from '../../layout/fixtures'
import { NotFoundPage } from './NotFoundPage'

const navigate = fn().mockName('navigate')

const meta = {
  title: 'Status/NotFoundPage',
  component: NotFoundPage,
  args: { renderLink: storyLink(navigate) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>

export default meta
type Story = StoryObj<typeof meta>

/** An unknown path, with a link home. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const home = within(canvasElement).getByRole('link', { name: t('layout:status.notFound.home') })
    await expect(home).toHaveAttribute('href', '/')
    await userEvent.click(home)
    await expect(navigate).toHaveBeenCalledWith('/')
    home.blur()
  },
}

/** Inside the portal's layout (under the header): a section, not a second `<main>`. */
export const InsideLayout: Story = {
  args: { fullPage: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('main')).toBeNull()
  },
}
