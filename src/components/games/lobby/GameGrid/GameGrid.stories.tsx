import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyLink, storyT } from '../../../layout/fixtures'
import { fixtureGames, guestGames } from '../fixtures'
import { picturesLoaded } from '../storyHelpers'
import { GameGrid } from './GameGrid'

const games = fixtureGames('en')

const meta = {
  title: 'Games/Lobby/GameGrid',
  component: GameGrid,
  args: {
    games, totalCount: 40, hasMore: true, onLoadMore: fn(), onRetry: fn(), onToggleFavourite: fn(),
    renderLink: storyLink(fn().mockName('navigate')),
  },
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof GameGrid>

export default meta
type Story = StoryObj<typeof meta>

/** A member's page of games: favourites marked, how many are shown, and "show more". */
export const Playground: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: t('games:lobby.list') })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(games.length)
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(2)
    await expect(canvas.getByRole('status')).toHaveTextContent(t('games:lobby.shown', { shown: games.length, count: 40 }))
    await userEvent.click(canvas.getByRole('button', { name: t('games:lobby.loadMore') }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
    await picturesLoaded(canvasElement)
  },
}

/** A guest: the same games without favourite toggles. */
export const Guest: Story = {
  args: { games: guestGames('en'), onToggleFavourite: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: t('games:card.favourite', { name: games[0].name }) })).toBeNull()
    await picturesLoaded(canvasElement)
  },
}

/** The first page is on its way: skeleton cards, said aloud once. */
export const Loading: Story = {
  args: { games: null },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('games:lobby.loading'))
  },
}

/** Games whose names take one line on a phone's card, as the skeletons' name lines do. */
const shortNamed = games.filter((game) => game.name.length <= 12).slice(0, 4)

/**
 * Skeletons above the same number of loaded cards (one-line names, one page): the skeleton cards and the count's
 * line take the loaded ones' place, so the list arriving moves nothing below it.
 */
export const LoadingKeepsItsHeight: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div data-testid="loading">
        <GameGrid {...args} games={null} skeletonCount={shortNamed.length} />
      </div>
      <div data-testid="loaded">
        <GameGrid {...args} games={shortNamed} totalCount={shortNamed.length} hasMore={false} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(shortNamed.length).toBeGreaterThanOrEqual(3)
    const height = (testId: string) => canvas.getByTestId(testId).getBoundingClientRect().height
    await expect(Math.abs(height('loading') - height('loaded'))).toBeLessThan(1)
    await picturesLoaded(canvasElement)
  },
}

/** The next page is on its way: the button waits and the count says so. */
export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('button', { name: t('games:lobby.loadMore') })).toBeDisabled()
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('games:lobby.loadingMore'))
    await picturesLoaded(canvasElement)
  },
}

/** Nothing to show. */
export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('games:lobby.empty.title'))).toBeVisible()
  },
}

/** The first page failed: the message and a retry. */
export const ServerError: Story = {
  render: (args, { globals }) => <GameGrid {...args} games={null} error={storyT(globals)('errors:networkError')} />,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors:networkError'))
    await userEvent.click(canvas.getByRole('button', { name: t('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** The next page failed: the games stay, the error and its retry below them. */
export const MoreFailed: Story = {
  render: (args, { globals }) => <GameGrid {...args} error={storyT(globals)('errors:networkError')} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(games.length)
    await expect(within(canvasElement).queryByRole('button', { name: t('games:lobby.loadMore') })).toBeNull()
    await picturesLoaded(canvasElement)
  },
}

/** On a 360 px phone: two cards a row, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { screenshot: { phone: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360)
    const [first, second, third] = within(canvasElement).getAllByRole('listitem')
    await expect(first.getBoundingClientRect().top).toBe(second.getBoundingClientRect().top)
    await expect(third.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().top)
    await picturesLoaded(canvasElement)
  },
}

/** Thai. */
export const Thai: Story = {
  args: { games: fixtureGames('th') },
  globals: { language: 'th' },
  play: async ({ canvasElement }) => picturesLoaded(canvasElement),
}

/** Arabic (English text, right to left): the badges and the heart swap sides. */
export const RightToLeft: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => picturesLoaded(canvasElement),
}
