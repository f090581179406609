import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { baccaratRound, crashLostRound, crashRound, demoCurrency, diceRound, openRound, otherVendorRound, slotsRound, STORY_NOW } from './fixtures'
import { RoundDetailDialog, type RoundDetailDialogProps } from './RoundDetailDialog'

/** Opens the dialog from a real button (as a round of the list does), so focus has somewhere to go back to. */
function Opener({ openInitially = true, ...args }: RoundDetailDialogProps & { openInitially?: boolean }) {
  const [open, setOpen] = useState(openInitially)
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {args.round?.gameName ?? 'Round'}
      </Button>
      <RoundDetailDialog
        {...args}
        round={open ? args.round : null}
        onClose={() => {
          setOpen(false)
          args.onClose()
        }}
      />
    </>
  )
}

const meta = {
  title: 'Member/BettingRecord/RoundDetailDialog',
  component: RoundDetailDialog,
  args: { round: slotsRound, onClose: fn(), currency: demoCurrency },
  render: (args) => <Opener {...args} />,
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof RoundDetailDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialogOf = async (globals: Record<string, unknown>, game: string) => {
  const dialog = await screen.findByRole('dialog', { name: storyT(globals)('member:bettingRecord.detail.title', { game }) })
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  return dialog
}

/** A house slot spin: the bet per line and lines, free spins won, and where the reels stopped on each spin. */
export const Slots: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await dialogOf(globals, 'Koi Terrace')
    await expect(dialog).toHaveTextContent(slotsRound.id)
    await expect(dialog).toHaveTextContent(slotsRound.roundRef)
    await expect(dialog).toHaveTextContent('+฿ 11.40')
    await expect(within(dialog).getByText(t('member:bettingRecord.detail.slots.freeSpin', { number: 3 }))).toBeVisible()
    await expect(within(dialog).getAllByRole('group', { name: t('member:bettingRecord.detail.slots.reels') })).toHaveLength(4)
  },
}

/** A dice roll over 50.00 that landed on 31.27: lost, and said so in words as well as in red. */
export const Dice: Story = {
  args: { round: diceRound },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await dialogOf(globals, 'Dice Over/Under')
    await expect(dialog).toHaveTextContent(t('member:bettingRecord.detail.dice.over', { target: '\u206850.00\u2069' }))
    await expect(dialog).toHaveTextContent('31.27')
    await expect(dialog).toHaveTextContent(t('member:bettingRecord.detail.dice.lost'))
    await expect(dialog).toHaveTextContent('1.98×')
  },
}

/** A baccarat hand: each side's cards (named for screen readers), totals, the winner and the pairs. */
export const Baccarat: Story = {
  args: { round: baccaratRound },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await dialogOf(globals, 'Baccarat Table A')
    const banker = within(dialog).getByRole('list', { name: t('member:bettingRecord.detail.baccarat.cards', { hand: t('member:bettingRecord.detail.baccarat.banker') }) })
    const king = t('member:bettingRecord.detail.baccarat.card', { rank: t('member:bettingRecord.detail.baccarat.ranks.13'), suit: t('member:bettingRecord.detail.baccarat.suits.1') })
    await expect(within(banker).getAllByRole('img').map((card) => card.getAttribute('aria-label'))[0]).toBe(king)
    await expect(dialog).toHaveTextContent(t('member:bettingRecord.detail.baccarat.outcomes.banker'))
    await expect(dialog).toHaveTextContent(t('member:bettingRecord.detail.baccarat.playerPair'))
  },
}

/** A crash round cashed out at 2.35× before it crashed at 4.12×. */
export const Crash: Story = {
  args: { round: crashRound },
  play: async ({ globals }) => {
    const dialog = await dialogOf(globals, 'Rocket Crash')
    await expect(dialog).toHaveTextContent('2.35×')
    await expect(dialog).toHaveTextContent('4.12×')
  },
}

/** A crash round the member stayed in: no cash-out, crashed at 1.07×. */
export const CrashNotCashedOut: Story = {
  args: { round: crashLostRound },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await dialogOf(globals, 'Rocket Crash')
    await expect(dialog).toHaveTextContent(t('member:bettingRecord.detail.crash.notCashedOut'))
    await expect(dialog).toHaveTextContent('1.07×')
  },
}

/** Another vendor's round: its fields as it sent them, nested values as JSON. */
export const OtherVendor: Story = {
  args: { round: otherVendorRound },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await dialogOf(globals, 'Mahjong Ways 2')
    await expect(dialog).toHaveTextContent(t('member:bettingRecord.detail.generic'))
    await expect(dialog).toHaveTextContent('ways2000')
    await expect(dialog).toHaveTextContent('["W","B","B","G"]')
    await expect(dialog).toHaveTextContent('{"triggered":false}')
  },
}

/** A round still open, with nothing from the vendor yet: not settled, free play, and no details. */
export const OpenWithoutDetails: Story = {
  args: { round: openRound },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await dialogOf(globals, 'Baccarat Table A')
    await expect(dialog).toHaveTextContent(t('member:bettingRecord.detail.notSettled'))
    await expect(dialog).toHaveTextContent(t('member:bettingRecord.trial'))
    await expect(dialog).toHaveTextContent(t('member:bettingRecord.detail.noResult'))
  },
}

/**
 * A person opens the round, presses Escape and is back on the round; opens it again with Enter and closes it with
 * the close button, back on the round again.
 */
export const KeyboardFlow: Story = {
  args: { round: diceRound },
  render: (args) => <Opener {...args} openInitially={false} />,
  // Behaviour only: ends closed.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const opener = within(canvasElement).getByRole('button', { name: 'Dice Over/Under' })
    await userEvent.click(opener)
    await dialogOf(globals, 'Dice Over/Under')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(opener).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    const dialog = await dialogOf(globals, 'Dice Over/Under')
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:dialog.close') }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(opener).toHaveFocus())
    opener.blur()
  },
}

/** On a phone: a full-screen sheet; the baccarat hands stack and nothing scrolls sideways. */
export const Phone: Story = {
  args: { round: baccaratRound },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ globals }) => {
    const dialog = await dialogOf(globals, 'Baccarat Table A')
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
  },
}

/** English. */
export const English: Story = { args: { round: baccaratRound }, globals: { language: 'en' } }

/** Arabic (English text, right to left): multipliers, amounts and reel stops keep their order. */
export const RightToLeft: Story = {
  args: { round: slotsRound },
  globals: { language: 'ar' },
  play: async ({ globals }) => {
    const dialog = await dialogOf(globals, 'Koi Terrace')
    await expect(dialog).toHaveTextContent('+฿ 11.40')
  },
}
