import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { esportsList, footballList, priceName } from '../fixtures'
import { slipLegKey } from '../slip'
import { EventList, type EventListProps } from './EventList'

/** Keeps the slip's keys as the book's app does. */
function Stateful(args: EventListProps) {
  const [selected, setSelected] = useState(args.selected)
  return (
    <EventList
      {...args}
      selected={selected}
      onPick={(leg) => {
        args.onPick(leg)
        const key = slipLegKey(leg)
        setSelected((keys) => (keys.includes(key) ? keys.filter((each) => each !== key) : [...keys, key]))
      }}
    />
  )
}

const meta = {
  title: 'Sports/EventList',
  component: EventList,
  args: { events: footballList, format: 'decimal', selected: [], onPick: fn(), onOpen: fn(), onRetry: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 880 }}>{Story()}</div>],
} satisfies Meta<typeof EventList>

export default meta
type Story = StoryObj<typeof meta>

/** Football: the match in play first (2–1, 67'), then the two to come, each group headed with its count. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const live = canvas.getByRole('region', { name: `${t('sports:list.live')} (1)` })
    const coming = canvas.getByRole('region', { name: `${t('sports:list.coming')} (2)` })
    await expect(within(live).getAllByRole('article')).toHaveLength(1)
    await expect(within(coming).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      t('sports:match.versus', { home: 'Marrowgate Rovers', away: 'Thistlewick Town' }),
      t('sports:match.versus', { home: 'Saltmere City', away: 'Duskhaven Albion' }),
    ])
    const draw = within(coming).getByRole('button', { name: priceName(t, t('sports:selection.draw'), { caption: 'X', price: '3.40' }) })
    await userEvent.click(draw)
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'football-2026-03-14-05', selection: 'draw', price: 3400, inPlay: false }))
    await expect(draw).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(draw)
    draw.blur()
  },
}

/** The e-sports book: a MOBA series in play and a shooter suspended at map point. */
export const Esports: Story = {
  args: { events: esportsList, format: 'hongkong' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('article')).toHaveLength(2)
    await expect(canvas.queryByRole('region', { name: new RegExp(t('sports:list.coming')) })).toBeNull()
    await expect(canvas.getByRole('button', { name: priceName(t, 'Quartzfall', { caption: '1', price: '0.25' }) })).toBeEnabled()
  },
}

/** Loading: placeholder cards, and "loading" said once. */
export const Loading: Story = {
  args: { events: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('sports:list.loading'))
  },
}

/** No matches in this sport now. */
export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('sports:list.empty'))).toBeVisible()
    await expect(within(canvasElement).queryByRole('article')).toBeNull()
  },
}

/** The matches could not be loaded: the reason and a retry in their place. */
export const Failed: Story = {
  args: { error: 'The book did not answer. Check your connection.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('The book did not answer. Check your connection.')
    await userEvent.click(canvas.getByRole('button'))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}
