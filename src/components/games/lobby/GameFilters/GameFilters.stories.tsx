import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { GameFilters } from './GameFilters'

const meta = {
  title: 'Games/Lobby/GameFilters',
  component: GameFilters,
  args: { value: 'ALL', member: true, onChange: fn() },
  parameters: { screenshot: { phone: true, rtl: true } },
} satisfies Meta<typeof GameFilters>

export default meta
type Story = StoryObj<typeof meta>

/** A member: all five filters as one toggle group; choosing one reports it, pressing the current one keeps it. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const group = canvas.getByRole('group', { name: t('games:lobby.filters.label') })
    await expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(
      ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'].map((key) => t(`games:lobby.filters.${key}`)),
    )
    await expect(canvas.getByRole('button', { name: t('games:lobby.filters.ALL') })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: t('games:lobby.filters.FAV') }))
    await expect(args.onChange).toHaveBeenLastCalledWith('FAV')
    await userEvent.click(canvas.getByRole('button', { name: t('games:lobby.filters.ALL') }))
    await expect(args.onChange).toHaveBeenCalledOnce()
  },
}

/** A guest: no favourites or recent games to show. */
export const Guest: Story = {
  args: { member: false, value: 'HOT' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('button')).toHaveLength(3)
    await expect(canvas.queryByRole('button', { name: t('games:lobby.filters.FAV') })).toBeNull()
  },
}

/** English. */
export const English: Story = { globals: { language: 'en' }, args: { value: 'RECENT' } }
