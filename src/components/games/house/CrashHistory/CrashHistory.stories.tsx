import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { crashText } from '../crash'
import { crashHistory } from '../tableFixtures'
import { CrashHistory } from './CrashHistory'

const meta = {
  title: 'Games/House/CrashHistory',
  component: CrashHistory,
  args: { history: crashHistory },
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
} satisfies Meta<typeof CrashHistory>

export default meta
type Story = StoryObj<typeof meta>

const language = (globals: Record<string, unknown>) => String(globals.language)

/** The last 14 crash points, newest first; those that do not fit fade out at the end. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const list = within(canvasElement).getByRole('list', { name: t('house:crash.history') })
    const pills = within(list).getAllByRole('listitem')
    await expect(pills).toHaveLength(crashHistory.length)
    await expect(pills[0]).toHaveTextContent(crashText(237, language(globals)))
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** One of each colour: a bust under 2× (grey), a good flight (green), 10× and up (gold). */
export const Tones: Story = {
  args: { history: [150, 305, 1543] },
  play: async ({ canvasElement }) => {
    const pills = within(canvasElement).getAllByRole('listitem')
    await expect(pills.map((pill) => pill.dataset.tone)).toEqual(['low', 'mid', 'high'])
  },
}

/** At most `limit` shown: the five newest. */
export const Limited: Story = {
  args: { limit: 5 },
  play: async ({ canvasElement, globals }) => {
    const pills = within(canvasElement).getAllByRole('listitem')
    await expect(pills.map((pill) => pill.textContent)).toEqual(crashHistory.slice(0, 5).map((point) => crashText(point, language(globals))))
  },
}

/** Extremes: the least crash point (1.00×) and the highest (1,000,000.00×), which must not stretch the strip. */
export const Extremes: Story = {
  args: { history: [100, 100_000_000, 101, 99_999] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[1]).toHaveTextContent(crashText(100_000_000, language(globals)))
  },
}

/** A new table with no past rounds: nothing at all. */
export const Empty: Story = {
  args: { history: [] },
  parameters: { screenshot: { disable: true } /* renders nothing */ },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull()
  },
}

/** At phone width in English: the strip is cut, the page does not scroll sideways. */
export const EnglishPhone: Story = {
  globals: { language: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** Arabic (right to left, Arabic digits): the newest on the right, cut at the left. */
export const RightToLeft: Story = { globals: { language: 'ar' } }
