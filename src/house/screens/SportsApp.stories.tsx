/**
 * The house sportsbook's app as the frame shows it, against a scripted book API (the fixtures of the sports group):
 * the matches with the slip beside them (wide) or behind a button (phone), a bet placed from the slip, the member's
 * bets, and a session that has ended.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../components/layout/fixtures'
import { bookSession, footballList, footballLive, openBets, openMalayBet, settledBets } from '../../components/sports/fixtures'
import type { SportsBet, SportsBetAnswer, SportsSession } from '../../contract/sportsbook'
import { HouseApiError } from '../api'
import type { SportsApi } from '../sports/api'
import { SportsApp } from '../sports/SportsApp'

/**
 * A book API that answers from the fixtures; `session: 'pending'` never answers, a code refuses. A cash-out settles
 * the bet at the offer it was taken at (the balance 1,400.00 plus it), or refuses with `cashOutRefusal`.
 */
function scriptedBook(options: { session?: SportsSession | 'pending' | string; betAnswer?: SportsBetAnswer; cashOutRefusal?: string } = {}): SportsApi {
  const session = options.session ?? bookSession
  let open: SportsBet[] = openBets
  let settled: SportsBet[] = settledBets
  let balance = '1400.00'
  return {
    // Each render opens with a session: the bets as the fixtures have them.
    session: () => {
      open = openBets
      settled = settledBets
      balance = '1400.00'
      return session === 'pending' ? new Promise(() => {}) : typeof session === 'string' ? Promise.reject(new HouseApiError(session, session, 401)) : Promise.resolve(session)
    },
    events: async () => ({ at: footballLive.startsAt, events: footballList }),
    event: async () => ({ at: footballLive.startsAt, event: footballLive }),
    bet: async () => options.betAnswer ?? { bet: openMalayBet, balance: '1400.00', replayed: false },
    bets: async (status) => ({ bets: status === 'open' ? open : settled, total: status === 'open' ? open.length : settled.length, balance }),
    cashOut: async (betId, amount) => {
      if (options.cashOutRefusal) throw new HouseApiError(options.cashOutRefusal, options.cashOutRefusal, 409)
      const taken: SportsBet = { ...open.find((bet) => bet.betId === betId)!, status: 'settled', result: 'won', payout: amount, cashOut: null, cashedOut: true }
      open = open.filter((bet) => bet.betId !== betId)
      settled = [taken, ...settled]
      balance = (Number(balance) + Number(amount)).toFixed(2)
      return { bet: taken, balance, replayed: false }
    },
  }
}

const meta = {
  title: 'Games/House/Screens/SportsApp',
  component: SportsApp,
  args: { api: scriptedBook() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SportsApp>

export default meta
type Story = StoryObj<typeof meta>

/** The session is on its way. */
export const Loading: Story = {
  args: { api: scriptedBook({ session: 'pending' }) },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(storyT(globals)('sports:app.loading'))).toBeVisible()
  },
}

/**
 * The book open on football: the balance, the odds format, live matches first, the slip beside them on a wide screen.
 * No phone picture: the sport tabs' scroll arrows settle on a timing of their own there (SportTabs' stories picture
 * them on a phone alone).
 */
export const Book: Story = {
  parameters: { screenshot: { rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: t('sports:app.sportsbook') })).toBeVisible()
    await expect(await canvas.findByText(footballLive.home)).toBeVisible()
    await expect(canvas.getByRole('tab', { name: t('sports:app.matches') })).toHaveAttribute('aria-selected', 'true')
  },
}

/** A price pressed goes on the slip; a stake typed and the bet placed: the slip shows the book's answer and the new balance. */
export const PlaceABet: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await canvas.findByText(footballLive.home)
    const price = canvas.getAllByRole('button', { pressed: false })[0]
    await userEvent.click(price)
    await waitFor(() => expect(price).toHaveAttribute('aria-pressed', 'true'))
    const stake = await canvas.findByRole('textbox', { name: new RegExp(`${t('sports:slip.stake')}|${t('sports:slip.amountToWin')}`) })
    await userEvent.type(stake, '100')
    await userEvent.click(canvas.getByRole('button', { name: t('sports:slip.place', { count: 1 }) }))
    await waitFor(() => expect(canvasElement).toHaveTextContent('1,400.00'))
  },
}

/** The member's bets: the open ones (a pending in-play bet among them). */
export const MyBets: Story = {
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: t('sports:app.myBets') }))
    await waitFor(() => expect(canvas.getByRole('tab', { name: t('sports:app.myBets') })).toHaveAttribute('aria-selected', 'true'))
    await expect(await canvas.findAllByText(openBets[1].legs[0].home, { exact: false })).not.toHaveLength(0)
  },
}

/** The member's open bets: the Malay single's offer taken (asked once more, then settled): it leaves the open bets, the balance follows. */
export const CashOut: Story = {
  args: { api: scriptedBook() },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: t('sports:app.myBets') }))
    const offer = await canvas.findByRole('button', { name: t('sports:bets.cashOut.offer', { amount: '฿121.40' }) })
    await userEvent.click(offer)
    const accept = canvas.getByRole('button', { name: t('sports:bets.cashOut.accept') })
    await waitFor(() => expect(accept).toHaveFocus())
    await expect(canvasElement).toHaveTextContent(t('sports:bets.cashOut.confirm', { amount: '฿121.40' }))
    await userEvent.click(accept)
    await waitFor(() => expect(canvas.queryByRole('button', { name: t('sports:bets.cashOut.offer', { amount: '฿121.40' }) })).toBeNull())
    await waitFor(() => expect(canvasElement).toHaveTextContent('1,521.40'))
  },
}

/** The offer moved before it was taken: the book's refusal is said where the offer was. */
export const CashOutOfferChanged: Story = {
  args: { api: scriptedBook({ cashOutRefusal: 'sports.cashout.changed' }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: t('sports:app.myBets') }))
    await userEvent.click(await canvas.findByRole('button', { name: t('sports:bets.cashOut.offer', { amount: '฿121.40' }) }))
    await userEvent.click(canvas.getByRole('button', { name: t('sports:bets.cashOut.accept') }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('sports:errors.sports.cashout.changed'))
  },
}

/** The session has ended: the book says so; the player relaunches from the lobby. */
export const SessionEnded: Story = {
  args: { api: scriptedBook({ session: 'sports.session.invalid' }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(await within(canvasElement).findByText(t('sports:errors.sports.session.invalid'))).toBeVisible()
  },
}
