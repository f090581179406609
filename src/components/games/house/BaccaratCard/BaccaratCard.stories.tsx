import type { Meta, StoryObj } from '@storybook/react-vite'
import Box from '@mui/material/Box'
import { expect, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { BaccaratCard } from './BaccaratCard'

const meta = {
  title: 'Games/House/BaccaratCard',
  component: BaccaratCard,
  // The queen of hearts.
  args: { card: { rank: 12, suit: 2 } },
} satisfies Meta<typeof BaccaratCard>

export default meta
type Story = StoryObj<typeof meta>

/** The queen of hearts, face up: Q♥ in the corner, ♥ large, red ink on white; named for a screen reader. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const name = t('house:baccarat.card', { rank: t('house:baccarat.rank.queen'), suit: t('house:baccarat.suit.hearts') })
    await expect(within(canvasElement).getByRole('img', { name })).toBeVisible()
  },
}

/** Dealt but not turned over yet: the house's back, named as a card face down (whatever the card is). */
export const FaceDown: Story = {
  args: { faceDown: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: t('house:baccarat.faceDown') })).toBeVisible()
    // The card under it stays secret.
    await expect(canvas.queryByRole('img', { name: t('house:baccarat.card', { rank: t('house:baccarat.rank.queen'), suit: t('house:baccarat.suit.hearts') }) })).toBeNull()
  },
}

/** A place where a card will be dealt: a dashed outline, hidden from screen readers. */
export const EmptyPlace: Story = {
  args: { card: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull()
  },
}

/** One card of each suit, spades, hearts, diamonds and clubs (hearts and diamonds red), with a two-digit 10. */
export const EverySuit: Story = {
  render: () => (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <BaccaratCard card={{ rank: 1, suit: 3 }} />
      <BaccaratCard card={{ rank: 10, suit: 2 }} />
      <BaccaratCard card={{ rank: 7, suit: 1 }} />
      <BaccaratCard card={{ rank: 13, suit: 0 }} />
      <BaccaratCard card={{ rank: 11, suit: 3 }} />
      <BaccaratCard faceDown />
    </Box>
  ),
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const card = (rank: string, suit: string) => canvas.getByRole('img', { name: t('house:baccarat.card', { rank, suit: t(`house:baccarat.suit.${suit}`) }) })
    await expect(card(t('house:baccarat.rank.ace'), 'spades')).toBeVisible()
    await expect(card('10', 'hearts')).toBeVisible()
    await expect(card('7', 'diamonds')).toBeVisible()
    await expect(card(t('house:baccarat.rank.king'), 'clubs')).toBeVisible()
    await expect(card(t('house:baccarat.rank.jack'), 'spades')).toBeVisible()
    await expect(canvas.getAllByRole('img')).toHaveLength(6)
  },
}

/** English: "Queen of hearts". */
export const English: Story = {
  globals: { language: 'en' },
  parameters: { screenshot: { disable: true } }, // looks like Playground: only the name a screen reader hears differs
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Queen of hearts' })).toBeVisible()
  },
}
