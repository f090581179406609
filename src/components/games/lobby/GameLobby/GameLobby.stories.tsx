import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyLink, storyT } from '../../../layout/fixtures'
import { fixtureGames, fixtureVendors, guestGames } from '../fixtures'
import { picturesLoaded } from '../storyHelpers'
import { GameLobby } from './GameLobby'

const meta = {
  title: 'Games/Lobby/GameLobby',
  component: GameLobby,
  args: {
    title: 'Slots', vendors: fixtureVendors, vendor: '', filter: 'ALL', member: true, keyword: '',
    games: fixtureGames('en'), totalCount: 40, hasMore: true,
    onVendorChange: fn(), onFilterChange: fn(), onSearch: fn(), onLoadMore: fn(), onRetry: fn(), onToggleFavourite: fn(),
    renderLink: storyLink(fn().mockName('navigate')),
  },
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 1200 }}>{Story()}</div>],
} satisfies Meta<typeof GameLobby>

export default meta
type Story = StoryObj<typeof meta>

/** A member on the slots page: vendor tabs, the five filters, the search and the games with favourites marked. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible()
    const tablist = canvas.getByRole('tablist', { name: t('games:lobby.vendors') })
    // The tabs control the games below them.
    await expect(document.getElementById(within(tablist).getAllByRole('tab')[0].getAttribute('aria-controls')!)).toContainElement(canvas.getByRole('list', { name: t('games:lobby.list') }))
    await expect(within(canvas.getByRole('group', { name: t('games:lobby.filters.label') })).getAllByRole('button')).toHaveLength(5)
    await userEvent.click(canvas.getByRole('tab', { name: 'House Slots' }))
    await expect(args.onVendorChange).toHaveBeenCalledWith('HSLOT')
    await userEvent.click(canvas.getByRole('button', { name: t('games:lobby.filters.NEW') }))
    await expect(args.onFilterChange).toHaveBeenCalledWith('NEW')
    ;(document.activeElement as HTMLElement | null)?.blur()
    await picturesLoaded(canvasElement)
  },
}

/** A guest: no favourites or recent filters, no favourite toggles. */
export const Guest: Story = {
  args: { member: false, games: guestGames('en'), onToggleFavourite: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: t('games:lobby.filters.FAV') })).toBeNull()
    await expect(canvas.queryAllByRole('button', { pressed: true })).toHaveLength(1) // only the ALL filter
    await picturesLoaded(canvasElement)
  },
}

/** The first page is on its way. */
export const Loading: Story = {
  args: { games: null },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('games:lobby.loading'))
  },
}

/** A member's favourites, none yet: what to do about it. */
export const NoFavourites: Story = {
  args: { games: [], filter: 'FAV', totalCount: 0, hasMore: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('games:lobby.empty.favTitle'))).toBeVisible()
    await expect(within(canvasElement).getByText(t('games:lobby.empty.favDescription'))).toBeVisible()
  },
}

/** A search that found nothing says what was searched. */
export const NothingFound: Story = {
  args: { games: [], keyword: 'zzz', totalCount: 0, hasMore: false },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('games:lobby.empty.searchTitle', { keyword: 'zzz' }))).toBeVisible()
  },
}

/** The list failed: the message and a retry. */
export const ServerError: Story = {
  render: (args, { globals }) => <GameLobby {...args} games={null} error={storyT(globals)('errors:networkError')} />,
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(globals)('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** JILI chosen while in maintenance: its games are marked, and popular games from open vendors are offered first. */
export const VendorInMaintenance: Story = {
  args: {
    vendor: 'JILI',
    games: fixtureGames('en').filter((game) => game.vendorCode === 'JILI'),
    totalCount: 2,
    hasMore: false,
    popularGames: guestGames('en'),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('games:popular.message', { vendor: 'JILI' }))).toBeVisible()
    await expect(within(canvas.getByRole('list', { name: t('games:popular.list') })).getAllByRole('link')).toHaveLength(6)
    await picturesLoaded(canvasElement)
  },
}

/** On a 360 px phone: the tabs and filters scroll inside themselves, the page never sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { screenshot: { phone: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360)
    await picturesLoaded(canvasElement)
  },
}

/** Thai, the default language. */
export const Thai: Story = {
  args: { title: 'สล็อต', games: fixtureGames('th') },
  globals: { language: 'th' },
  play: async ({ canvasElement }) => picturesLoaded(canvasElement),
}

/** Arabic (English text, right to left). */
export const RightToLeft: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => picturesLoaded(canvasElement),
}
