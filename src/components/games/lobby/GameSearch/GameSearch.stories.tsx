import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { GameSearch, SEARCH_DEBOUNCE_MS } from './GameSearch'

const meta = {
  title: 'Games/Lobby/GameSearch',
  component: GameSearch,
  args: { value: '', onSearch: fn() },
  parameters: { screenshot: { rtl: true } },
} satisfies Meta<typeof GameSearch>

export default meta
type Story = StoryObj<typeof meta>

/** A labelled search field: it searches once typing pauses, not at every letter. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('search')).toBeVisible()
    const field = canvas.getByRole('searchbox', { name: t('games:lobby.search.label') })
    await userEvent.type(field, 'koi')
    await expect(args.onSearch).not.toHaveBeenCalled()
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('koi'), { timeout: SEARCH_DEBOUNCE_MS * 4 })
    await expect(args.onSearch).toHaveBeenCalledOnce()
    await userEvent.clear(field)
    field.blur()
  },
}

/** Enter searches at once; the clear button empties it and searches again for everything. */
export const EnterAndClear: Story = {
  args: { value: 'drake' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const field = canvas.getByRole('searchbox', { name: t('games:lobby.search.label') })
    await expect(field).toHaveValue('drake')
    await userEvent.type(field, ' kiln{Enter}')
    await expect(args.onSearch).toHaveBeenCalledWith('drake kiln')
    await userEvent.click(canvas.getByRole('button', { name: t('games:lobby.search.clear') }))
    await expect(args.onSearch).toHaveBeenLastCalledWith('')
    await expect(field).toHaveValue('')
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2))
    await expect(args.onSearch).toHaveBeenCalledTimes(2)
    field.blur()
  },
}

/** English, with a search in it. */
export const English: Story = { globals: { language: 'en' }, args: { value: 'Rocket' } }
