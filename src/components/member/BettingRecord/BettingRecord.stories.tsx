import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import type { GameMenu } from '../../../contract/schemas/games'
import { demoGameMenus, storyT, vendorLogoDataUrl } from '../../layout/fixtures'
import { BettingRecord, type BettingRecordFilter, type BettingRecordProps } from './BettingRecord'
import { demoBettingRecord, demoCurrency, emptyBettingRecord, miniGamesRecord, shortBettingRecord, STORY_NOW } from './fixtures'
import { useCategoryOptions, vendorOptionsOf } from './options'

/** The demo merchant's menus with the house vendors the server adds to them (their rounds are the fixtures'). */
const house = (code: string, name: string) => ({ vendorCode: code, labelName: name, logo: vendorLogoDataUrl(name), isHot: 0, maintenance: false })
const storyMenus: GameMenu[] = demoGameMenus.map((menu) =>
  menu.gameGroupCode === 'RNG'
    ? { ...menu, gameMenus: [house('HSLOT', 'House Slots'), house('HMINI', 'House Mini Games'), ...menu.gameMenus] }
    : menu.gameGroupCode === 'LIVE'
      ? { ...menu, gameMenus: [house('HLIVE', 'House Live'), ...menu.gameMenus] }
      : menu,
)

/**
 * Keeps the filter and the page as the page's store does (a new filter goes back to page 1), offers the categories
 * named as the header names them and the chosen category's vendors (as the page does), and reports each change.
 */
function Stateful(args: BettingRecordProps) {
  const [filter, setFilter] = useState<BettingRecordFilter>(args.filter)
  const [page, setPage] = useState(args.page)
  const categories = useCategoryOptions(storyMenus)
  return (
    <BettingRecord
      {...args}
      categories={categories}
      vendors={vendorOptionsOf(storyMenus, filter.category)}
      filter={filter}
      page={page}
      onFilterChange={(next) => {
        setFilter(next)
        setPage(1)
        args.onFilterChange(next)
      }}
      onPageChange={(next) => {
        setPage(next)
        args.onPageChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Member/BettingRecord',
  component: BettingRecord,
  args: {
    data: demoBettingRecord,
    loading: false,
    error: null,
    onRetry: fn(),
    filter: { category: '', vendor: '', period: { period: 'today' } },
    onFilterChange: fn(),
    categories: [],
    vendors: [],
    page: 1,
    onPageChange: fn(),
    currency: demoCurrency,
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof BettingRecord>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Today's rounds: a table of time, game, vendor, bet, win, profit and status, the totals over every round the
 * filter matches, and pages; the person goes to page 2.
 */
export const Playground: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: t('member:bettingRecord.title') })
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(demoBettingRecord.list.length + 1)
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      ['time', 'game', 'vendor', 'bet', 'win', 'profit', 'status'].map((column) => t(`member:bettingRecord.columns.${column}`)),
    )
    // The open round, staked with free credit; then the dice roll that lost: red, a minus, and "behind" in words.
    await expect(rows[1]).toHaveTextContent(t('member:bettingRecord.status.open'))
    await expect(rows[1]).toHaveTextContent(t('member:bettingRecord.trial'))
    await expect(rows[2]).toHaveTextContent('Dice Over/Under')
    await expect(rows[2]).toHaveTextContent(`\u2212฿ 2.00 (${t('member:bettingRecord.outcome.loss')})`)
    await expect(rows[3]).toHaveTextContent(`+฿ 11.40 (${t('member:bettingRecord.outcome.gain')})`)
    await expect(rows[7]).toHaveTextContent(`฿ 0.00 (${t('member:bettingRecord.outcome.even')})`)
    await expect(rows[8]).toHaveTextContent(t('member:bettingRecord.status.rolled_back'))

    const totals = canvas.getByRole('group', { name: t('member:bettingRecord.totals') })
    await expect(totals).toHaveTextContent(t('member:bettingRecord.count', { count: 46 }))
    await expect(totals).toHaveTextContent('฿ 1,845.00')
    await expect(totals).toHaveTextContent('฿ 2,210.35')
    await expect(totals).toHaveTextContent('+฿ 365.35')

    const pages = canvas.getByRole('navigation', { name: t('member:bettingRecord.pages') })
    await userEvent.click(within(pages).getByRole('button', { name: t('common:pagination.page', { page: 2 }) }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/**
 * A person clicks a round and reads its detail, closes it with Escape and is back on the round; then opens the
 * next one with the keyboard (Enter) and closes it with the close button.
 */
export const OpenRoundDetail: Story = {
  // Behaviour only: it ends looking like Playground (each detail has its own story and picture).
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const table = within(canvasElement).getByRole('table', { name: t('member:bettingRecord.title') })
    const rows = within(table).getAllByRole('row')
    const [slots, baccarat] = [rows[3], rows[4]]
    const openSlots = within(slots!).getByRole('button', { name: /Koi Terrace/ })
    await userEvent.click(openSlots)
    const dialog = await screen.findByRole('dialog', { name: t('member:bettingRecord.detail.title', { game: 'Koi Terrace' }) })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await expect(dialog).toHaveTextContent(t('member:bettingRecord.detail.slots.stops'))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(openSlots).toHaveFocus())

    const openBaccarat = within(baccarat!).getByRole('button', { name: /Baccarat Table A/ })
    await userEvent.tab()
    await expect(openBaccarat).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const hand = await screen.findByRole('dialog', { name: t('member:bettingRecord.detail.title', { game: 'Baccarat Table A' }) })
    await waitFor(() => expect(hand.contains(document.activeElement)).toBe(true))
    await expect(within(hand).getByRole('group', { name: t('house:baccarat.handPoints', { side: t('house:baccarat.banker'), count: 7 }) })).toBeVisible()
    await userEvent.click(within(hand).getByRole('button', { name: t('common:dialog.close') }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(openBaccarat).toHaveFocus())
    openBaccarat.blur()
  },
}

/** The first answer is awaited: skeleton rows and a status for screen readers. */
export const Loading: Story = {
  args: { data: null, loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(globals)('member:bettingRecord.loading'))
  },
}

/** A new page is on its way: the rounds shown dim and are busy, paging waits. */
export const Refreshing: Story = {
  args: { loading: true, page: 2 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('button', { name: t('common:pagination.next') })).toBeDisabled()
  },
}

/** Nothing matches the filter: no table, no totals, no pages. */
export const Empty: Story = {
  args: { data: emptyBettingRecord, filter: { category: 'LIVE', vendor: '', period: { period: 'yesterday' } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('member:bettingRecord.empty'))).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

/** Loading failed: the message and a retry, which the person presses. */
export const Error: Story = {
  args: { data: null, error: 'Cannot reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent(t('member:bettingRecord.errorTitle'))
    await userEvent.click(within(alert).getByRole('button', { name: t('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** Filters set: slots (RNG), House Mini Games, a custom week. */
export const FiltersSet: Story = {
  args: { data: miniGamesRecord, filter: { category: 'RNG', vendor: 'HMINI', period: { period: 'custom', start: '2026-03-08', end: '2026-03-14' } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: t('member:bettingRecord.category') })).toHaveTextContent(t('layout:category.RNG'))
    await expect(canvas.getByRole('combobox', { name: t('member:bettingRecord.vendor') })).toHaveTextContent('House Mini Games')
    await expect(canvas.getByLabelText(t('wallet:period.start'))).toHaveValue('2026-03-08')
    // One page: no paging.
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

/**
 * The person picks House Mini Games, then another category: the vendors offered become that category's and the
 * vendor goes back to all of them.
 */
export const ChangeFilters: Story = {
  // Behaviour only: it ends looking like Playground with other filters chosen.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: t('member:bettingRecord.vendor') }))
    let listbox = await screen.findByRole('listbox')
    // Every vendor of every category, each once, after "all providers".
    await expect(within(listbox).getAllByRole('option')).toHaveLength(vendorOptionsOf(storyMenus, '').length + 1)
    await userEvent.click(within(listbox).getByRole('option', { name: 'House Mini Games' }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ category: '', vendor: 'HMINI', period: { period: 'today' } })
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())

    await userEvent.click(canvas.getByRole('combobox', { name: t('member:bettingRecord.category') }))
    listbox = await screen.findByRole('listbox')
    await expect(within(listbox).getAllByRole('option')).toHaveLength(storyMenus.length + 1)
    await userEvent.click(within(listbox).getByRole('option', { name: t('layout:category.LIVE') }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ category: 'LIVE', vendor: '', period: { period: 'today' } })
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    const vendor = canvas.getByRole('combobox', { name: t('member:bettingRecord.vendor') })
    await expect(vendor).toHaveTextContent(t('member:bettingRecord.allVendors'))
    await userEvent.click(vendor)
    listbox = await screen.findByRole('listbox')
    await expect(within(listbox).getAllByRole('option')).toHaveLength(vendorOptionsOf(storyMenus, 'LIVE').length + 1)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** On a 360 px phone the rounds are cards, each opening its detail: nothing scrolls sideways. */
export const Phone: Story = {
  args: { data: shortBettingRecord },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('table')).toBeNull()
    const list = canvas.getByRole('list', { name: t('member:bettingRecord.list') })
    const cards = within(list).getAllByRole('listitem')
    await expect(cards).toHaveLength(shortBettingRecord.list.length)
    await expect(within(cards[0]!).getByRole('button', { name: /Dice Over\/Under/ })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** A round's detail on a phone: a full-screen sheet, the reel stops wrapping, nothing sideways. */
export const PhoneDetail: Story = {
  args: { data: shortBettingRecord },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const list = within(canvasElement).getByRole('list', { name: t('member:bettingRecord.list') })
    await userEvent.click(within(list).getByRole('button', { name: /Koi Terrace/ }))
    const dialog = await screen.findByRole('dialog', { name: t('member:bettingRecord.detail.title', { game: 'Koi Terrace' }) })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    const paper = dialog.getBoundingClientRect()
    await expect(paper.width).toBe(window.innerWidth)
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
  },
}

/** English, at desktop and phone width. */
export const English: Story = {
  args: { data: shortBettingRecord },
  globals: { language: 'en' },
  parameters: { screenshot: { phone: true } },
}

/** Thai (the portal's default language: every story above is Thai unless it says otherwise), with filters set, also at phone width. */
export const Thai: Story = {
  args: { data: miniGamesRecord, filter: { category: 'RNG', vendor: 'HMINI', period: { period: 'thisWeek' } } },
  globals: { language: 'th' },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'ประวัติการเดิมพัน' })).toBeVisible()
  },
}

/** Arabic (English text, right to left): amounts and times keep their order; also at phone width. */
export const RightToLeft: Story = {
  args: { data: shortBettingRecord },
  globals: { language: 'ar' },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')[1]).toHaveTextContent('\u2212฿ 2.00')
  },
}
