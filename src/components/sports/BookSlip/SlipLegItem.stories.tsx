import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { formatMoney } from '../../games/house/money'
import { storyT } from '../../layout/fixtures'
import { slipLegs } from '../fixtures'
import { singleTerms } from '../slip'
import { SlipLegItem } from './SlipLegItem'

const money = (amount: string) => formatMoney(amount, 'THB', 'th', 2)

const meta = {
  title: 'Sports/BookSlip/SlipLegItem',
  component: SlipLegItem,
  args: {
    leg: slipLegs[0],
    format: 'decimal',
    stake: { value: '100', onChange: fn(), toWin: false, terms: singleTerms(1300, 'decimal', '100', 2), problem: null, min: '10.00', max: '5000.00' },
    currencySymbol: '฿',
    decimals: 2,
    money,
    disabled: false,
    onRemove: fn(),
  },
  decorators: [(Story) => <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 400 }}>{Story()}</ul>],
} satisfies Meta<typeof SlipLegItem>

export default meta
type Story = StoryObj<typeof meta>

/** A single: the selection, its market and match, in play; the amount with what it risks, wins and returns. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('leg-terms')).toHaveTextContent(t('sports:slip.riskToWin', { risk: '฿100.00', toWin: '฿30.00' }))
    await expect(canvas.getByText(t('sports:slip.inPlay'))).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: t('sports:slip.stake') }), '5')
    await expect(args.stake?.onChange).toHaveBeenLastCalledWith('1005')
    await userEvent.click(canvas.getByRole('button', { name: t('sports:slip.remove', { name: 'Velmora Athletic' }) }))
    await expect(args.onRemove).toHaveBeenCalledTimes(1)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** At Malay −0.67 the field asks what the bet should win, and its limits line gives way to the terms. */
export const AmountToWin: Story = {
  args: {
    leg: slipLegs[1],
    format: 'malay',
    stake: { value: '100', onChange: fn(), toWin: true, terms: singleTerms(2500, 'malay', '100', 2), problem: null, min: '10.00', max: '5000.00' },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: t('sports:slip.amountToWin') })).toHaveValue('100')
    await expect(canvas.getByTestId('leg-terms')).toHaveTextContent(t('sports:slip.riskToWin', { risk: '฿67.00', toWin: '฿100.00' }))
    await expect(canvas.getByTestId('leg-price')).toHaveTextContent('\u22120.67')
  },
}

/** In a parlay: no amount of its own. */
export const InParlay: Story = {
  args: { stake: null, leg: slipLegs[2] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull()
  },
}

/** The book moved the price: the old one struck through, the new one after an arrow, and both said. */
export const PriceMoved: Story = {
  args: { newPrice: 1250 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByTestId('leg-price')).toHaveTextContent(`${t('sports:slip.priceWas')} 1.30${t('sports:slip.priceNow')} 1.25`)
  },
}

/** Its market suspended: no price, no amount. */
export const Suspended: Story = {
  args: { leg: { ...slipLegs[0], price: null }, stake: { value: '', onChange: fn(), toWin: false, terms: null, problem: null, min: '10.00', max: '5000.00' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('leg-price')).toHaveTextContent(t('sports:slip.suspended'))
    await expect(canvas.getByRole('textbox')).toBeDisabled()
  },
}
