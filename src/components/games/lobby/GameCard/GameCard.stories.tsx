import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyLink, storyT } from '../../../layout/fixtures'
import { fixtureGames } from '../fixtures'
import { picturesLoaded } from '../storyHelpers'
import { GameCard } from './GameCard'

const [koi, drake, , , queen, , jungle] = fixtureGames('en')

const meta = {
  title: 'Games/Lobby/GameCard',
  component: GameCard,
  args: { game: koi, renderLink: storyLink(fn().mockName('navigate')), onToggleFavourite: fn() },
  decorators: [(Story) => <div style={{ width: 180 }}>{Story()}</div>],
  parameters: { screenshot: { rtl: true } },
} satisfies Meta<typeof GameCard>

export default meta
type Story = StoryObj<typeof meta>

/** A member's favourite, a hot game: the card is a link to the game; the heart is a pressed toggle named for the game. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const link = canvas.getByRole('link')
    await expect(link).toHaveAttribute('href', '/game?nodeId=1001')
    await expect(link).toHaveAccessibleName(expect.stringContaining(koi.name))
    await expect(link).toHaveTextContent(t('games:card.hot'))
    const toggle = canvas.getByRole('button', { name: t('games:card.favourite', { name: koi.name }) })
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(toggle)
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(koi)
    await picturesLoaded(canvasElement)
  },
}

/** Not a favourite yet, and new: the toggle is not pressed. */
export const NotFavourite: Story = {
  args: { game: drake },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('button', { name: t('games:card.favourite', { name: drake.name }) })).toHaveAttribute('aria-pressed', 'false')
    await picturesLoaded(canvasElement)
  },
}

/** The favourite change is on its way: the toggle waits. */
export const FavouritePending: Story = {
  args: { favouritePending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled()
    await picturesLoaded(canvasElement)
  },
}

/** A guest: no favourite toggle, only the link. */
export const Guest: Story = {
  args: { game: { ...koi, isFav: 0 }, onToggleFavourite: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
    await picturesLoaded(canvasElement)
  },
}

/** Its vendor is in maintenance: greyed, marked, still a link (the game page suggests popular games). */
export const VendorInMaintenance: Story = {
  args: { game: jungle },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent(storyT(globals)('games:card.maintenance'))
    await picturesLoaded(canvasElement)
  },
}

/** A long name wraps to two lines and is cut, the card keeps its width. */
export const LongName: Story = {
  args: { game: queen },
  play: async ({ canvasElement }) => picturesLoaded(canvasElement),
}

/** Thai. */
export const Thai: Story = {
  args: { game: fixtureGames('th')[2] },
  globals: { language: 'th' },
  play: async ({ canvasElement }) => picturesLoaded(canvasElement),
}
