import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import {
  baccaratRound, crashFlyingRound, crashLostRound, crashRound, demoCurrency, diceRound, openRound, otherVendorRound, slotsRound, sportsCorrectedRound, sportsParlayRound, STORY_NOW,
  tamperedDiceRound,
} from './fixtures'
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

/**
 * Waits for the browser's check of the round's fairness to say `findings` (translation keys), in that order; with
 * `show`, scrolls the dialog down to it, so the story's picture is of the check.
 */
const checked = async (globals: Record<string, unknown>, dialog: HTMLElement, findings: string[], show = false) => {
  const t = storyT(globals)
  const status = within(dialog).getByRole('status', { name: t('member:bettingRecord.detail.fairness.title') })
  await waitFor(() => expect([...status.querySelectorAll('li')].map((item) => item.textContent)).toEqual(findings.map((key) => t(key))), { timeout: 5_000 })
  if (show) status.scrollIntoView({ block: 'end' })
}

/**
 * A house slot round with 10 free spins: each spin's screen in turn (the paid spin first, the next one a button
 * away), and its seed checked in the browser (the reel stops).
 */
export const Slots: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await dialogOf(globals, 'Koi Terrace')
    await expect(dialog).toHaveTextContent(slotsRound.id)
    await expect(dialog).toHaveTextContent(slotsRound.roundRef)
    await expect(dialog).toHaveTextContent('+฿ 11.40')
    const reels = () => within(dialog).getByRole('group', { name: t('house:slots.reels') })
    await expect(within(reels()).getAllByRole('img')[0]).toHaveAttribute('data-symbol', 'lotus')
    await expect(dialog).toHaveTextContent(t('member:bettingRecord.detail.slots.spinOf', { number: 1, total: 11 }))
    const previous = within(dialog).getByRole('button', { name: t('member:bettingRecord.detail.slots.previous') })
    await expect(previous).toBeDisabled()
    await userEvent.click(within(dialog).getByRole('button', { name: t('member:bettingRecord.detail.slots.next') }))
    await expect(within(dialog).getByText(t('member:bettingRecord.detail.slots.freeSpin', { number: 1 }))).toBeVisible()
    await expect(within(reels()).getAllByRole('img')[0]).toHaveAttribute('data-symbol', 'J')
    await userEvent.click(previous)
    await expect(within(dialog).getByText(t('member:bettingRecord.detail.slots.baseSpin'))).toBeVisible()
    await checked(globals, dialog, [
      'member:bettingRecord.detail.fairness.hashMatches',
      'member:bettingRecord.detail.fairness.matches.reelStops',
      'member:bettingRecord.detail.fairness.slotsNote',
    ])
  },
}

/** A dice roll over 50.00 that landed on 31.27: lost, and said so in words as well as in red; the roll re-derived. */
export const Dice: Story = {
  args: { round: diceRound },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await dialogOf(globals, 'Dice Over/Under')
    await expect(dialog).toHaveTextContent(t('member:bettingRecord.detail.dice.over', { target: '\u206850.00\u2069' }))
    await expect(dialog).toHaveTextContent('31.27')
    await expect(dialog).toHaveTextContent(t('house:dice.lost'))
    await expect(dialog).toHaveTextContent('1.98×')
    await checked(globals, dialog, ['member:bettingRecord.detail.fairness.hashMatches', 'member:bettingRecord.detail.fairness.matches.roll'])
  },
}

/** A baccarat hand, drawn as the live table draws it: each side's cards (named for screen readers), points, the winner. */
export const Baccarat: Story = {
  args: { round: baccaratRound },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await dialogOf(globals, 'Baccarat Table A')
    const banker = within(dialog).getByRole('group', { name: t('house:baccarat.handPoints', { side: t('house:baccarat.banker'), count: 7 }) })
    const queen = t('house:baccarat.card', { rank: t('house:baccarat.rank.queen'), suit: t('house:baccarat.suit.hearts') })
    await expect(within(banker).getAllByRole('img').map((card) => card.getAttribute('aria-label'))[0]).toBe(queen)
    await expect(dialog).toHaveTextContent(t('member:bettingRecord.detail.baccarat.outcomes.banker'))
    await expect(dialog).toHaveTextContent(t('member:bettingRecord.detail.baccarat.playerPair'))
    await checked(globals, dialog, ['member:bettingRecord.detail.fairness.hashMatches', 'member:bettingRecord.detail.fairness.matches.cards'])
  },
}

/** A crash round cashed out at 2.35× before it crashed at 4.12×: the crash point re-derived from the seed. */
export const Crash: Story = {
  args: { round: crashRound },
  play: async ({ globals }) => {
    const dialog = await dialogOf(globals, 'Rocket Crash')
    await expect(dialog).toHaveTextContent('2.35×')
    await expect(dialog).toHaveTextContent('4.12×')
    await checked(globals, dialog, ['member:bettingRecord.detail.fairness.hashMatches', 'member:bettingRecord.detail.fairness.matches.crashPoint'], true)
  },
}

/** Cashed out while the rocket still flies: the seed's hash is shown, the seed and the crash point not yet. */
export const CrashStillFlying: Story = {
  args: { round: crashFlyingRound },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await dialogOf(globals, 'Rocket Crash')
    await expect(dialog).toHaveTextContent(t('member:bettingRecord.detail.fairness.seedHidden'))
    await expect(dialog).toHaveTextContent(t('member:bettingRecord.detail.crash.notReported'))
    await checked(globals, dialog, ['member:bettingRecord.detail.fairness.notYet'], true)
  },
}

/** A revealed seed that is not the one committed to: the check says it failed, for the hash and the roll. */
export const SeedNotCommitted: Story = {
  args: { round: tamperedDiceRound },
  play: async ({ globals }) => {
    const dialog = await dialogOf(globals, 'Dice Over/Under')
    await checked(globals, dialog, ['member:bettingRecord.detail.fairness.hashDiffers', 'member:bettingRecord.detail.fairness.differs.roll'], true)
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

/** A house sportsbook parlay: every leg with its match, final score, market, selection, price and outcome, in the book's words. */
export const SportsParlay: Story = {
  args: { round: sportsParlayRound },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await dialogOf(globals, 'กีฬา พอร์ทิโก')
    const legs = await within(dialog).findAllByTestId('record-leg')
    expect(legs).toHaveLength(3)
    await expect(legs[0]).toHaveTextContent('Fernhallow Town')
    await expect(legs[0]).toHaveTextContent('@ 1.92')
    await expect(legs[0]).toHaveTextContent(t('sports:outcome.half-win'))
    await expect(legs[2]).toHaveTextContent('Orrindale FC')
    await expect(dialog).toHaveTextContent(t('sports:bets.parlay', { count: 3 }))
  },
}

/** A sports bet a correction settled again: the leg as it stands now, and the first settlement with what it paid. */
export const SportsCorrected: Story = {
  args: { round: sportsCorrectedRound },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await dialogOf(globals, 'กีฬา พอร์ทิโก')
    await expect(await within(dialog).findByTestId('record-leg')).toHaveTextContent(t('sports:outcome.lose'))
    await expect(within(dialog).getByTestId('record-correction')).toHaveTextContent('185.00')
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
