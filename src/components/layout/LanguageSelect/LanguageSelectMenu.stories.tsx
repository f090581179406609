import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import type { LanguageCode } from '../../../config/languages'
import { tallFrame } from '../fixtures'
import LanguageSelectMenu, { type LanguageSelectMenuProps } from './LanguageSelectMenu'

/** The menu opened from a button, as LanguageSelect does (which loads it lazily and keeps the button). */
function WithAnchor(args: LanguageSelectMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [value, setValue] = useState<LanguageCode>(args.value)
  return (
    <>
      <span id={args.labelledBy}>Language</span>
      <Button aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        Open
      </Button>
      <LanguageSelectMenu
        {...args}
        value={value}
        anchor={anchor}
        onClose={() => {
          setAnchor(null)
          args.onClose()
        }}
        onPick={(code) => {
          setAnchor(null)
          setValue(code)
          args.onPick(code)
        }}
      />
    </>
  )
}

const meta = {
  title: 'Layout/LanguageSelect/LanguageSelectMenu',
  component: LanguageSelectMenu,
  args: { id: 'language-menu', anchor: null, labelledBy: 'language-menu-label', languages: ['th', 'en', 'cn', 'ar'], value: 'th', onClose: fn(), onPick: fn() },
  decorators: [tallFrame(360)],
  render: (args) => <WithAnchor {...args} />,
  // LanguageSelect's stories carry the baselines of the button; the open list is a popup over the page.
  parameters: { screenshot: { disable: true } },
} satisfies Meta<typeof LanguageSelectMenu>

export default meta
type Story = StoryObj<typeof meta>

/** Native names, each marked with its language, the language in use checked; picking one reports its code. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }))
    const menu = await screen.findByRole('menu', { name: 'Language' })
    await expect(within(menu).getByRole('menuitemradio', { name: 'ไทย' })).toHaveAttribute('aria-checked', 'true')
    const english = within(menu).getByRole('menuitemradio', { name: 'English' })
    await expect(english).toHaveAttribute('lang', 'en')
    await userEvent.click(english)
    await expect(args.onPick).toHaveBeenCalledWith('en')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  },
}

/** Escape closes it without a pick. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }))
    await expect(await screen.findByRole('menu')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalled()
    await expect(args.onPick).not.toHaveBeenCalled()
  },
}
