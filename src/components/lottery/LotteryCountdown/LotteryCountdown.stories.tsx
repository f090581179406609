import type { Meta, StoryObj } from '@storybook/react-vite'
import type { TFunction } from 'i18next'
import { expect, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { LotteryCountdown } from './LotteryCountdown'

const meta = {
  title: 'Lottery/LotteryCountdown',
  component: LotteryCountdown,
  args: { roundNo: '29474220', bettingOpen: true, secondsToClose: 272, secondsToDraw: 282 },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof LotteryCountdown>

export default meta
type Story = StoryObj<typeof meta>

/** "4 minutes 32 seconds" in the story's language, as the timer's name says it. */
const spoken = (t: TFunction, minutes: number, seconds: number) => `${t('lottery:countdown.minutes', { count: minutes })} ${t('lottery:countdown.seconds', { count: seconds })}`

/** Betting open, closing in 4:32: the round and the clock; the timer's name says all of it in words. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const timer = within(canvasElement).getByRole('timer', { name: t('lottery:countdown.closesLabel', { roundNo: '29474220', time: spoken(t, 4, 32) }) })
    await expect(timer).toHaveTextContent('04:32')
    await expect(timer).toHaveTextContent(t('lottery:countdown.closesIn'))
    await expect(timer).toHaveTextContent('29474220')
    // A timer, not a live region: it would talk every second.
    await expect(timer).not.toHaveAttribute('aria-live')
  },
}

/** The last seconds of betting: no minutes said, only seconds. */
export const LastSeconds: Story = {
  args: { secondsToClose: 8, secondsToDraw: 18 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const timer = within(canvasElement).getByRole('timer', { name: t('lottery:countdown.closesLabel', { roundNo: '29474220', time: t('lottery:countdown.seconds', { count: 8 }) }) })
    await expect(timer).toHaveTextContent('00:08')
  },
}

/** Betting closed, the draw in 9 seconds: counts to the draw instead. */
export const Closed: Story = {
  args: { bettingOpen: false, secondsToClose: 0, secondsToDraw: 9 },
  parameters: { screenshot: { rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const timer = within(canvasElement).getByRole('timer', { name: t('lottery:countdown.drawsLabel', { roundNo: '29474220', time: t('lottery:countdown.seconds', { count: 9 }) }) })
    await expect(timer).toHaveTextContent('00:09')
    await expect(timer).toHaveTextContent(t('lottery:countdown.drawsIn'))
  },
}

/** At the draw: no clock, "drawing…". */
export const Drawing: Story = {
  args: { bettingOpen: false, secondsToClose: 0, secondsToDraw: 0 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const timer = within(canvasElement).getByRole('timer', { name: t('lottery:countdown.drawingLabel', { roundNo: '29474220' }) })
    await expect(timer).toHaveTextContent(t('lottery:countdown.drawing'))
    await expect(timer).not.toHaveTextContent('00:00')
  },
}

/** A daily game, hours ahead of its close: h:mm:ss, and the hours said too. */
export const Daily: Story = {
  args: { roundNo: '20260115', secondsToClose: 22_530, secondsToDraw: 23_430 },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const time = `${t('lottery:countdown.hours', { count: 6 })} ${spoken(t, 15, 30)}`
    const timer = within(canvasElement).getByRole('timer', { name: t('lottery:countdown.closesLabel', { roundNo: '20260115', time }) })
    await expect(timer).toHaveTextContent('6:15:30')
  },
}

/** English: one minute and one second, said in the singular. */
export const English: Story = {
  args: { secondsToClose: 61, secondsToDraw: 71 },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Round 29474220: betting closes in 1 minute 1 second' })
    await expect(timer).toHaveTextContent('01:01')
  },
}

/** Chinese. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(t('lottery:countdown.closesIn'))
  },
}
