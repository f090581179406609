import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT, withoutMarkup } from '../../../layout/fixtures'
import { crashMultiplierAt, crashText } from '../crash'
import { CrashFlight } from './CrashFlight'

/**
 * The flight is drawn from its props alone (no clock): a multiplier and how far into the flight it is, so each
 * story is one still frame of it. `crashMultiplierAt` gives the multiplier the server's curve has at that moment.
 */
const meta = {
  title: 'Games/House/CrashFlight',
  component: CrashFlight,
  args: { phase: 'running', multiplier: crashMultiplierAt(10_000), elapsedMs: 10_000 },
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
} satisfies Meta<typeof CrashFlight>

export default meta
type Story = StoryObj<typeof meta>

const language = (globals: Record<string, unknown>) => String(globals.language)

/** 10 s into the flight: 1.82×, the curve climbing. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByTestId('crash-multiplier')).toHaveTextContent(crashText(182, language(globals)))
  },
}

/** Before take-off: the seconds to go, no curve. */
export const Betting: Story = {
  args: { phase: 'betting', multiplier: 100, elapsedMs: undefined, secondsLeft: 5 },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('house:crash.takeOffIn'))).toBeVisible()
    await expect(canvas.getByTestId('crash-countdown')).toHaveTextContent(t('house:crash.seconds', { count: 5 }))
    await expect(canvas.queryByTestId('crash-multiplier')).toBeNull()
  },
}

/** Just off the ground: 1.00× and a curve of a few pixels. */
export const TakeOff: Story = {
  args: { multiplier: crashMultiplierAt(150), elapsedMs: 150 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByTestId('crash-multiplier')).toHaveTextContent(crashText(100, language(globals)))
  },
}

/** In flight with the member's auto cash-out at 3.00× drawn as a dashed line ahead. */
export const AutoCashOutAhead: Story = {
  args: { autoCashOut: 300 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('line[stroke-dasharray]')).not.toBeNull()
  },
}

/** Cashed out at 1.50×, the flight going on (1.82×): green, with a mark where the member got out. */
export const CashedOut: Story = {
  args: { cashedOutAt: 150, autoCashOut: 300 },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('crash-cashed-out')).toHaveTextContent(withoutMarkup(t('house:crash.cashedOutAt', { multiplier: crashText(150, language(globals)) })))
    // Once out, the auto target is no longer drawn.
    await expect(canvasElement.querySelector('line[stroke-dasharray]')).toBeNull()
  },
}

/** A long flight: 60 s in, 36.59×, the grid lines at 1.5, 2, 5 and 10×. */
export const HighFlight: Story = {
  args: { multiplier: crashMultiplierAt(60_000), elapsedMs: 60_000 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByTestId('crash-multiplier')).toHaveTextContent(crashText(crashMultiplierAt(60_000), language(globals)))
  },
}

/** Crashed at 2.37×: the word, the multiplier and the curve in red (its length worked out from the crash point). */
export const Crashed: Story = {
  args: { phase: 'result', multiplier: 237, elapsedMs: undefined },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('house:crash.crashed'))).toBeVisible()
    await expect(canvas.getByTestId('crash-multiplier')).toHaveTextContent(crashText(237, language(globals)))
  },
}

/** Crashed at 2.37× after the member cashed out at 1.82×: the mark stays on the red curve. */
export const CrashedAfterCashOut: Story = {
  args: { phase: 'result', multiplier: 237, elapsedMs: undefined, cashedOutAt: 182 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByTestId('crash-cashed-out')).toHaveTextContent(withoutMarkup(t('house:crash.cashedOutAt', { multiplier: crashText(182, language(globals)) })))
  },
}

/** Crashed at take-off (1.00×): no curve at all. */
export const InstantCrash: Story = {
  args: { phase: 'result', multiplier: 100, elapsedMs: undefined },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByTestId('crash-multiplier')).toHaveTextContent(crashText(100, language(globals)))
    await expect(canvasElement.querySelector('polyline')).toBeNull()
  },
}

/** Arabic (right to left, Arabic digits), cashed out in flight. */
export const RightToLeft: Story = { args: { cashedOutAt: 150 }, globals: { language: 'ar' } }
