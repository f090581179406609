import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { storyLink, storyT } from '../../../layout/fixtures'
import { guestGames } from '../fixtures'
import { picturesLoaded } from '../storyHelpers'
import { PopularGamesSuggestion } from './PopularGamesSuggestion'

const meta = {
  title: 'Games/Lobby/PopularGamesSuggestion',
  component: PopularGamesSuggestion,
  args: { games: guestGames('en'), vendorName: 'JILI', renderLink: storyLink(fn().mockName('navigate')) },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
  parameters: { screenshot: { phone: true, rtl: true } },
} satisfies Meta<typeof PopularGamesSuggestion>

export default meta
type Story = StoryObj<typeof meta>

/** A vendor in maintenance: the message names it, and a row of popular games from open vendors (links to each). */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: t('games:popular.title') })).toBeVisible()
    await expect(canvas.getByText(t('games:popular.message', { vendor: 'JILI' }))).toBeVisible()
    const list = canvas.getByRole('list', { name: t('games:popular.list') })
    // The two games of the vendor in maintenance are not suggested.
    await expect(within(list).getAllByRole('link')).toHaveLength(6)
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/game?nodeId=1001')
    await picturesLoaded(canvasElement)
  },
}

/** The game frame page, which does not know the vendor's name: "this game". */
export const WithoutVendorName: Story = {
  args: { vendorName: undefined },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('games:popular.messageNoVendor'))).toBeVisible()
    await picturesLoaded(canvasElement)
  },
}

/** The popular games are on their way. */
export const Loading: Story = {
  args: { games: null },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('games:popular.loading'))
  },
}

/** English. */
export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => picturesLoaded(canvasElement),
}
