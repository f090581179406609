import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import CrashGame from '../games/CrashGame'
import { storyT, withoutMarkup } from '../../components/layout/fixtures'
import { crashMultiplierAt, crashText } from '../../components/games/house/crash'
import { formatMoney } from '../../components/games/house/money'
import {
  at,
  crashBetting,
  crashBettingOver,
  crashCashOutAnswer,
  crashCrashed,
  crashHistory,
  crashInFlight,
  crashMine,
  crashPlaced,
  crashSession,
  crashSnapshot,
  crashState,
} from '../../components/games/house/tableFixtures'
import { storyApi } from './storyApi'

/** The story's language (the toolbar's), for multipliers and amounts written the way the screen writes them. */
const languageOf = (globals: Record<string, unknown>) => (typeof globals.language === 'string' ? globals.language : 'th')
const calls = (api: unknown) => (api as ReturnType<typeof storyApi>).calls

/** A stake of 10.00 on round 318 (no auto cash-out), the balance after it. */
const staked = crashMine('10.00')
/** 10 s into the flight of round 318: 1.82×. */
const flying = crashInFlight(10_000)


const meta = {
  title: 'Games/House/Screens/CrashGame',
  component: CrashGame,
  args: {
    session: crashSession,
    api: storyApi({ events: [{ state: crashBetting }], tables: [crashSnapshot()], crashBets: [crashPlaced()] }),
    table: { settleRetryMs: 20, reconnectMs: 60_000 },
  },
  // The clock stands still: each state the table sends sets the screen's time (its serverTime), and the flight is
  // drawn at that moment (10 s in: 1.82×), so the multiplier only moves when the story sends a later state.
  parameters: { layout: 'fullscreen', now: at(0) },
} satisfies Meta<typeof CrashGame>

export default meta
type Story = StoryObj<typeof meta>

/** Before the table's first round arrives: waiting, nothing to press. */
export const Connecting: Story = {
  args: { api: storyApi({ events: [] }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(t('house:table.connecting'))).toBeVisible()
    await expect(canvas.getByTestId('table-phase')).toHaveTextContent(t('house:crash.waiting'))
    await expect(canvas.getByRole('button', { name: t('house:crash.waitNext') })).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('textbox', { name: t('house:crash.stake') })).toBeDisabled()
  },
}

/** Betting open, 5 s to take-off: the stake at the table's least, the history of the last flights. */
export const Betting: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const language = languageOf(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(t('house:crash.placeBet'))).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent('5')
    await expect(canvas.getByTestId('crash-countdown')).toHaveTextContent(t('house:crash.seconds', { count: 5 }))
    await expect(canvas.getByTestId('table-round')).toHaveTextContent(t('house:table.round', { roundNo: 318 }))
    const history = canvas.getByRole('list', { name: t('house:crash.history') })
    await expect(within(history).getAllByRole('listitem')).toHaveLength(crashHistory.length - 1)
    await expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(crashText(112, language))
    await expect(canvas.getByRole('textbox', { name: t('house:crash.stake') })).toHaveValue('1.00')
    await expect(canvas.getByRole('button', { name: t('house:crash.bet', { stake: '฿1.00' }) })).not.toHaveAttribute('aria-disabled')
    await expect(canvas.getByRole('switch', { name: t('house:crash.auto') })).not.toBeChecked()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/**
 * A stake typed (20, then halved to 10), the auto cash-out switched on with the keyboard and set to 2.5×, the bet
 * pressed with Enter: the stake is on the coming flight, nothing can be changed, the balance shows it, it is said.
 */
export const BetPlaced: Story = {
  args: { api: storyApi({ events: [{ state: crashBetting }], tables: [crashSnapshot()], crashBets: [crashPlaced('10.00', '1240.00', 250)] }) },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const language = languageOf(globals)
    const canvas = within(canvasElement)
    await canvas.findByText(t('house:crash.placeBet'))
    const stake = canvas.getByRole('textbox', { name: t('house:crash.stake') })
    await userEvent.clear(stake)
    await userEvent.type(stake, '20')
    await expect(canvas.getByRole('button', { name: t('house:crash.bet', { stake: '฿20.00' }) })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: `½ ${t('house:crash.halfStake')}` }))
    await expect(stake).toHaveValue('10.00')
    const auto = canvas.getByRole('switch', { name: t('house:crash.auto') })
    auto.focus()
    await userEvent.keyboard(' ')
    await expect(auto).toBeChecked()
    const target = canvas.getByRole('textbox', { name: t('house:crash.autoAt') })
    await expect(target).toHaveValue('2.00')
    await userEvent.clear(target)
    await userEvent.type(target, '2.5')
    const bet = canvas.getByRole('button', { name: t('house:crash.bet', { stake: '฿10.00' }) })
    bet.focus()
    await userEvent.keyboard('{Enter}')
    const placed = await canvas.findByRole('button', { name: t('house:crash.placed', { stake: '฿10.00' }) })
    await expect(placed).toHaveAttribute('aria-disabled', 'true')
    await expect(calls(args.api).bets).toEqual([{ roundNo: 318, stake: '10.00', autoCashOut: 250 }])
    await expect(canvas.getByTestId('crash-auto-set')).toHaveTextContent(withoutMarkup(t('house:crash.autoSet', { multiplier: crashText(250, language) })))
    await expect(canvas.getByTestId('house-balance')).toHaveTextContent('฿1,240.00')
    await expect(stake).toBeDisabled()
    await expect(auto).toBeDisabled()
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${t('house:announce.crashBet', { amount: '฿10.00' })} ${t('house:announce.balance', { balance: '฿1,240.00' })}`,
    )
    // Pressed again: nothing more is sent.
    await userEvent.click(placed)
    await expect(calls(args.api).crashBets).toBe(1)
  },
}

/** The flight climbs (1.12×, 1.43×, 1.82× as the table's clock moves on), and so does what cashing out pays. */
export const InFlight: Story = {
  args: {
    api: storyApi({
      events: [{ state: crashInFlight(2_000) }, { state: crashInFlight(6_000), after: 600 }, { state: flying, after: 600 }],
      tables: [crashSnapshot(crashInFlight(2_000), staked, '1240.00')],
    }),
  },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const language = languageOf(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(t('house:crash.inFlight'))).toBeVisible()
    for (const ms of [2_000, 6_000, 10_000]) {
      const multiplier = crashMultiplierAt(ms)
      const pays = formatMoney(((10 * multiplier) / 100).toFixed(2), 'THB', language, 2)
      await waitFor(() => expect(canvas.getByTestId('crash-multiplier')).toHaveTextContent(crashText(multiplier, language)), { timeout: 2_000 })
      await expect(canvas.getByRole('button', { name: t('house:crash.cashOut', { amount: pays }) })).not.toHaveAttribute('aria-disabled')
    }
    await expect(canvas.getByTestId('crash-multiplier')).toHaveTextContent(crashText(182, language))
    await expect(canvas.getByRole('textbox', { name: t('house:crash.stake') })).toBeDisabled()
  },
}

/** Cash out pressed with the keyboard at 1.82×: ฿18.20 paid at once, the mark on the curve, the payout said. */
export const CashedOut: Story = {
  args: { api: storyApi({ events: [{ state: flying }], tables: [crashSnapshot(flying, staked, '1240.00')], cashOuts: [crashCashOutAnswer] }) },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const language = languageOf(globals)
    const canvas = within(canvasElement)
    const cashOut = await canvas.findByRole('button', { name: t('house:crash.cashOut', { amount: '฿18.20' }) })
    cashOut.focus()
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByTestId('crash-cashed-out')).toHaveTextContent(withoutMarkup(t('house:crash.cashedOutAt', { multiplier: crashText(182, language) })))
    const done = canvas.getByRole('button', { name: new RegExp(`^${t('house:crash.cashedOut')}`) })
    await expect(done).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByTestId('house-balance')).toHaveTextContent('฿1,258.20')
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${t('house:announce.cashedOut', { multiplier: crashText(182, language), amount: '฿18.20' })} ${t('house:announce.balance', { balance: '฿1,258.20' })}`,
    )
    await userEvent.keyboard(' ')
    await userEvent.click(done)
    await expect(calls(args.api).cashOuts).toBe(1)
  },
}

/**
 * The auto cash-out at 1.50×: under it (1.43×) the line is ahead and cash out is still offered; once the flight
 * passes it (1.82×) the member is out at 1.50× without pressing anything (the server pays it after the flight).
 */
export const AutoCashOutHit: Story = {
  args: {
    api: storyApi({
      events: [{ state: crashInFlight(6_000) }, { state: flying, after: 800 }],
      tables: [crashSnapshot(crashInFlight(6_000), crashMine('10.00', { autoCashOut: 150 }), '1240.00')],
    }),
  },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const language = languageOf(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: t('house:crash.cashOut', { amount: '฿14.30' }) })).toBeVisible()
    await expect(canvas.getByTestId('crash-auto-set')).toHaveTextContent(withoutMarkup(t('house:crash.autoSet', { multiplier: crashText(150, language) })))
    await expect(await canvas.findByTestId('crash-cashed-out', {}, { timeout: 2_000 })).toHaveTextContent(
      withoutMarkup(t('house:crash.cashedOutAt', { multiplier: crashText(150, language) })),
    )
    await expect(canvas.getByRole('button', { name: new RegExp(`^${t('house:crash.cashedOut')}`) })).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByTestId('crash-multiplier')).toHaveTextContent(crashText(182, language))
    await expect(calls(args.api).cashOuts).toBe(0)
  },
}

/**
 * The flight crashes at 2.37× with the stake still on: red, no win, said with the balance once the server has
 * settled (the screen asks for the snapshot again until it says what the stake paid).
 */
export const CrashedLoss: Story = {
  args: {
    api: storyApi({
      events: [{ state: flying }, { state: crashCrashed, after: 600 }],
      tables: [crashSnapshot(flying, staked, '1240.00'), crashSnapshot(crashCrashed, crashMine('10.00', { payout: '0.00' }), '1240.00')],
    }),
  },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const language = languageOf(globals)
    const canvas = within(canvasElement)
    await canvas.findByRole('button', { name: t('house:crash.cashOut', { amount: '฿18.20' }) })
    await expect(await canvas.findByText(t('house:crash.crashed'), {}, { timeout: 2_000 })).toBeVisible()
    await expect(canvas.getByTestId('crash-multiplier')).toHaveTextContent(crashText(237, language))
    await expect(await canvas.findByTestId('crash-result')).toHaveTextContent(t('house:crash.lost'))
    await expect(canvas.getByRole('button', { name: t('house:crash.waitNext') })).toHaveAttribute('aria-disabled', 'true')
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        [t('house:announce.crashed', { multiplier: crashText(237, language) }), t('house:announce.noWin'), t('house:announce.balance', { balance: '฿1,240.00' })].join(' '),
      ),
    )
    await expect(calls(args.api).tables).toBe(2)
  },
}

/**
 * The result: crashed at 2.37×, the member's auto cash-out at 1.50× paid ฿15.00, the next flight counting down, and
 * the strip of the last crash points (this one joins it once the next round has begun).
 */
export const Result: Story = {
  args: {
    api: storyApi({
      events: [{ state: crashCrashed }],
      tables: [crashSnapshot(crashCrashed, crashMine('10.00', { autoCashOut: 150, payout: '15.00' }), '1255.00')],
    }),
  },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const language = languageOf(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByTestId('crash-result')).toHaveTextContent(t('house:crash.won', { amount: '฿15.00' }))
    await expect(canvas.getByTestId('table-phase')).toHaveTextContent(t('house:crash.nextRound'))
    await expect(canvas.getByRole('timer')).toHaveTextContent('3')
    await expect(canvas.getByTestId('crash-cashed-out')).toHaveTextContent(withoutMarkup(t('house:crash.cashedOutAt', { multiplier: crashText(150, language) })))
    const pills = within(canvas.getByRole('list', { name: t('house:crash.history') })).getAllByRole('listitem')
    await expect(pills.map((pill) => pill.textContent)).toEqual(crashHistory.slice(1).map((point) => crashText(point, language)))
    await expect(canvas.getByTestId('house-balance')).toHaveTextContent('฿1,255.00')
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        [t('house:announce.crashed', { multiplier: crashText(237, language) }), t('house:announce.win', { amount: '฿15.00' }), t('house:announce.balance', { balance: '฿1,255.00' })].join(
          ' ',
        ),
      ),
    )
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** The table's clock has reached take-off before the flight is sent: betting is closed, nothing to press. */
export const BettingClosed: Story = {
  args: { api: storyApi({ events: [{ state: crashBettingOver }], tables: [crashSnapshot(crashBettingOver)] }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(t('house:crash.closed'))).toBeVisible()
    await expect(canvas.queryByRole('timer')).toBeNull()
    await expect(canvas.getByRole('button', { name: t('house:crash.waitNext') })).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('textbox', { name: t('house:crash.stake') })).toBeDisabled()
  },
}

/** The bet reached the table after betting closed: said, and the bet can be tried on the next flight. */
export const BetTooLate: Story = {
  args: { api: storyApi({ events: [{ state: crashBetting }], tables: [crashSnapshot()], crashBets: [{ fail: 'house.betting.closed' }] }) },
  parameters: { screenshot: { disable: true } /* looks as InsufficientBalance does, with another message */ },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await canvas.findByText(t('house:crash.placeBet'))
    await userEvent.click(canvas.getByRole('button', { name: t('house:crash.bet', { stake: '฿1.00' }) }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('house:error.bettingClosed'))
    await expect(canvas.getByRole('status')).toHaveTextContent(t('house:error.bettingClosed'))
    await expect(calls(args.api).bets).toEqual([{ roundNo: 318, stake: '1.00' }])
    await expect(canvas.getByTestId('house-balance')).toHaveTextContent('฿1,250.00')
  },
}

/** The wallet cannot cover the stake typed: said under the controls, the stake left as it was. */
export const InsufficientBalance: Story = {
  args: { api: storyApi({ events: [{ state: crashBetting }], tables: [crashSnapshot(crashBetting, null, '5.00')], crashBets: [{ fail: 'house.balance.insufficient' }] }) },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await canvas.findByText(t('house:crash.placeBet'))
    const stake = canvas.getByRole('textbox', { name: t('house:crash.stake') })
    await userEvent.clear(stake)
    await userEvent.type(stake, '10')
    await userEvent.click(canvas.getByRole('button', { name: t('house:crash.bet', { stake: '฿10.00' }) }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('house:error.balanceInsufficient'))
    await expect(calls(args.api).bets).toEqual([{ roundNo: 318, stake: '10' }])
    await expect(stake).toBeEnabled()
    await expect(canvas.getByTestId('house-balance')).toHaveTextContent('฿5.00')
  },
}

/** Cash out pressed just as the flight crashed: the server says betting is closed, the screen says too late. */
export const CashOutTooLate: Story = {
  args: { api: storyApi({ events: [{ state: flying }], tables: [crashSnapshot(flying, staked, '1240.00')], cashOuts: [{ fail: 'house.betting.closed' }] }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: t('house:crash.cashOut', { amount: '฿18.20' }) }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('house:crash.tooLate'))
    await expect(canvas.getByRole('status')).toHaveTextContent(t('house:crash.tooLate'))
    await expect(canvas.getByTestId('house-balance')).toHaveTextContent('฿1,240.00')
  },
}

/** The wallet did not answer the cash-out: said, and cash out can be pressed again (the second time it pays). */
export const CashOutUnavailable: Story = {
  args: {
    api: storyApi({ events: [{ state: flying }], tables: [crashSnapshot(flying, staked, '1240.00')], cashOuts: [{ fail: 'house.unavailable' }, crashCashOutAnswer] }),
  },
  parameters: { screenshot: { disable: true } /* the alert looks as CashOutTooLate's, with another message */ },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const cashOut = await canvas.findByRole('button', { name: t('house:crash.cashOut', { amount: '฿18.20' }) })
    await userEvent.click(cashOut)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('house:error.unavailable'))
    await userEvent.click(canvas.getByRole('button', { name: t('house:crash.cashOut', { amount: '฿18.20' }) }))
    await expect(await canvas.findByRole('button', { name: new RegExp(`^${t('house:crash.cashedOut')}`) })).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(calls(args.api).cashOuts).toBe(2)
  },
}

/** The stream broke in flight: the flight stays on screen with a warning while the browser reconnects. */
export const Reconnecting: Story = {
  args: { api: storyApi({ events: [{ state: flying }, { interrupt: true, after: 10 }], tables: [crashSnapshot(flying, staked, '1240.00')] }) },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(t('house:table.reconnecting'))).toBeVisible()
    await expect(canvas.getByTestId('crash-multiplier')).toHaveTextContent(crashText(182, languageOf(globals)))
  },
}

/** The session ended: the stream is refused and the snapshot says why. */
export const SessionEnded: Story = {
  args: { api: storyApi({ events: [{ close: true, after: 5 }], tables: [{ fail: 'house.session.invalid' }] }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('house:error.sessionInvalid'))
    await expect(canvas.queryByRole('button', { name: /./ })).toBeNull()
  },
}

/** A trial account in English, betting: the bar says it is play credit. */
export const TrialEnglish: Story = {
  args: { session: { ...crashSession, trial: true, balance: '100000.00' }, api: storyApi({ events: [{ state: crashBetting }], tables: [crashSnapshot(crashBetting, null, '100000.00')] }) },
  globals: { language: 'en' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(t('house:bar.playBalance'))).toBeVisible()
    await expect(canvas.getByTestId('house-balance')).toHaveTextContent('฿100,000.00')
    await expect(canvas.getByRole('button', { name: 'Bet ฿1.00' })).toBeVisible()
  },
}

/** Arabic (English words, right to left, Arabic digits): in flight at 1.82× with the auto cash-out line at 3×. */
export const RightToLeft: Story = {
  args: { api: storyApi({ events: [{ state: flying }], tables: [crashSnapshot(flying, crashMine('10.00', { autoCashOut: 300 }), '1240.00')] }) },
  globals: { language: 'ar' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByTestId('crash-multiplier')).toHaveTextContent(crashText(182, 'ar'))
    await expect(canvas.getByRole('button', { name: t('house:crash.cashOut', { amount: formatMoney('18.20', 'THB', 'ar', 2) }) })).toBeVisible()
    await expect(canvas.getByTestId('crash-auto-set')).toHaveTextContent(withoutMarkup(t('house:crash.autoSet', { multiplier: crashText(300, 'ar') })))
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
  },
}

/** A 360 px phone in English, betting with the auto cash-out on: everything fits, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { language: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await canvas.findByText(t('house:crash.placeBet'))
    await userEvent.click(canvas.getByRole('switch', { name: t('house:crash.auto') }))
    await expect(canvas.getByRole('textbox', { name: t('house:crash.autoAt') })).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('house:crash.bet', { stake: '฿1.00' }) })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    // Photographed without the switch's focus ring.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  },
}

/**
 * A whole round: a stake of 10 (typed) with Enter, take-off, cash out with Space at 1.82×, the crash at 2.37×
 * with the payout shown, and the next round, whose history now starts with this flight.
 */
export const WholeRound: Story = {
  args: {
    api: storyApi({
      events: [
        { state: crashBetting },
        { state: flying, after: 1_200 },
        { state: crashCrashed, after: 1_500 },
        { state: crashState('betting', 2_000, 319), after: 800 },
      ],
      tables: [crashSnapshot()],
      crashBets: [crashPlaced()],
      cashOuts: [crashCashOutAnswer],
    }),
  },
  parameters: { screenshot: { disable: true } /* each step is a state shown by the stories above */ },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const language = languageOf(globals)
    const canvas = within(canvasElement)
    await canvas.findByText(t('house:crash.placeBet'))
    const stake = canvas.getByRole('textbox', { name: t('house:crash.stake') })
    await userEvent.clear(stake)
    await userEvent.type(stake, '10{Tab}')
    // Tab goes on past ½ and ×2 and the switch to the bet button.
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: t('house:crash.bet', { stake: '฿10.00' }) })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByRole('button', { name: t('house:crash.placed', { stake: '฿10.00' }) })).toBeVisible()
    const cashOut = await canvas.findByRole('button', { name: t('house:crash.cashOut', { amount: '฿18.20' }) }, { timeout: 2_000 })
    cashOut.focus()
    await userEvent.keyboard(' ')
    await expect(await canvas.findByRole('button', { name: new RegExp(`^${t('house:crash.cashedOut')}`) })).toBeVisible()
    await expect(await canvas.findByTestId('crash-result', {}, { timeout: 2_000 })).toHaveTextContent(t('house:crash.won', { amount: '฿18.20' }))
    await expect(canvas.getByTestId('crash-multiplier')).toHaveTextContent(crashText(237, language))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('house:announce.crashed', { multiplier: crashText(237, language) })))
    await waitFor(() => expect(canvas.getByTestId('table-round')).toHaveTextContent(t('house:table.round', { roundNo: 319 })), { timeout: 2_000 })
    const pills = within(canvas.getByRole('list', { name: t('house:crash.history') })).getAllByRole('listitem')
    await expect(pills[0]).toHaveTextContent(crashText(237, language))
    await expect(canvas.getByRole('button', { name: t('house:crash.bet', { stake: '฿10.00' }) })).not.toHaveAttribute('aria-disabled')
    await expect(canvas.getByTestId('house-balance')).toHaveTextContent('฿1,258.20')
    await expect(calls(args.api)).toMatchObject({ crashBets: 1, cashOuts: 1, tables: 1, bets: [{ roundNo: 318, stake: '10' }] })
  },
}
