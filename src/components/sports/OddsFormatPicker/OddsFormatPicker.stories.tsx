import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT, tallFrame } from '../../layout/fixtures'
import { ODDS_FORMAT_NAMES } from '../prices'
import { OddsFormatPicker, type OddsFormatPickerProps } from './OddsFormatPicker'

/** Keeps the chosen format, as the book's app does. */
function Stateful(args: OddsFormatPickerProps) {
  const [value, setValue] = useState(args.value)
  return (
    <OddsFormatPicker
      {...args}
      value={value}
      onChange={(format) => {
        args.onChange(format)
        setValue(format)
      }}
    />
  )
}

const meta = {
  title: 'Sports/OddsFormatPicker',
  component: OddsFormatPicker,
  args: { value: 'malay', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof OddsFormatPicker>

export default meta
type Story = StoryObj<typeof meta>

/** The format the app opened in (the book's default, Malay), by name; choosing another reports it. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const picker = within(canvasElement).getByRole('combobox', { name: t('sports:oddsFormat.label') })
    await expect(picker).toHaveTextContent(t(ODDS_FORMAT_NAMES.malay))
    await userEvent.click(picker)
    const list = await screen.findByRole('listbox')
    await userEvent.click(within(list).getByRole('option', { name: `${t(ODDS_FORMAT_NAMES.american)} +150` }))
    await expect(args.onChange).toHaveBeenCalledWith('american')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    await expect(picker).toHaveTextContent(t(ODDS_FORMAT_NAMES.american))
    await userEvent.click(picker)
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: `${t(ODDS_FORMAT_NAMES.malay)} \u22120.67` }))
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    picker.blur()
  },
}

/** Open: the six formats, each with 2.50 as it reads there (Malay −0.67, American +150, fractional 3/2); Malay is chosen. */
export const Open: Story = {
  decorators: [tallFrame(420)],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: t('sports:oddsFormat.label') }))
    const list = await screen.findByRole('listbox')
    const options = within(list).getAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual([
      `${t(ODDS_FORMAT_NAMES.decimal)} 2.50`,
      `${t(ODDS_FORMAT_NAMES.hongkong)} 1.50`,
      `${t(ODDS_FORMAT_NAMES.malay)} \u22120.67`,
      `${t(ODDS_FORMAT_NAMES.indonesian)} 1.50`,
      `${t(ODDS_FORMAT_NAMES.american)} +150`,
      `${t(ODDS_FORMAT_NAMES.fractional)} 3/2`,
    ])
    await expect(options[2]).toHaveAttribute('aria-selected', 'true')
  },
}

/** By keyboard: Enter opens the list on the chosen format, the arrows move, Enter chooses; Escape leaves it as it was. */
export const Keyboard: Story = {
  parameters: { screenshot: { disable: true } }, // ends as Playground with another format
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const picker = within(canvasElement).getByRole('combobox', { name: t('sports:oddsFormat.label') })
    await userEvent.tab()
    await expect(picker).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const list = await screen.findByRole('listbox')
    await waitFor(() => expect(within(list).getByRole('option', { selected: true })).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith('american')
    await waitFor(() => expect(picker).toHaveFocus())
    await expect(picker).toHaveTextContent(t(ODDS_FORMAT_NAMES.american))
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('listbox')
    await userEvent.keyboard('{ArrowUp}{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    await expect(args.onChange).toHaveBeenCalledTimes(1)
    await expect(picker).toHaveTextContent(t(ODDS_FORMAT_NAMES.american))
    picker.blur()
  },
}

/** Locked while a bet is on its way. */
export const Disabled: Story = {
  args: { disabled: true, value: 'decimal' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('combobox', { name: t('sports:oddsFormat.label') })).toHaveAttribute('aria-disabled', 'true')
  },
}
