import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { hostileNotice, popupNotices, thaiFallbackNotice } from '../fixtures'
import { AnnouncementModal, type AnnouncementModalProps } from './AnnouncementModal'

/** Opens the modal from a button (as the portal does on the home page), so focus can return to it. */
function AnnouncementDemo(args: AnnouncementModalProps) {
  const [open, setOpen] = useState(args.open)
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Announcements
      </Button>
      <AnnouncementModal
        {...args}
        open={open}
        onClose={() => {
          args.onClose()
          setOpen(false)
        }}
      />
    </>
  )
}

const meta = {
  title: 'Content/AnnouncementModal',
  component: AnnouncementModal,
  args: { open: true, notices: popupNotices, onClose: fn() },
  render: (args) => <AnnouncementDemo {...args} />,
  // Under 600 px the modal is a full-screen sheet: photographed at phone width too.
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof AnnouncementModal>

export default meta
type Story = StoryObj<typeof meta>

/** Twenty notices: 8 per page over three pages, the first selected. */
export const Playground: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog', { name: t('layout:announcement.title') })
    const list = within(dialog).getByRole('tablist', { name: t('layout:announcement.listLabel') })
    const tabs = within(list).getAllByRole('tab')
    await expect(tabs).toHaveLength(8)
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    await expect(within(dialog).getByRole('heading', { level: 3, name: popupNotices[0]!.title })).toBeVisible()
  },
}

/**
 * A person pages and reads: page 2 shows notices 9-16 with the 9th selected; choosing another shows its detail;
 * Escape closes and focus returns to the button; opening again starts over on page 1.
 */
export const PagingAndKeyboard: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const opener = within(canvasElement).getByRole('button', { name: 'Announcements' })
    await userEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: t('layout:announcement.title') })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))

    const pages = within(dialog).getByRole('navigation', { name: t('layout:announcement.pagesLabel') })
    await userEvent.click(within(pages).getByRole('button', { name: t('common:pagination.page', { page: 2 }) }))
    const tabs = within(dialog).getAllByRole('tab')
    await expect(tabs).toHaveLength(8)
    await expect(tabs[0]).toHaveAccessibleName(expect.stringContaining(popupNotices[8]!.title))
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    await expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent(popupNotices[8]!.title)

    await userEvent.click(tabs[2]!)
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true')
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'false')
    const panel = within(dialog).getByRole('tabpanel')
    await expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent(popupNotices[10]!.title)
    await expect(panel).toHaveTextContent('฿200,000')

    // Arrow keys move along the titles (vertical tab list).
    await userEvent.keyboard('{ArrowDown}')
    await expect(tabs[3]).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(opener).toHaveFocus())

    await userEvent.click(opener)
    const reopened = await screen.findByRole('dialog', { name: t('layout:announcement.title') })
    await expect(within(reopened).getAllByRole('tab')[0]).toHaveAccessibleName(expect.stringContaining(popupNotices[0]!.title))
    await expect(within(reopened).getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true')
  },
}

/** One notice: no pagination. */
export const OneNotice: Story = {
  args: { notices: popupNotices.slice(0, 1) },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog', { name: t('layout:announcement.title') })
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(1)
    await expect(within(dialog).queryByRole('navigation', { name: t('layout:announcement.pagesLabel') })).toBeNull()
  },
}

/** Nothing to announce (the portal does not open it then, but the modal copes). */
export const Empty: Story = {
  args: { notices: [] },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog', { name: t('layout:announcement.title') })
    await expect(within(dialog).getByText(t('layout:announcement.emptyTitle'))).toBeVisible()
    await expect(within(dialog).queryByRole('tablist')).toBeNull()
  },
}

/** Operator HTML with a script, an onerror handler and a javascript: link renders harmlessly. */
export const SanitisedContent: Story = {
  args: { notices: [hostileNotice, ...popupNotices.slice(0, 2)] },
  parameters: { screenshot: { disable: true } }, // what matters is what is not there
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog', { name: t('layout:announcement.title') })
    const panel = within(dialog).getByRole('tabpanel')
    await expect(panel.querySelector('script')).toBeNull()
    await expect(panel.querySelector('[onerror]')).toBeNull()
    const claim = within(panel).getByText('Claim now')
    await expect(claim.getAttribute('href') ?? '').not.toMatch(/javascript:/i)
    const hours = within(panel).getByRole('link', { name: 'Opening hours' })
    await expect(hours).toHaveAttribute('target', '_blank')
    await expect(hours).toHaveAttribute('rel', 'noopener noreferrer')
    await expect((window as { __announcementXss?: boolean }).__announcementXss).toBeUndefined()
  },
}

/**
 * A notice in the Thai fallback among English ones: each title and the selected notice's text carry the language
 * they are written in (`lang`, and its direction), whatever the language of the page around them.
 */
export const NoticeLanguage: Story = {
  args: { notices: [thaiFallbackNotice, ...popupNotices.slice(0, 2)] },
  globals: { language: 'en' },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog', { name: t('layout:announcement.title') })
    const panel = within(dialog).getByRole('tabpanel')
    const heading = within(panel).getByRole('heading', { level: 3, name: thaiFallbackNotice.title })
    await expect(heading).toHaveAttribute('lang', 'th')
    await expect(within(panel).getByText(/ระบบจะปิดปรับปรุง/).closest('[lang]')).toHaveAttribute('lang', 'th')
    const tabs = within(dialog).getAllByRole('tab')
    await expect(within(tabs[0]!).getByText(thaiFallbackNotice.title)).toHaveAttribute('lang', 'th')
    await expect(within(tabs[1]!).getByText(popupNotices[0]!.title)).toHaveAttribute('lang', 'en')
    // The date is the page's, not the notice's.
    await expect(within(panel).getByText((_, element) => element?.tagName === 'TIME').closest('[lang]')).not.toHaveAttribute('lang', 'th')
  },
}

/**
 * Lotus Bay's teal: the selected title (text on the brand colour) meets 4.5:1 in light and dark (axe checks both),
 * and the text panel, focusable for scrolling, shows the focus ring.
 */
export const LotusBrand: Story = {
  args: { notices: popupNotices.slice(0, 3) },
  globals: { merchant: 'lotus' },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog', { name: t('layout:announcement.title') })
    const panel = within(dialog).getByRole('tabpanel')
    within(dialog).getAllByRole('tab')[0]!.focus()
    await userEvent.tab()
    await expect(panel).toHaveFocus()
    const style = getComputedStyle(panel)
    await expect(style.outlineStyle).toBe('solid')
    await expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2)
  },
}
