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

/** Opening the list shows native names, each marked with its language; picking one reports its code and closes. */
export const PickLanguage: Story = {
  decorators: [tallFrame(420)],
  parameters: { screenshot: { disable: true } }, // the open list is a long popup over the page; Playground covers the look
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const button = within(canvasElement).getByRole('button', { name: `${t('layout:language.label')} ไทย` })
    await expect(button).toHaveAttribute('aria-haspopup', 'menu')
    await userEvent.click(button)
    const menu = await screen.findByRole('menu', { name: t('layout:language.label') })
    await expect(within(menu).getByRole('menuitemradio', { name: 'ไทย' })).toHaveAttribute('aria-checked', 'true')
    const chinese = within(menu).getByRole('menuitemradio', { name: '简体中文' })
    await expect(chinese).toHaveAttribute('lang', 'zh-CN')
    await expect(within(menu).getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('lang', 'ar')
    await userEvent.click(chinese)
    await expect(args.onChange).toHaveBeenCalledWith('cn')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  },
}

/**
 * From the keyboard: Tab reaches the button; an arrow key opens the list with focus on the language in use;
 * Escape closes it and gives focus back to the button, without a change.
 */
export const KeyboardOpen: Story = {
  decorators: [tallFrame(420)],
  parameters: { screenshot: { disable: true } }, // the open list is a long popup over the page; Playground covers the look
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const button = within(canvasElement).getByRole('button', { name: `${t('layout:language.label')} ไทย` })
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(await screen.findByRole('menu')).toBeVisible()
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'ไทย' })).toHaveFocus())
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await expect(button).toHaveFocus()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** Enter on a language picks it. */
export const KeyboardPick: Story = {
  decorators: [tallFrame(420)],
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'ไทย' })).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onChange).toHaveBeenCalledWith(args.languages[1])
    await expect(within(canvasElement).getByRole('button')).toHaveFocus()
  },
}

/** A brand offering three languages, in the side menu's full width. */
export const ThreeLanguages: Story = {
  args: { languages: ['th', 'en', 'cn'], value: 'en', fullWidth: true, size: 'medium' },
}
