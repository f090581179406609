import { useEffect, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { installManualTime, type ManualTime } from '../../primitives/timeSource'
import { basketballLive, cricketLive, footballLive, footballPrematch, listed, mobaLive, priceName, shooterSuspended, tennisLive, withPrices } from '../fixtures'
import { marketName } from '../names'
import { slipLegKey } from '../slip'
import { EventCard, type EventCardProps } from './EventCard'

/** Keeps the slip's keys as the book's app does: a press adds the selection, a second takes it off. */
function Stateful(args: EventCardProps) {
  const [selected, setSelected] = useState(args.selected)
  return (
    <EventCard
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
  title: 'Sports/EventCard',
  component: EventCard,
  args: { event: listed(footballLive), format: 'decimal', selected: [], onPick: fn(), onOpen: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 880 }}>{Story()}</div>],
} satisfies Meta<typeof EventCard>

export default meta
type Story = StoryObj<typeof meta>

let manualTime: ManualTime
function driveTime() {
  manualTime = installManualTime()
  return manualTime.restore
}

/**
 * Velmora Athletic 2–1 Quillbrook United in the 67th minute: LIVE, the score beside each side, 1X2 at 1.30, 4.60 and
 * 11.00, the main handicap (home −1.25) and the main total (3.25). A price pressed goes on the slip (pressed), and
 * off again; the way to all 22 markets is its own button.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const card = canvas.getByRole('article', { name: t('sports:match.versus', { home: 'Velmora Athletic', away: 'Quillbrook United' }) })
    await expect(within(card).getByTestId('match-status')).toHaveTextContent(`${t('sports:match.live')}67'`)
    await expect(within(card).getByTestId('team-home')).toHaveTextContent('Velmora Athletic 2')
    await expect(within(card).getByTestId('team-away')).toHaveTextContent('Quillbrook United 1')

    const result = within(card).getByRole('group', { name: marketName(t, footballLive.markets[0], 'football') })
    await expect(within(result).getAllByRole('button')).toEqual([
      within(result).getByRole('button', { name: priceName(t, 'Velmora Athletic', { caption: '1', price: '1.30' }) }),
      within(result).getByRole('button', { name: priceName(t, t('sports:selection.draw'), { caption: 'X', price: '4.60' }) }),
      within(result).getByRole('button', { name: priceName(t, 'Quillbrook United', { caption: '2', price: '11.00' }) }),
    ])
    const handicap = within(card).getByRole('group', { name: t('sports:market.withLine', { name: t('sports:market.handicap.goals'), line: '\u22121.25' }) })
    await expect(within(handicap).getAllByRole('button')).toEqual([
      within(handicap).getByRole('button', { name: priceName(t, t('sports:selection.handicap', { team: 'Velmora Athletic', line: '\u22121.25' }), { caption: '\u22121.25', price: '1.95' }) }),
      within(handicap).getByRole('button', { name: priceName(t, t('sports:selection.handicap', { team: 'Quillbrook United', line: '+1.25' }), { caption: '+1.25', price: '1.90' }) }),
    ])
    const total = within(card).getByRole('group', { name: t('sports:market.withLine', { name: t('sports:market.total.goals'), line: '3.25' }) })
    await expect(within(total).getAllByRole('button')).toEqual([
      within(total).getByRole('button', { name: priceName(t, t('sports:selection.over', { line: '3.25' }), { caption: t('sports:selection.overShort', { line: '3.25' }), price: '1.80' }) }),
      within(total).getByRole('button', { name: priceName(t, t('sports:selection.under', { line: '3.25' }), { caption: t('sports:selection.underShort', { line: '3.25' }), price: '2.04' }) }),
    ])

    const home = within(result).getByRole('button', { name: priceName(t, 'Velmora Athletic', { caption: '1', price: '1.30' }) })
    await userEvent.click(home)
    await expect(args.onPick).toHaveBeenLastCalledWith(
      expect.objectContaining({ eventId: footballLive.eventId, market: expect.objectContaining({ key: '1x2', kind: 'result' }), selection: 'home', price: 1300, inPlay: true }),
    )
    await expect(home).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(home)
    await expect(home).toHaveAttribute('aria-pressed', 'false')

    await userEvent.click(within(card).getByRole('button', { name: t('sports:card.allMarketsLabel', { count: 22, home: 'Velmora Athletic', away: 'Quillbrook United' }) }))
    await expect(args.onOpen).toHaveBeenCalledWith(footballLive.eventId)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** To come at 13:30: the start instead of a score, 1X2 at 1.952 (shown 1.95) and 3.40, the main handicap −0.5 and 2.25 goals. */
export const Prematch: Story = {
  args: { event: listed(footballPrematch) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.queryByText(t('sports:match.live'))).toBeNull()
    await expect(canvasElement.querySelector('time')).toHaveAttribute('dateTime', footballPrematch.startsAt)
    await expect(canvas.getByTestId('team-home')).toHaveTextContent(/^Marrowgate Rovers$/)
    await expect(canvas.getByRole('button', { name: priceName(t, 'Marrowgate Rovers', { caption: '1', price: '1.95' }) })).toBeVisible()
    await expect(canvas.getByRole('button', { name: priceName(t, t('sports:selection.draw'), { caption: 'X', price: '3.40' }) })).toBeVisible()
  },
}

/** The same match in Malay: 1.30 is 0.30, 4.60 is −0.28, 11.00 is −0.10 (a negative Malay price risks less than it wins). */
export const MalayPrices: Story = {
  args: { format: 'malay' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const result = within(canvasElement).getByRole('group', { name: marketName(t, footballLive.markets[0], 'football') })
    await expect(within(result).getAllByRole('button')).toEqual([
      within(result).getByRole('button', { name: priceName(t, 'Velmora Athletic', { caption: '1', price: '0.30' }) }),
      within(result).getByRole('button', { name: priceName(t, t('sports:selection.draw'), { caption: 'X', price: '\u22120.28' }) }),
      within(result).getByRole('button', { name: priceName(t, 'Quillbrook United', { caption: '2', price: '\u22120.10' }) }),
    ])
  },
}

/** With the home win and the over on the slip: both pressed. */
export const OnTheSlip: Story = {
  args: { selected: [`${footballLive.eventId}|1x2|home`, `${footballLive.eventId}|ou:13|over`] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('button', { pressed: true })).toEqual([
      canvas.getByRole('button', { name: priceName(t, 'Velmora Athletic', { caption: '1', price: '1.30' }) }),
      canvas.getByRole('button', { name: priceName(t, t('sports:selection.over', { line: '3.25' }), { caption: t('sports:selection.overShort', { line: '3.25' }), price: '1.80' }) }),
    ])
  },
}

/** Tennis at a break point: set 2, 3–2 in games, sets 1–0; the winner (no draw), the sets handicap and the games total. */
export const Tennis: Story = {
  args: { event: listed(tennisLive) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const status = canvas.getByTestId('match-status')
    await expect(status).toHaveTextContent(t('sports:match.set', { period: 2 }))
    await expect(status).toHaveTextContent('3–2')
    await expect(status).toHaveTextContent(t('sports:match.danger.break-point'))
    await expect(canvas.getByText(t('sports:card.winner'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: priceName(t, 'Saskia Morrow-Lind', { caption: '2', price: '2.50' }) })).toBeEnabled()
  },
}

/** A MOBA series: map 2, 7–4 in kills, maps 1–0. */
export const Esports: Story = {
  args: { event: listed(mobaLive) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const status = within(canvasElement).getByTestId('match-status')
    await expect(status).toHaveTextContent(t('sports:match.map', { period: 2 }))
    await expect(status).toHaveTextContent('7–4')
  },
}

/** A shooter at map point: every market suspended, each price a lock that takes no press. */
export const Suspended: Story = {
  args: { event: listed(shooterSuspended) },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('match-status')).toHaveTextContent(t('sports:match.suspended'))
    await expect(canvas.getByTestId('match-status')).toHaveTextContent(t('sports:match.danger.map-point'))
    const prices = canvas.getAllByRole('button').filter((button) => button.textContent !== t('sports:card.allMarkets', { count: 5 }))
    await expect(prices).toHaveLength(6)
    for (const price of prices) await expect(price).toBeDisabled()
    await userEvent.click(prices[0], { pointerEventsCheck: 0 })
    await expect(args.onPick).not.toHaveBeenCalled()
  },
}

/** Basketball: the third quarter with 4:48 left. */
export const Basketball: Story = {
  args: { event: listed(basketballLive) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByTestId('match-status')).toHaveTextContent(`${t('sports:match.quarter', { period: 3 })} 04:48`)
  },
}

/** Cricket: the first innings, and its runs line as the total. */
export const Cricket: Story = {
  args: { event: listed(cricketLive), onOpen: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('match-status')).toHaveTextContent(t('sports:match.innings', { period: 1 }))
    await expect(canvas.getByRole('group', { name: /154\.5/ })).toBeVisible()
    await expect(canvas.getByText('–')).toBeVisible() // no handicap in cricket: a dash in its column
    await expect(canvas.queryByRole('button', { name: t('sports:card.allMarketsLabel', { count: 4, home: 'Quillbrook Strikers', away: 'Orrindale Falcons' }) })).toBeNull()
  },
}

/** Re-renders once with the next refresh's prices. */
function Refreshing(args: EventCardProps) {
  const [event, setEvent] = useState(args.event)
  useEffect(() => setEvent(listed(withPrices(footballLive, { '1x2': { home: 1280, away: 11500 }, 'ou:13': { over: 1850, under: 1980 } }))), [])
  return <EventCard {...args} event={event} />
}

/** The next refresh moved four prices: 1.30 → 1.28 and 2.04 → 1.98 down (red), 11.00 → 11.50 and 1.80 → 1.85 up (green). */
export const PricesMoved: Story = {
  beforeEach: driveTime,
  render: (args) => <Refreshing {...args} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('button', { name: priceName(t, 'Velmora Athletic', { caption: '1', price: '1.28', note: t('sports:price.down', { from: '1.30' }) }) })).toBeVisible())
    await expect(canvas.getByRole('button', { name: priceName(t, 'Quillbrook United', { caption: '2', price: '11.50', note: t('sports:price.up', { from: '11.00' }) }) })).toBeVisible()
    await expect(canvasElement.querySelectorAll('[data-move="up"]')).toHaveLength(2)
    await expect(canvasElement.querySelectorAll('[data-move="down"]')).toHaveLength(2)
    await expect(canvas.getByRole('button', { name: priceName(t, t('sports:selection.draw'), { caption: 'X', price: '4.60' }) })).toBeVisible()
  },
}

/** By keyboard: Tab walks the prices in order (the result's, the handicap's, the total's), Enter and Space press them. */
export const Keyboard: Story = {
  parameters: { screenshot: { disable: true } }, // ends as OnTheSlip shows
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: t('sports:card.allMarketsLabel', { count: 22, home: 'Velmora Athletic', away: 'Quillbrook United' }) })).toHaveFocus()
    await userEvent.tab()
    const home = canvas.getByRole('button', { name: priceName(t, 'Velmora Athletic', { caption: '1', price: '1.30' }) })
    await expect(home).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(home).toHaveAttribute('aria-pressed', 'true')
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: priceName(t, t('sports:selection.handicap', { team: 'Velmora Athletic', line: '\u22121.25' }), { caption: '\u22121.25', price: '1.95' }) })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onPick).toHaveBeenCalledTimes(2)
    await expect(args.onPick).toHaveBeenLastCalledWith(expect.objectContaining({ market: expect.objectContaining({ key: 'ah:-5', line: -5 }), selection: 'home', price: 1952 }))
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}
