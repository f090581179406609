/**
 * The house sportsbook's app as the frame shows it, against a scripted book API (the fixtures of the sports group):
 * the matches with the slip beside them (wide) or behind a button (phone), a bet placed from the slip, the member's
 * bets, and a session that has ended.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../components/layout/fixtures'
import { bookSession, footballList, footballLive, openBets, openMalayBet, settledBets } from '../../components/sports/fixtures'
import type { SportsBetAnswer, SportsSession } from '../../contract/sportsbook'
import { HouseApiError } from '../api'
import type { SportsApi } from '../sports/api'
import { SportsApp } from '../sports/SportsApp'

/** A book API that answers from the fixtures; `session: 'pending'` never answers, a code refuses. */
function scriptedBook(options: { session?: SportsSession | 'pending' | string; betAnswer?: SportsBetAnswer } = {}): SportsApi {
  const session = options.session ?? bookSession
  return {
    session: () =>
      session === 'pending' ? new Promise(() => {}) : typeof session === 'string' ? Promise.reject(new HouseApiError(session, session, 401)) : Promise.resolve(session),
    events: async () => ({ at: footballLive.startsAt, events: footballList }),
    event: async () => ({ at: footballLive.startsAt, event: footballLive }),
    bet: async () => options.betAnswer ?? { bet: openMalayBet, balance: '1400.00', replayed: false },
    bets: async (status) => ({ bets: status === 'open' ? openBets : settledBets, total: 3, balance: '1400.00' }),
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

/** The session has ended: the book says so; the player relaunches from the lobby. */
export const SessionEnded: Story = {
  args: { api: scriptedBook({ session: 'sports.session.invalid' }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(await within(canvasElement).findByText(t('sports:errors.sports.session.invalid'))).toBeVisible()
  },
}
