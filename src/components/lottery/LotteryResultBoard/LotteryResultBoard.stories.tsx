import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { northPrizes, southPrizes } from '../fixtures'
import { LotteryResultBoard, PRIZE_TIER_NAMES } from './LotteryResultBoard'

const meta = {
  title: 'Lottery/LotteryResultBoard',
  component: LotteryResultBoard,
  args: { prizes: northPrizes, roundNo: '20261125' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof LotteryResultBoard>

export default meta
type Story = StoryObj<typeof meta>

/** A northern draw (27 numbers): a table captioned with its round, the tiers special first, the special large. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const table = within(canvasElement).getByRole('table', { name: t('lottery:results.captionRound', { roundNo: '20261125' }) })
    const tiers = within(table).getAllByRole('rowheader')
    await expect(tiers.map((header) => header.textContent)).toEqual(
      (['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'] as const).map((tier) => t(PRIZE_TIER_NAMES[tier])),
    )
    const rows = within(table).getAllByRole('row')
    await expect(rows[0]).toHaveTextContent('09878')
    await expect(rows[3]).toHaveTextContent('31927 29465 96651 39411 83018 39165')
    await expect(within(table).queryByText(t('lottery:results.matched'))).toBeNull()
  },
}

/** A southern draw: nine tiers, the eighth included, the special six digits. */
export const Southern: Story = {
  args: { prizes: southPrizes, roundNo: '20260114' },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const rows = within(canvasElement).getAllByRole('row')
    await expect(rows).toHaveLength(9)
    await expect(within(rows[8]).getByRole('rowheader')).toHaveTextContent(t('lottery:tier.eighth'))
    await expect(rows[0]).toHaveTextContent('482915')
  },
}

/**
 * The player's lô numbers 91 and 18 marked: every number ending with one is bold and underlined, and says
 * "matched" to a screen reader; a note under the table says what the marks mean.
 */
export const Highlighted: Story = {
  args: { highlight: ['91', '18'] },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const marks = canvas.getAllByText(t('lottery:results.matched'), { exact: false })
    await expect(marks.map((mark) => mark.parentElement?.textContent?.replace(mark.textContent ?? '', ''))).toEqual(['83018', '4918', '91'])
    await expect(canvas.getByText(t('lottery:results.legend', { numbers: '91, 18' }))).toBeVisible()
  },
}

/** Dense, for a results list: smaller type and padding. */
export const Dense: Story = {
  args: { dense: true, highlight: ['40'] },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getAllByText(t('lottery:results.matched'), { exact: false })).toHaveLength(1)
  },
}

/** No round given, and a draw with some tiers only: the caption says "Results", only the tiers drawn are rows. */
export const WithoutRound: Story = {
  args: { roundNo: undefined, prizes: { special: ['77102'], first: ['30418'], seventh: ['05', '62'], bonus: ['11'] } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const table = within(canvasElement).getByRole('table', { name: t('lottery:results.caption') })
    await expect(within(table).getAllByRole('row')).toHaveLength(3)
    await expect(table).not.toHaveTextContent('11')
  },
}

/** English. */
export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Results of round 20261125' })).toBeVisible()
    await expect(within(canvasElement).getByRole('rowheader', { name: 'Special prize' })).toBeVisible()
  },
}

/** Chinese. */
export const Chinese: Story = { globals: { language: 'cn' }, args: { prizes: southPrizes, roundNo: '20260114' } }
