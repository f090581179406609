import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { bookSession, esportsSession } from '../fixtures'
import { SPORT_NAMES } from '../names'
import { SportTabs, type SportTabsProps } from './SportTabs'

/** Keeps the chosen sport, as the book's app does. */
function Stateful(args: SportTabsProps) {
  const [value, setValue] = useState(args.value)
  return (
    <SportTabs
      {...args}
      value={value}
      onChange={(sport) => {
        args.onChange(sport)
        setValue(sport)
      }}
    />
  )
}

const meta = {
  title: 'Sports/SportTabs',
  component: SportTabs,
  args: { sports: bookSession.sports, value: 'football', onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof SportTabs>

export default meta
type Story = StoryObj<typeof meta>

/** The sports book's four sports, football chosen; a press chooses another. At phone width they scroll sideways. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const tabs = within(canvas.getByRole('tablist', { name: t('sports:sportTabs.label') })).getAllByRole('tab')
    await expect(tabs.map((tab) => tab.textContent)).toEqual(bookSession.sports.map((sport) => t(SPORT_NAMES[sport])))
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.every((tab) => tab.querySelector('svg') !== null)).toBe(true)
    await userEvent.click(tabs[2])
    await expect(args.onChange).toHaveBeenCalledWith('tennis')
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(tabs[0])
    tabs[0].blur()
  },
}

/** By keyboard: Tab reaches the chosen sport, the arrow keys move between sports, Enter chooses one. */
export const Keyboard: Story = {
  parameters: { screenshot: { disable: true } }, // ends as Playground with another sport
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: t(SPORT_NAMES.football) })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: t(SPORT_NAMES.basketball) })).toHaveFocus()
    await expect(args.onChange).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    await expect(args.onChange).toHaveBeenCalledWith('basketball')
    await expect(canvas.getByRole('tab', { name: t(SPORT_NAMES.basketball) })).toHaveAttribute('aria-selected', 'true')
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** The e-sports book: a MOBA (the castle) and a tactical shooter (the crosshair). */
export const Esports: Story = {
  args: { sports: esportsSession.sports, value: 'shooter' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('tab')).toHaveLength(2)
    await expect(canvas.getByRole('tab', { name: t(SPORT_NAMES.shooter) })).toHaveAttribute('aria-selected', 'true')
  },
}

/** Every sport the book knows, in English. */
export const AllSports: Story = {
  args: { sports: ['football', 'basketball', 'tennis', 'cricket', 'moba', 'shooter'] },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Football', 'Basketball', 'Tennis', 'Cricket', 'MOBA', 'Tactical shooter'])
  },
}
