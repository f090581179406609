import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { tallFrame } from '../fixtures'
import LanguageSelectMenu from './LanguageSelectMenu'

const meta = {
  title: 'Layout/LanguageSelect/LanguageSelectMenu',
  component: LanguageSelectMenu,
  args: {
    languages: ['th', 'en', 'cn', 'ar'],
    value: 'th',
    onChange: fn(),
    label: 'Language',
    labelId: 'language-menu-label',
    defaultOpen: false,
    autoFocus: false,
  },
  decorators: [tallFrame(360)],
  // LanguageSelect's stories carry the baselines of the control; the open list is a popup over the page.
  parameters: { screenshot: { disable: true } },
} satisfies Meta<typeof LanguageSelectMenu>

export default meta
type Story = StoryObj<typeof meta>

/** The select that replaces the closed control: opening it lists native names; picking one reports its code. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Language' }))
    const english = await screen.findByRole('option', { name: 'English' })
    await expect(english).toHaveAttribute('lang', 'en')
    await userEvent.click(english)
    await expect(args.onChange).toHaveBeenCalledWith('en')
  },
}

/** Asked for before its code arrived: it arrives open and focused, so the same click or key press is not lost. */
export const ArrivesOpen: Story = {
  args: { defaultOpen: true, autoFocus: true },
  play: async () => {
    await expect(await screen.findByRole('listbox')).toBeVisible()
    await userEvent.keyboard('{Escape}')
  },
}
