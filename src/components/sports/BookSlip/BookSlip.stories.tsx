import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import type { SportsLegRequest } from '../../../contract/sportsbook'
import { formatMoney } from '../../games/house/money'
import { storyT } from '../../layout/fixtures'
import { installManualTime, type ManualTime } from '../../primitives/timeSource'
import { bookSession, footballLive, openMalayBet, pendingBet, rejectedBet, sameMatchLegs, slipLegs, SPORTS_NOW, tennisLive } from '../fixtures'
import { PARLAY_STAKE, slipLegKey } from '../slip'
import { BookSlip, type BookSlipProps } from './BookSlip'

/** Keeps the slip's legs, mode, amounts, choice and refusal the way the book's app does, so the slip can be driven. */
function Stateful(args: BookSlipProps) {
  const [legs, setLegs] = useState(args.legs)
  const [mode, setMode] = useState(args.mode)
  const [stakes, setStakes] = useState(args.stakes)
  const [oddsChange, setOddsChange] = useState(args.oddsChange)
  const [refusal, setRefusal] = useState(args.refusal)
  return (
    <BookSlip
      {...args}
      legs={legs}
      mode={mode}
      stakes={stakes}
      oddsChange={oddsChange}
      refusal={refusal}
      onModeChange={(next) => {
        args.onModeChange(next)
        setMode(next)
      }}
      onStakeChange={(key, amount) => {
        args.onStakeChange(key, amount)
        setStakes((current) => ({ ...current, [key]: amount }))
      }}
      onOddsChange={(choice) => {
        args.onOddsChange(choice)
        setOddsChange(choice)
      }}
      onRemove={(key) => {
        args.onRemove(key)
        setLegs((current) => current.filter((leg) => slipLegKey(leg) !== key))
      }}
      onClear={() => {
        args.onClear()
        setLegs([])
      }}
      onAcceptPrices={(prices) => {
        args.onAcceptPrices?.(prices)
        const now = new Map(prices.map((leg) => [`${leg.eventId}|${leg.market}|${leg.selection}`, leg.price]))
        setLegs((current) => current.map((leg) => ({ ...leg, price: now.get(slipLegKey(leg)) ?? leg.price })))
        setRefusal(null)
      }}
    />
  )
}

const meta = {
  title: 'Sports/BookSlip',
  component: BookSlip,
  args: {
    legs: slipLegs,
    format: 'decimal',
    mode: 'single',
    stakes: {},
    oddsChange: 'any',
    session: bookSession,
    onModeChange: fn(),
    onStakeChange: fn(),
    onOddsChange: fn(),
    onRemove: fn(),
    onClear: fn(),
    onPlace: fn(),
    onAcceptPrices: fn(),
  },
  parameters: { now: SPORTS_NOW },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof BookSlip>

export default meta
type Story = StoryObj<typeof meta>

type T = ReturnType<typeof storyT>
type Canvas = ReturnType<typeof within>
/** An amount as the slip writes it, its spaces as toHaveTextContent reads them (Arabic's no-break space is a space). */
const money = (amount: string, language: unknown) => formatMoney(amount, 'THB', typeof language === 'string' ? language : 'th', 2).replace(/\s+/g, ' ')
const legItems = (canvas: Canvas, t: T) => within(canvas.getByRole('list', { name: t('sports:slip.legs') })).getAllByRole('listitem')
const riskToWin = (t: T, language: unknown, risk: string, toWin: string) => t('sports:slip.riskToWin', { risk: money(risk, language), toWin: money(toWin, language) })

let manualTime: ManualTime
function driveTime() {
  manualTime = installManualTime()
  return manualTime.restore
}

const [footballKey, tennisKey, overKey] = slipLegs.map(slipLegKey)

/**
 * Three selections as singles, in decimal: 1.30 and 2.50 in play, 1.80 to come. 100 typed on the first risks 100
 * to win 30 and returns 130, as the totals say; Place sends that one bet at the slip's price and format.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: t('sports:slip.title') })).toBeVisible()
    const items = legItems(canvas, t)
    await expect(items).toHaveLength(3)
    await expect(items[0]).toHaveTextContent('Velmora Athletic')
    await expect(within(items[0]).getByTestId('leg-price')).toHaveTextContent('1.30')
    await expect(within(items[1]).getByTestId('leg-price')).toHaveTextContent('2.50')
    await expect(canvas.queryByTestId('parlay-hint')).toBeNull()
    await expect(canvas.getByRole('button', { name: t('sports:slip.parlay', { legs: 3 }) })).toBeEnabled()

    const field = within(items[0]).getByRole('textbox', { name: t('sports:slip.stake') })
    await userEvent.type(field, '100')
    await expect(args.onStakeChange).toHaveBeenLastCalledWith(footballKey, '100')
    await expect(within(items[0]).getByTestId('leg-terms')).toHaveTextContent(riskToWin(t, globals.language, '100', '30'))
    await expect(within(items[0]).getByTestId('leg-terms')).toHaveTextContent(money('130', globals.language))
    await expect(canvas.getByTestId('slip-total-stake')).toHaveTextContent(money('100', globals.language))
    await expect(canvas.getByTestId('slip-total-return')).toHaveTextContent(money('130', globals.language))

    await userEvent.click(canvas.getByRole('button', { name: t('sports:slip.place', { count: 1 }) }))
    await expect(args.onPlace).toHaveBeenCalledWith([
      { legs: [{ eventId: footballLive.eventId, market: '1x2', selection: 'home', price: 1300 }], stake: '100', oddsFormat: 'decimal', oddsChange: 'any' },
    ])
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/**
 * Malay: at −0.67 (decimal 2.50) the amount typed is what the bet wins, so the field says so and 100 risks 67 to win
 * 100; at 0.30 (1.30) the amount is the stake. Both singles together risk 167 and return 297.
 */
export const MalayToWin: Story = {
  args: { format: 'malay', stakes: { [tennisKey]: '100' } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const items = legItems(canvas, t)
    await expect(within(items[1]).getByTestId('leg-price')).toHaveTextContent('\u22120.67')
    await expect(within(items[1]).getByRole('textbox', { name: t('sports:slip.amountToWin') })).toHaveValue('100')
    await expect(within(items[1]).getByTestId('leg-terms')).toHaveTextContent(riskToWin(t, globals.language, '67', '100'))
    await expect(within(items[1]).getByTestId('leg-terms')).toHaveTextContent(money('167', globals.language))

    await userEvent.type(within(items[0]).getByRole('textbox', { name: t('sports:slip.stake') }), '100')
    await expect(within(items[0]).getByTestId('leg-terms')).toHaveTextContent(riskToWin(t, globals.language, '100', '30'))
    await expect(canvas.getByTestId('slip-total-stake')).toHaveTextContent(money('167', globals.language))
    await expect(canvas.getByTestId('slip-total-return')).toHaveTextContent(money('297', globals.language))
    await userEvent.click(canvas.getByRole('button', { name: t('sports:slip.place', { count: 2 }) }))
    await expect(args.onPlace).toHaveBeenCalledWith([
      expect.objectContaining({ stake: '100', oddsFormat: 'malay', legs: [expect.objectContaining({ market: '1x2', price: 1300 })] }),
      expect.objectContaining({ stake: '100', oddsFormat: 'malay', legs: [expect.objectContaining({ market: 'ml', selection: 'away', price: 2500 })] }),
    ])
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/**
 * Parlay: the toggle makes one bet of the three; its stake is always its risk. 10 returns 10 × 1.30 × 2.50 × 1.80 =
 * 58.50; Place sends the three legs at their prices. Back to singles, each leg has its own amount again.
 */
export const Parlay: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('sports:slip.parlay', { legs: 3 }) }))
    await expect(args.onModeChange).toHaveBeenCalledWith('parlay')
    await expect(canvas.getByRole('button', { name: t('sports:slip.parlay', { legs: 3 }) })).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.queryByRole('textbox', { name: t('sports:slip.stake') })).toBeNull()
    const field = canvas.getByRole('textbox', { name: t('sports:slip.parlayStake') })
    await userEvent.type(field, '10')
    await expect(args.onStakeChange).toHaveBeenLastCalledWith(PARLAY_STAKE, '10')
    await expect(canvas.getByTestId('parlay-terms')).toHaveTextContent(riskToWin(t, globals.language, '10', '48.50'))
    await expect(canvas.getByTestId('slip-total-return')).toHaveTextContent(money('58.50', globals.language))
    await userEvent.click(canvas.getByRole('button', { name: t('sports:slip.placeParlay') }))
    await expect(args.onPlace).toHaveBeenCalledWith([
      {
        legs: [
          { eventId: footballLive.eventId, market: '1x2', selection: 'home', price: 1300 },
          { eventId: tennisLive.eventId, market: 'ml', selection: 'away', price: 2500 },
          { eventId: 'football-2026-03-14-05', market: 'ou:9', selection: 'over', price: 1800 },
        ],
        stake: '10',
        oddsFormat: 'decimal',
        oddsChange: 'any',
      },
    ])
    await userEvent.click(canvas.getByRole('button', { name: t('sports:slip.singles') }))
    await expect(canvas.getAllByRole('textbox', { name: t('sports:slip.stake') })).toHaveLength(3)
    await userEvent.click(canvas.getByRole('button', { name: t('sports:slip.parlay', { legs: 3 }) }))
    await expect(canvas.getByRole('textbox', { name: t('sports:slip.parlayStake') })).toHaveValue('10')
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** Two selections on one match: no parlay, and the slip says why under the toggle. */
export const ParlaySameMatch: Story = {
  args: { legs: sameMatchLegs, mode: 'parlay' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const parlay = canvas.getByRole('button', { name: t('sports:slip.parlay', { legs: 2 }) })
    await expect(parlay).toBeDisabled()
    const why = t('sports:slip.parlayProblem.sameMatch', { match: t('sports:match.versus', { home: 'Velmora Athletic', away: 'Quillbrook United' }) })
    await expect(canvas.getByTestId('parlay-hint')).toHaveTextContent(why)
    await expect(canvas.getByRole('group', { name: t('sports:slip.mode') })).toHaveAccessibleDescription(why)
    await expect(canvas.getByRole('button', { name: t('sports:slip.singles') })).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getAllByRole('textbox', { name: t('sports:slip.stake') })).toHaveLength(2)
  },
}

/** One selection: a parlay needs two. Removing it empties the slip. */
export const OneSelection: Story = {
  args: { legs: slipLegs.slice(0, 1) },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('parlay-hint')).toHaveTextContent(t('sports:slip.parlayProblem.tooFew', { min: 2 }))
    await expect(canvas.getByTestId('slip-total-return')).toHaveTextContent('–')
    const place = canvas.getByRole('button', { name: t('sports:slip.place', { count: 1 }) })
    await expect(place).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(place)
    await expect(args.onPlace).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: t('sports:slip.remove', { name: 'Velmora Athletic' }) }))
    await expect(args.onRemove).toHaveBeenCalledWith(footballKey)
    await expect(canvas.getByText(t('sports:slip.empty'))).toBeVisible()
  },
}

/**
 * What an amount can get wrong, said under its field as it is typed: a risk below the minimum (12 to win at −0.67
 * risks 8.04), above the maximum, a return above the most one bet may pay. Place takes no press meanwhile.
 */
export const StakeProblems: Story = {
  args: { format: 'malay', legs: slipLegs.slice(1, 2), session: { ...bookSession, limits: { ...bookSession.limits, maxPayout: '10000.00' } } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: t('sports:slip.amountToWin') })
    const place = canvas.getByRole('button', { name: t('sports:slip.place', { count: 1 }) })
    const expectProblem = async (typed: string, message: string) => {
      await userEvent.clear(field)
      await userEvent.type(field, typed)
      await expect(field).toHaveAccessibleDescription(message)
      await expect(place).toHaveAttribute('aria-disabled', 'true')
    }
    await expectProblem('12', t('sports:slip.stakeProblem.belowMin', { min: money('10.00', globals.language) }))
    await expectProblem('8000', t('sports:slip.stakeProblem.aboveMax', { max: money('5000.00', globals.language) }))
    await expectProblem('6000', t('sports:slip.stakeProblem.payoutAboveMax', { payout: money('10000.00', globals.language) }))
    await userEvent.click(place)
    await expect(args.onPlace).not.toHaveBeenCalled()
    await userEvent.clear(field)
    await userEvent.type(field, '300')
    await expect(canvas.getByTestId('leg-terms')).toHaveTextContent(riskToWin(t, globals.language, '201', '300'))
    await expect(place).not.toHaveAttribute('aria-disabled')
    field.blur()
  },
}

/** More than the balance: the totals say so, and Place takes no press. */
export const OverBalance: Story = {
  args: { session: { ...bookSession, balance: '50.00' }, stakes: { [footballKey]: '40', [overKey]: '20' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('sports:slip.overBalance', { total: money('60', globals.language), balance: money('50', globals.language) }))
    await expect(canvas.getByRole('button', { name: t('sports:slip.place', { count: 2 }) })).toHaveAttribute('aria-disabled', 'true')
  },
}

/** Nothing on the slip yet. */
export const Empty: Story = {
  args: { legs: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('sports:slip.empty'))).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** The bets are on their way: the button says so and nothing can be changed. */
export const Placing: Story = {
  args: { placing: true, stakes: { [footballKey]: '100' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: t('sports:slip.title') })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: t('sports:slip.placing') })).toHaveAttribute('aria-disabled', 'true')
    for (const field of canvas.getAllByRole('textbox')) await expect(field).toBeDisabled()
    await expect(canvas.getByRole('button', { name: t('sports:slip.clear') })).toBeDisabled()
  },
}

/** Held for the in-play delay: a countdown from the 8 s the book gave (placed 3 s ago, answered in 5), on the components' clock. */
export const Pending: Story = {
  beforeEach: driveTime,
  args: { legs: slipLegs.slice(0, 1), stakes: { [footballKey]: '100' }, placed: [pendingBet] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const answers = canvas.getByRole('list', { name: t('sports:slip.answers') })
    await expect(within(answers).getByRole('status')).toHaveTextContent(t('sports:slip.pending'))
    await expect(within(answers).getByRole('timer')).toHaveAccessibleName(t('sports:slip.pendingLeft', { count: 8 }))
    manualTime.advance(1000)
    await waitFor(() => expect(within(answers).getByRole('timer')).toHaveAccessibleName(t('sports:slip.pendingLeft', { count: 7 })))
  },
}

/** The delay runs out before the answer comes: the slip says it is waiting for it. */
export const PendingAnswer: Story = {
  ...Pending,
  parameters: { screenshot: { disable: true } }, // the same box as Pending with other words
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const timer = within(canvasElement).getByRole('timer')
    manualTime.advance(8000)
    await waitFor(() => expect(timer).toHaveTextContent(t('sports:slip.pendingAnswer')))
  },
}

/** Accepted: its ticket and what it risks and could win, said politely. */
export const Accepted: Story = {
  args: { legs: [], placed: [openMalayBet] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent(t('sports:slip.accepted'))
    await expect(status).toHaveTextContent(t('sports:slip.ticket', { betId: openMalayBet.betId }))
    await expect(status).toHaveTextContent(riskToWin(t, globals.language, '67.00', '100.00'))
  },
}

/** Refused after the delay: the reason, as an alert. */
export const Rejected: Story = {
  args: { legs: slipLegs.slice(0, 1), stakes: { [footballKey]: '200' }, placed: [rejectedBet] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent(t('sports:slip.rejected'))
    await expect(alert).toHaveTextContent(t('sports:errors.sports.price.changed'))
  },
}

const newPrices: SportsLegRequest[] = [
  { eventId: footballLive.eventId, market: '1x2', selection: 'home', price: 1250 },
  { eventId: tennisLive.eventId, market: 'ml', selection: 'away', price: 2500 },
]

/**
 * Refused for new prices: the moved one shows was and now (1.30 → 1.25); Place waits until the player accepts them,
 * and then the slip carries the new price.
 */
export const PriceChanged: Story = {
  args: { stakes: { [footballKey]: '100' }, refusal: { code: 'sports.price.changed', prices: newPrices } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(t('sports:errors.sports.price.changed'))
    const items = legItems(canvas, t)
    await expect(within(items[0]).getByTestId('leg-price')).toHaveTextContent(`${t('sports:slip.priceWas')} 1.30${t('sports:slip.priceNow')} 1.25`)
    await expect(within(items[1]).getByTestId('leg-price')).toHaveTextContent(/^2\.50$/)
    const place = canvas.getByRole('button', { name: t('sports:slip.place', { count: 1 }) })
    await expect(place).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(within(alert).getByRole('button', { name: t('sports:slip.acceptPrices') }))
    await expect(args.onAcceptPrices).toHaveBeenCalledWith(newPrices)
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
    await expect(within(legItems(canvas, t)[0]).getByTestId('leg-price')).toHaveTextContent(/^1\.25$/)
    await expect(within(legItems(canvas, t)[0]).getByTestId('leg-terms')).toHaveTextContent(riskToWin(t, globals.language, '100', '25'))
    await expect(place).not.toHaveAttribute('aria-disabled')
  },
}

/** The price change, before it is accepted. */
export const PriceChangedOpen: Story = {
  ...PriceChanged,
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('button', { name: t('sports:slip.acceptPrices') })).toBeVisible()
  },
}

/** Refused outright for another reason: the book's code in words. */
export const Refused: Story = {
  args: { stakes: { [footballKey]: '100' }, refusal: { code: 'sports.daily.limit.reached' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('sports:errors.sports.daily.limit.reached'))
    await expect(within(canvasElement).queryByRole('button', { name: t('sports:slip.acceptPrices') })).toBeNull()
  },
}

/** A selection whose market is suspended: its price reads suspended, it takes no amount, and no parlay. */
export const SuspendedSelection: Story = {
  args: { legs: [slipLegs[0], { ...slipLegs[1], price: null }] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const items = legItems(canvas, t)
    await expect(within(items[1]).getByTestId('leg-price')).toHaveTextContent(t('sports:slip.suspended'))
    await expect(within(items[1]).getByRole('textbox')).toBeDisabled()
    await expect(canvas.getByTestId('parlay-hint')).toHaveTextContent(t('sports:slip.parlayProblem.unpriced'))
  },
}

/** The odds-change choice by keyboard: Enter opens it, the arrows move, Enter chooses; the bet carries the choice. */
export const OddsChange: Story = {
  args: { stakes: { [overKey]: '50' } },
  parameters: { screenshot: { disable: true } }, // ends as Playground with another choice
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const choice = canvas.getByRole('combobox', { name: t('sports:slip.oddsChange.label') })
    await expect(choice).toHaveTextContent(t('sports:slip.oddsChange.any'))
    choice.focus()
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('listbox')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onOddsChange).toHaveBeenCalledWith('higher')
    await waitFor(() => expect(choice).toHaveFocus())
    await expect(choice).toHaveTextContent(t('sports:slip.oddsChange.higher'))
    await userEvent.click(canvas.getByRole('button', { name: t('sports:slip.place', { count: 1 }) }))
    await expect(args.onPlace).toHaveBeenCalledWith([expect.objectContaining({ stake: '50', oddsChange: 'higher' })])
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** Arabic, right to left, in English words (Arabic has no translation): Malay prices with a parlay of three. */
export const RightToLeft: Story = {
  args: { format: 'malay', mode: 'parlay', stakes: { [PARLAY_STAKE]: '10' } },
  globals: { language: 'ar' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByRole('heading', { name: /Bet slip/ })).toBeVisible()
    // 10 × 1.30 × (1 + 1/0.67) × 1.80 = 58.3253…, rounded down: Malay −0.67 pays a little less than decimal 2.50.
    await expect(canvas.getByTestId('slip-total-return')).toHaveTextContent(money('58.32', globals.language))
  },
}
