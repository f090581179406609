import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { anchorLink } from '../../layout/renderLink'
import { storyT } from '../../layout/fixtures'
import { comingMatches, liveMatches } from './fixtures'
import { LiveMatches } from './LiveMatches'

const meta = {
  title: 'Sports/LiveMatches',
  component: LiveMatches,
  args: { matches: liveMatches, renderLink: anchorLink, onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
} satisfies Meta<typeof LiveMatches>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Four matches in play and one to come: each card names its match (a heading), shows its state and score and its
 * result prices to read, and one link that opens the book's game page; a keyboard reaches every link in order.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const section = canvas.getByRole('region', { name: t('sports:live.title') })
    const cards = within(section).getAllByRole('article')
    await expect(cards).toHaveLength(5)
    await expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(t('sports:match.versus', { home: liveMatches[0]!.event.home, away: liveMatches[0]!.event.away }))
    await expect(within(cards[0]!).getByText('67\'')).toBeVisible()
    const links = within(section).getAllByRole('link')
    // Each opens its book at its own match (the game page hands the event to the book's frame).
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(liveMatches.map((match) => `/game?nodeId=${match.nodeId}&event=${match.event.eventId}`))
    await expect(links[3]!.getAttribute('href')).toBe('/game?nodeId=42&event=moba-2026-03-14-04')
    await expect(links[0]).toHaveAccessibleName(t('sports:live.betLabel', { home: liveMatches[0]!.event.home, away: liveMatches[0]!.event.away }))
    links[0]!.focus()
    await userEvent.tab()
    await expect(links[1]).toHaveFocus()
  },
}

/** No match in play: the next to start, titled "Starting soon", each with its start time. */
export const StartingSoon: Story = {
  args: { matches: comingMatches },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: t('sports:live.comingTitle') })).toBeVisible()
    await expect(canvas.getAllByText(t('sports:match.starts'))).toHaveLength(2)
  },
}

/** While the first answer is on its way: three placeholders of a card's size, the section marked busy. */
export const Loading: Story = {
  args: { matches: null },
  play: async ({ canvasElement, globals }) => {
    const section = within(canvasElement).getByRole('region', { name: storyT(globals)('sports:live.title') })
    await expect(section).toHaveAttribute('aria-busy', 'true')
  },
}

/** The call failed: what went wrong, and a retry that asks again. */
export const Failed: Story = {
  args: { matches: null, error: 'Live matches could not be loaded.' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.error!)
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('sports:live.retry') }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** A merchant that lists no book: the section is not drawn at all. */
export const NoBook: Story = {
  args: { matches: [] },
  parameters: { screenshot: { disable: true } }, // renders nothing
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull()
  },
}
