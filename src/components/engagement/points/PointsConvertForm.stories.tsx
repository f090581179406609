import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { PointsConvertForm } from './PointsConvertForm'

/** 10 points make 1.00 THB, in whole steps of 10 (the store's own rule, written out for the story). */
const cashFor = (points: string) => (/^[0-9]+$/.test(points) && BigInt(points) % 10n === 0n ? `${BigInt(points) / 10n}.00` : null)

const meta = {
  title: 'Engagement/Points/PointsConvertForm',
  component: PointsConvertForm,
  args: { balance: '346', rule: { convertPoints: 10, convertCash: '1', minConvert: '100' }, currency: '฿', cashFor, onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof PointsConvertForm>

export default meta
type Story = StoryObj<typeof meta>

/** The cash shown before it is sent; off the step it cannot be sent; with the password it is. */
export const Convert: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const points = canvas.getByLabelText(t('points:convert.points'))
    await userEvent.clear(points)
    await userEvent.type(points, '125')
    await expect(canvas.getByRole('button', { name: t('points:convert.submit') })).toBeDisabled()
    await userEvent.clear(points)
    await userEvent.type(points, '120')
    await expect(canvas.getByText(t('points:convert.cash', { cash: '฿ 12.00' }))).toBeVisible()
    await userEvent.type(canvas.getByLabelText(t('points:convert.paymentPassword')), '246810')
    await userEvent.click(canvas.getByRole('button', { name: t('points:convert.submit') }))
    await expect(args.onSubmit).toHaveBeenCalledWith('120', '246810')
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** Done, and the server's refusal. */
export const DoneAndRefused: Story = {
  args: { done: { points: '120', cash: '12.00' }, error: 'Wrong money password.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Wrong money password.')
  },
}
