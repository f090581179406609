import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { GAME_SCREENS, HouseApp } from '../HouseApp'
import { storyT } from '../../components/layout/fixtures'
import { diceSession, koiSession } from '../../components/games/house/fixtures'
import { storyApi } from './storyApi'

const meta = {
  title: 'Games/House/Screens/HouseApp',
  component: HouseApp,
  args: { api: storyApi({ session: [koiSession] }), gameId: 'koi-terrace' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HouseApp>

export default meta
type Story = StoryObj<typeof meta>

/** The session is on its way. */
export const Loading: Story = {
  args: { api: storyApi({ session: 'pending' }) },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('house:app.loading'))
  },
}

/** A slots session: the slots screen, loaded as its own chunk. */
export const Slots: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(await within(canvasElement).findByRole('button', { name: t('house:slots.spin') })).toBeVisible()
  },
}

/** A dice session: the dice screen. */
export const Dice: Story = {
  args: { api: storyApi({ session: [diceSession] }), gameId: 'dice' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(await within(canvasElement).findByRole('slider', { name: t('house:dice.target') })).toBeVisible()
  },
}

/** A game type this build of the frame has no screen for (a newer server's game): it opens soon. */
export const ComingSoon: Story = {
  args: {
    api: storyApi({ session: [{ ...koiSession, game: { ...koiSession.game, gameId: 'crash', gameType: 'crash', name: 'Rocket Crash' }, slots: undefined }] }),
    gameId: 'crash',
    screens: { slots: GAME_SCREENS.slots, dice: GAME_SCREENS.dice },
  },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(storyT(globals)('house:app.soonTitle'))).toBeVisible()
  },
}

/** The session has ended: the player must relaunch from the lobby, so there is no retry. */
export const SessionEnded: Story = {
  args: { api: storyApi({ session: [{ fail: 'house.session.invalid' }] }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('house:error.sessionInvalid'))
    await expect(canvas.queryByRole('button', { name: t('house:app.retry') })).toBeNull()
  },
}

/** The API could not be reached: a retry, which opens the game. */
export const NetworkFailure: Story = {
  args: { api: storyApi({ session: [{ fail: 'house.network' }, koiSession] }) },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('house:error.network'))
  },
}

/** Retry after a network failure opens the game. */
export const RetryOpens: Story = {
  args: { api: storyApi({ session: [{ fail: 'house.network' }, koiSession] }) },
  parameters: { screenshot: { disable: true } /* ends on the slots screen, which the Slots story shows */ },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: t('house:app.retry') }))
    await expect(await canvas.findByRole('button', { name: t('house:slots.spin') })).toBeVisible()
  },
}

/** A session for another game than the frame's address names: refused as an ended session. */
export const WrongGame: Story = {
  args: { gameId: 'kiln-drake' },
  parameters: { screenshot: { disable: true } /* looks like SessionEnded */ },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyT(globals)('house:error.sessionInvalid'))
  },
}
