import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { RealTimeAccrual } from '../../../contract/schemas/contracts'
import { storyT } from '../../layout/fixtures'
import { demoAccrual, demoCurrency, settleForPicture, WAGES_NOW } from '../fixtures'
import { RealTimeAccrualCard, type RealTimeAccrualCardProps } from './RealTimeAccrualCard'

const meta = {
  title: 'Contracts/RealTimeAccrualCard',
  component: RealTimeAccrualCard,
  args: { accrual: demoAccrual, error: null, onRetry: fn(), currency: demoCurrency },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  parameters: { now: WAGES_NOW },
} satisfies Meta<typeof RealTimeAccrualCard>

export default meta
type Story = StoryObj<typeof meta>

/** The window from 09:25 to 09:30, read at 09:27:35: what it has accrued so far, and its payment in 2:25. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: t('agents:contracts.pages.realTime.title') })).toHaveTextContent('฿ 2.35')
    await expect(canvas.getByRole('timer')).toHaveTextContent(t('agents:contracts.pages.realTime.paidIn', { time: '2:25' }))
    // Nothing is said on opening: the figures are read where they are.
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('')
  },
}

/** The window has ended: it is being paid, until the next read brings the next window. */
export const Paying: Story = {
  args: { now: () => Date.parse('2026-03-14T09:30:04.000Z') },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(storyT(globals)('agents:contracts.pages.realTime.paying'))
  },
}

/** The clock and the reads of the page, played by the story: each press is the next read, a minute later. */
function LiveDemo(args: RealTimeAccrualCardProps) {
  const [state, setState] = useState<{ at: number; accrual: RealTimeAccrual }>({ at: Date.parse('2026-03-14T09:27:35.000Z'), accrual: demoAccrual })
  const next = (accrued: string) => setState((before) => ({ at: before.at + 60_000, accrual: { ...before.accrual, accrued } }))
  return (
    <>
      <RealTimeAccrualCard {...args} accrual={state.accrual} now={() => state.at} />
      <Button onClick={() => next('2.35')}>Same figures</Button>
      <Button onClick={() => next('3.10')}>New figures</Button>
    </>
  )
}

/**
 * Live: a read a minute later with the same figures moves the countdown and says nothing; new figures are said once,
 * politely, never the countdown.
 */
export const Live: Story = {
  render: (args) => <LiveDemo {...args} />,
  parameters: { screenshot: { disable: true } }, // behaviour only: looks like Playground
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const live = canvasElement.querySelector('[aria-live="polite"]')!
    await userEvent.click(canvas.getByRole('button', { name: 'Same figures' }))
    await expect(canvas.getByRole('timer')).toHaveTextContent(t('agents:contracts.pages.realTime.paidIn', { time: '1:25' }))
    await expect(live).toHaveTextContent('')
    await userEvent.click(canvas.getByRole('button', { name: 'New figures' }))
    await expect(canvas.getByRole('timer')).toHaveTextContent(t('agents:contracts.pages.realTime.paidIn', { time: '0:25' }))
    await expect(live).toHaveTextContent(t('agents:contracts.pages.realTime.announce', { amount: '฿ 3.10' }))
  },
}

/** The first read is awaited. */
export const Loading: Story = {
  args: { accrual: null },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('agents:contracts.pages.realTime.loading'))
  },
}

/** The first read failed: the message and a retry (a later failure keeps the figures shown). */
export const Error: Story = {
  args: { accrual: null, error: 'Cannot reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(within(within(canvasElement).getByRole('alert')).getByRole('button', { name: storyT(globals)('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    settleForPicture()
  },
}
