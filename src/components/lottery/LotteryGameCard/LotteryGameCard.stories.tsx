import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { electronicPrizes, fixtureDraw, fixtureLotteryGame, fixtureRound, longNameGame, northPrizes } from '../fixtures'
import { LotteryGameCard } from './LotteryGameCard'

const express = fixtureLotteryGame('elott-1m')
const expressRound = fixtureRound(express, { roundNo: '29474220', bettingOpen: true, closesInSeconds: 42, drawsInSeconds: 52, last: { roundNo: '29474219', prizes: electronicPrizes } })
const north = fixtureLotteryGame('vn-north')
const northRound = fixtureRound(north, { roundNo: '20260115', bettingOpen: true, closesInSeconds: 22_500, drawsInSeconds: 23_400 })

const meta = {
  title: 'Lottery/LotteryGameCard',
  component: LotteryGameCard,
  args: { game: express, round: expressRound, onOpen: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
} satisfies Meta<typeof LotteryGameCard>

export default meta
type Story = StoryObj<typeof meta>

/**
 * An express game taking bets: its name heads the card, "draws every 1 minute", the countdown, the last round's
 * special prize; the one button, reached by Tab, opens the game.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const card = canvas.getByRole('article', { name: express.name })
    await expect(within(card).getByRole('heading', { level: 3, name: express.name })).toBeVisible()
    await expect(card).toHaveTextContent(t('lottery:schedule.everyMinutes', { count: 1 }))
    await expect(within(card).getByRole('timer')).toHaveTextContent('00:42')
    await expect(card).toHaveTextContent(t('lottery:card.round', { roundNo: '29474219' }))
    await expect(card).toHaveTextContent('51407')
    const button = within(card).getByRole('button', { name: t('lottery:card.actionLabel', { action: t('lottery:card.bet'), name: express.name }) })
    await expect(button).toHaveTextContent(t('lottery:card.bet'))
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onOpen).toHaveBeenCalledWith('elott-1m')
  },
}

/** The parent's ticking seconds win over the round's: 3 s left, then "drawing in". */
export const Ticking: Story = {
  args: { secondsToClose: 3, secondsToDraw: 13 },
  parameters: { screenshot: { disable: true } }, // behaviour only: looks like Playground with other digits
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:03')
  },
}

/** Every five minutes: said in the plural. */
export const FiveMinutes: Story = {
  args: { game: fixtureLotteryGame('elott-5m'), round: fixtureRound(fixtureLotteryGame('elott-5m'), { roundNo: '5894844', bettingOpen: true, closesInSeconds: 185, drawsInSeconds: 205, last: { roundNo: '5894843', prizes: northPrizes } }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent(t('lottery:schedule.everyMinutes', { count: 5 }))
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('03:05')
  },
}

/** A daily game: "daily at 18:15" in the game's zone, a countdown in hours, the last draw given by the results. */
export const Daily: Story = {
  args: { game: north, round: northRound, lastDraw: fixtureDraw(north, '20260114', northPrizes, 64_800) },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const card = within(canvasElement).getByRole('article', { name: north.name })
    await expect(card).toHaveTextContent(t('lottery:schedule.daily', { time: '18:15', zone: 'UTC+7' }))
    await expect(within(card).getByRole('timer')).toHaveTextContent('6:15:00')
    await expect(card).toHaveTextContent(t('lottery:card.round', { roundNo: '20260114' }))
    await expect(card).toHaveTextContent('09878')
  },
}

/** Betting closed, the draw in 8 seconds: the countdown says so; the card offers "View". */
export const Closed: Story = {
  args: { round: { ...expressRound, bettingOpen: false, closesInSeconds: 0, drawsInSeconds: 8 }, actionLabel: 'view' },
  parameters: { screenshot: { rtl: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('timer')).toHaveTextContent(t('lottery:countdown.drawsIn'))
    const button = canvas.getByRole('button', { name: t('lottery:card.actionLabel', { action: t('lottery:card.view'), name: express.name }) })
    await userEvent.click(button)
    await expect(args.onOpen).toHaveBeenCalledWith('elott-1m')
  },
}

/** The round is loading: skeletons in its place, said once to a screen reader; the card can already be opened. */
export const Loading: Story = {
  args: { round: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent(t('lottery:card.loading'))
    await expect(canvas.queryByRole('timer')).toBeNull()
    await expect(canvas.getByRole('button')).toBeEnabled()
  },
}

/** No round to show, no draw yet: said in words. */
export const NoRound: Story = {
  args: { round: null, lastDraw: null },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const card = within(canvasElement).getByRole('article')
    await expect(card).toHaveTextContent(t('lottery:card.noRound'))
    await expect(card).toHaveTextContent(t('lottery:card.noDraw'))
    await expect(within(card).queryByRole('timer')).toBeNull()
  },
}

/** A very long name wraps inside the card at phone width; nothing scrolls sideways. */
export const LongName: Story = {
  args: { game: longNameGame(), round: northRound },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article')
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 2)
  },
}

/** English. */
export const English: Story = {
  args: { game: fixtureLotteryGame('elott-1m', 'en') },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Express Lottery 1 min' })
    await expect(card).toHaveTextContent('Draws every 1 minute')
    await expect(within(card).getByRole('button', { name: 'Bet now: Express Lottery 1 min' })).toBeVisible()
  },
}

/** Chinese, a daily game. */
export const Chinese: Story = {
  args: { game: fixtureLotteryGame('vn-south', 'cn'), round: fixtureRound(fixtureLotteryGame('vn-south'), { roundNo: '20260115', bettingOpen: true, closesInSeconds: 15_300, drawsInSeconds: 16_200 }) },
  globals: { language: 'cn' },
}
