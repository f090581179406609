import { useEffect, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { installManualTime, type ManualTime } from '../../primitives/timeSource'
import { priceName } from '../fixtures'
import { ODDS_FORMAT_NAMES, ODDS_FORMATS } from '../prices'
import { PRICE_MOVE_MS, PriceButton, type PriceButtonProps } from './PriceButton'

const meta = {
  title: 'Sports/PriceButton',
  component: PriceButton,
  args: { price: 1952, format: 'decimal', name: 'Velmora Athletic', caption: '1', onClick: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 160 }}>{Story()}</div>],
} satisfies Meta<typeof PriceButton>

export default meta
type Story = StoryObj<typeof meta>

/** A price's arrow lasts PRICE_MOVE_MS on the components' clock, which these stories move themselves. */
let manualTime: ManualTime
function driveTime() {
  manualTime = installManualTime()
  return manualTime.restore
}

/** 1.952 in decimal reads 1.95 (a quote never pays more than the book's price); pressing it reports the press. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: priceName(t, 'Velmora Athletic', { caption: '1', price: '1.95' }) })
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await expect(button).toHaveTextContent('1.95')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
    button.blur()
  },
}

/** On the slip: pressed, in the brand's colour; Enter and Space press it like a click. */
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button')
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    button.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await expect(args.onClick).toHaveBeenCalledTimes(2)
    button.blur()
  },
}

/** A suspended market: a lock instead of the price, no press, and the name says why. */
export const Suspended: Story = {
  args: { price: null },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const button = within(canvasElement).getByRole('button', { name: priceName(t, 'Velmora Athletic', { caption: '1', note: t('sports:price.suspended') }) })
    await expect(button).toBeDisabled()
    await expect(button).not.toHaveAttribute('aria-pressed')
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

/** Decimal 2.50 in every format: Hong Kong 1.50, Malay −0.67 (a negative Malay price), Indonesian 1.50, American +150, fractional 3/2. */
export const EveryFormat: Story = {
  args: { price: 2500 },
  parameters: { screenshot: { rtl: true } },
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: function EveryFormat(args, { globals }) {
    const t = storyT(globals)
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 160px)', gap: 8 }}>
        {ODDS_FORMATS.map((format) => (
          <PriceButton key={format} {...args} format={format} caption={t(ODDS_FORMAT_NAMES[format])} />
        ))}
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const texts = within(canvasElement)
      .getAllByRole('button')
      .map((button) => button.querySelector('bdi[dir="ltr"]')?.textContent)
    await expect(texts).toEqual(['2.50', '1.50', '\u22120.67', '1.50', '+150', '3/2'])
  },
}

/** Re-renders once with new prices, as the next refresh of a board does. */
function Moving(props: PriceButtonProps & { next: number | null }) {
  const { next, ...button } = props
  const [price, setPrice] = useState(button.price)
  useEffect(() => setPrice(next), [next])
  return <PriceButton {...button} price={price} />
}

/** Prices that moved since the last props: a green arrow up (1.90 → 1.952), a red arrow down (1.90 → 1.80), each named. */
export const Moved: Story = {
  beforeEach: driveTime,
  args: { price: 1900 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Moving {...args} next={1952} />
      <Moving {...args} name="Quillbrook United" caption="2" next={1800} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const up = priceName(t, 'Velmora Athletic', { caption: '1', price: '1.95', note: t('sports:price.up', { from: '1.90' }) })
    const down = priceName(t, 'Quillbrook United', { caption: '2', price: '1.80', note: t('sports:price.down', { from: '1.90' }) })
    await waitFor(() => expect(canvas.getByRole('button', { name: up })).toBeVisible())
    await expect(canvas.getByRole('button', { name: down })).toBeVisible()
    await expect(canvasElement.querySelector('[data-move="up"]')).not.toBeNull()
    await expect(canvasElement.querySelector('[data-move="down"]')).not.toBeNull()
  },
}

/** The arrows go once their few seconds are up, and the names no longer say where the price came from. */
export const MoveFades: Story = {
  ...Moved,
  parameters: { screenshot: { disable: true } }, // ends as two plain prices, which Playground shows
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-move]')).toHaveLength(2))
    manualTime.advance(PRICE_MOVE_MS)
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-move]')).toHaveLength(0))
    await expect(canvas.getByRole('button', { name: priceName(t, 'Velmora Athletic', { caption: '1', price: '1.95' }) })).toBeVisible()
  },
}
