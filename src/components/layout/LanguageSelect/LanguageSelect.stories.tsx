import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { demoMerchant, storyT, tallFrame } from '../fixtures'
import { LanguageSelect } from './LanguageSelect'

const meta = {
  title: 'Layout/LanguageSelect',
  component: LanguageSelect,
  args: { languages: demoMerchant.languages.selectable, value: 'th', onChange: fn() },
} satisfies Meta<typeof LanguageSelect>

export default meta
type Story = StoryObj<typeof meta>

/** The demo brand's 31 selectable languages, each by its own name. */
export const Playground: Story = {}

/** Opening the list shows native names, each marked with its language; picking one reports its code. */
export const PickLanguage: Story = {
  decorators: [tallFrame(420)],
  parameters: { screenshot: { disable: true } }, // the open list is a long popup over the page; Playground covers the look
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: t('layout:language.label') }))
    const chinese = await screen.findByRole('option', { name: '简体中文' })
    await expect(chinese).toHaveAttribute('lang', 'zh-CN')
    await expect(screen.getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar')
    await userEvent.click(chinese)
    await expect(args.onChange).toHaveBeenCalledWith('cn')
  },
}

/**
 * From the keyboard: Tab reaches the control and it keeps focus while MUI's Select takes over from the first
 * screen's closed control; an arrow key opens the list on the language in use.
 */
export const KeyboardOpen: Story = {
  decorators: [tallFrame(420)],
  parameters: { screenshot: { disable: true } }, // the open list is a long popup over the page; Playground covers the look
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const combobox = () => within(canvasElement).getByRole('combobox', { name: t('layout:language.label') })
    await userEvent.tab()
    await expect(combobox()).toHaveFocus()
    // MUI's Select arrives in place of the closed control (its list is still closed), focused.
    await waitFor(() => expect(canvasElement.querySelector('input.MuiSelect-nativeInput')).not.toBeNull())
    await expect(combobox()).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(await screen.findByRole('listbox')).toBeVisible()
    await expect(screen.getByRole('option', { name: 'ไทย' })).toHaveAttribute('aria-selected', 'true')
  },
}

/** A brand offering three languages, in the side menu's full width. */
export const ThreeLanguages: Story = {
  args: { languages: ['th', 'en', 'cn'], value: 'en', fullWidth: true, size: 'medium' },
}
