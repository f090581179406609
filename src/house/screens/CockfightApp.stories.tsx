/**
 * The house cockfighting arena's app as the frame shows it, against a scripted arena API (the fixtures of the
 * cockfight group): the fight with the slip beside it (wide) or in a bottom sheet (phone), a bet placed, a refusal,
 * the member's bets, and a session that has ended.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../components/layout/fixtures'
import { arenaSession, fixedArena, meronBet, nextFight, openBets, poolArena, poolSession, settledBets } from '../../components/cockfight/fixtures'
import type { CockfightArena, CockfightBetRequest, CockfightSession } from '../../contract/cockfight'
import { HouseApiError } from '../api'
import type { CockfightApi } from '../cockfight/api'
import { CockfightApp } from '../cockfight/CockfightApp'

interface Script {
  session?: CockfightSession | 'pending' | string
  arena?: CockfightArena
  /** A code the bet is refused with. */
  betRefusal?: string
}

/**
 * An arena API that answers from the fixtures; `session: 'pending'` never answers, a code refuses. `placed` keeps the
 * bets asked for; `moveOn` makes the next reads answer another arena (the next fight's slot).
 */
function scriptedArena(script: Script = {}): CockfightApi & { placed: CockfightBetRequest[]; moveOn: (arena: CockfightArena) => void } {
  const session = script.session ?? arenaSession
  const placed: CockfightBetRequest[] = []
  let now = script.arena ?? fixedArena
  return {
    placed,
    moveOn: (arena) => {
      now = arena
    },
    session: () =>
      session === 'pending' ? new Promise(() => {}) : typeof session === 'string' ? Promise.reject(new HouseApiError(session, session, 401)) : Promise.resolve(session),
    arena: async () => now,
    bet: async (bet) => {
      placed.push(bet)
      if (script.betRefusal) throw new HouseApiError(script.betRefusal, script.betRefusal, 409)
      return { bet: { ...meronBet, stake: bet.stake, risk: bet.stake, potentialReturn: (Number(bet.stake) * 1.8).toFixed(2) }, balance: '1400.00', replayed: false }
    },
    bets: async (status) => ({ bets: status === 'open' ? openBets : settledBets, total: 4, balance: '1500.00' }),
  }
}

const meta = {
  title: 'Games/House/Screens/CockfightApp',
  component: CockfightApp,
  args: { api: scriptedArena() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CockfightApp>

export default meta
type Story = StoryObj<typeof meta>

/** The session is on its way. */
export const Loading: Story = {
  args: { api: scriptedArena({ session: 'pending' }) },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(storyT(globals)('cockfight:app.loading'))).toBeVisible()
  },
}

/** The arena at fixed odds, fight 241 open: the fight, the board, the road, and the empty slip beside them. */
export const Arena: Story = {
  parameters: { screenshot: { rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: t('cockfight:app.title') })).toBeVisible()
    await expect(await canvas.findByRole('heading', { level: 2, name: t('cockfight:fight.number', { fight: 241 }) })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: t('cockfight:app.arena') })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByText(t('cockfight:slip.empty'))).toBeVisible()
  },
}

/** Meron pressed, 100 typed and placed: the bet asked for fight 241 with a fresh key, the slip says it was taken, the balance follows. */
export const PlaceABet: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`^${t('cockfight:selection.meron')}`) }))
    await userEvent.type(await canvas.findByRole('textbox', { name: t('cockfight:slip.stake') }), '100')
    await userEvent.click(canvas.getByRole('button', { name: t('cockfight:slip.place') }))
    await expect(await canvas.findByTestId('slip-placed')).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('arena-balance')).toHaveTextContent('1,400.00'))
    const api = args.api as ReturnType<typeof scriptedArena>
    await expect(api.placed.at(-1)).toMatchObject({ fightId: fixedArena.current.fightId, selection: 'meron', stake: '100' })
    await expect(api.placed.at(-1)?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/**
 * A phone: Wala pressed opens the slip as a bottom sheet with the amount focused; Escape closes it and focus goes
 * back to Wala. The sheet open is the picture.
 */
export const PhoneSlip: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { api: scriptedArena({ arena: poolArena, session: poolSession }) },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const wala = await canvas.findByRole('button', { name: new RegExp(`^${t('cockfight:selection.wala')}`) })
    await userEvent.click(wala)
    const sheet = await screen.findByRole('dialog', { name: t('cockfight:slip.title') })
    await waitFor(() => expect(within(sheet).getByRole('textbox', { name: t('cockfight:slip.stake') })).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(wala).toHaveFocus())
    await expect(canvas.getByRole('button', { name: t('cockfight:app.slipButton', { selection: t('cockfight:selection.wala') }) })).toBeVisible()
  },
}

/** The phone's sheet open on a pool bet, photographed. */
export const PhoneSlipOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { api: scriptedArena({ arena: poolArena, session: poolSession }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`^${t('cockfight:selection.meron')}`) }))
    const sheet = await screen.findByRole('dialog', { name: t('cockfight:slip.title') })
    await userEvent.type(within(sheet).getByRole('textbox', { name: t('cockfight:slip.stake') }), '200')
    await expect(within(sheet).getByTestId('slip-terms')).toBeVisible()
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** Fight 242's slot begins with Meron still on the slip for fight 241: the slip empties, so nothing meant for 241 lands on 242. */
export const NextFightEmptiesTheSlip: Story = {
  args: { api: scriptedArena() },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`^${t('cockfight:selection.meron')}`) }))
    await expect(await canvas.findByTestId('slip-selection')).toHaveTextContent(t('cockfight:fight.number', { fight: 241 }))
    const api = args.api as ReturnType<typeof scriptedArena>
    api.moveOn({ ...fixedArena, current: { ...nextFight, phase: 'open' }, next: { ...nextFight, fightId: '2026-03-14-243', fight: 243 } })
    await expect(await canvas.findByText(t('cockfight:slip.empty'))).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: t('cockfight:fight.number', { fight: 242 }) })).toBeVisible()
  },
}

/** The arena refused the bet: the reason, translated, as an alert in the slip. */
export const Refused: Story = {
  args: { api: scriptedArena({ betRefusal: 'sports.cockfight.betting.closed' }) },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`^${t('cockfight:selection.draw')}`) }))
    await userEvent.type(await canvas.findByRole('textbox', { name: t('cockfight:slip.stake') }), '50')
    await userEvent.click(canvas.getByRole('button', { name: t('cockfight:slip.place') }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('sports:errors.sports.cockfight.betting.closed'))
  },
}

/** The member's bets: the open ones first. */
export const MyBets: Story = {
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: t('cockfight:app.myBets') }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4))
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** The session has ended: the arena says so; the player relaunches from the lobby. */
export const SessionEnded: Story = {
  args: { api: scriptedArena({ session: 'sports.session.invalid' }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(await within(canvasElement).findByText(t('cockfight:errors.sessionEnded'))).toBeVisible()
  },
}
