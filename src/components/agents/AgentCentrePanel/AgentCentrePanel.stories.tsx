import { useEffect, useState, type MouseEvent } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import StarOutlineIcon from '@mui/icons-material/StarBorder'
import { useTranslation } from 'react-i18next'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { anchorLink } from '../../layout/renderLink'
import { AGENT_CENTRE_ENTRIES, agentEntriesFor, contractEntryFlags, type AgentCentreEntry } from '../entries'
import { demoCurrency, demoOverview, STORY_NOW, STORY_TODAY } from '../fixtures'
import { TeamOverviewView } from '../TeamOverviewView'
import { AgentCentrePanel, type AgentCentrePanelProps } from './AgentCentrePanel'

type DemoProps = Omit<AgentCentrePanelProps, 'children'>

/** The centre as the portal uses it: opened from a button; choosing an entry shows its page. */
function PanelDemo(args: DemoProps) {
  const { t } = useTranslation('agents')
  const [open, setOpen] = useState(args.open)
  const [page, setPage] = useState(args.page)
  const select = (next: string, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault() // stories stay on their page; the portal's router link navigates instead
    setPage(next)
    args.onSelect?.(next, event)
  }
  const entry = (args.entries ?? AGENT_CENTRE_ENTRIES).find((candidate) => candidate.page === page)
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Agent centre
      </Button>
      <AgentCentrePanel
        {...args}
        open={open}
        page={page}
        onSelect={select}
        onClose={() => {
          setOpen(false)
          args.onClose()
        }}
      >
        {page === 'agentTeamOverview' ? (
          <TeamOverviewView overview={demoOverview} loading={false} error={null} onRetry={() => {}} range={{ range: 'thisWeek' }} onRangeChange={() => {}} today={STORY_TODAY} currency={demoCurrency} />
        ) : (
          <Typography component="h3" variant="h6">
            {entry ? t(entry.labelKey) : ''}
          </Typography>
        )}
      </AgentCentrePanel>
    </>
  )
}

const meta = {
  title: 'Agents/AgentCentrePanel',
  component: AgentCentrePanel,
  args: { open: true, page: 'agentTeamOverview', renderLink: anchorLink, onSelect: fn(), onClose: fn() },
  render: (args) => <PanelDemo {...args} />,
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof AgentCentrePanel>

export default meta
type Story = StoryObj<typeof meta>

const findPanel = (globals: Record<string, unknown>) => screen.findByRole('dialog', { name: storyT(globals)('agents:centre.title') })

/** The eight entries always listed, in the spec's order, the team overview current and focused, its page on the right. */
export const Playground: Story = {
  parameters: { screenshot: { rtl: true } },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const panel = await findPanel(globals)
    const nav = within(panel).getByRole('navigation', { name: t('agents:centre.navLabel') })
    const links = within(nav).getAllByRole('link')
    const always = agentEntriesFor()
    await expect(always).toHaveLength(8)
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(always.map((entry) => `/agentHome?page=${entry.page}`))
    await expect(links.map((link) => link.textContent)).toEqual(always.map((entry) => t(entry.labelKey)))
    await expect(links[1]).toHaveAttribute('aria-current', 'page')
    await waitFor(() => expect(links[1]).toHaveFocus())
    await expect(within(panel).getByRole('region', { name: t('agents:menu.agentTeamOverview') })).toBeVisible()
  },
}

/** A person picks "Team management": it becomes the current page and its page shows. */
export const ChooseAnEntry: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: looks like Playground with another page
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const panel = await findPanel(globals)
    const team = within(panel).getByRole('link', { name: t('agents:menu.downlineManagmentView') })
    await userEvent.click(team)
    await expect(args.onSelect).toHaveBeenCalledWith('downlineManagmentView', expect.anything())
    await expect(team).toHaveAttribute('aria-current', 'page')
    await expect(within(panel).getByRole('link', { name: t('agents:menu.agentTeamOverview') })).not.toHaveAttribute('aria-current')
    await expect(within(panel).getByRole('region', { name: t('agents:menu.downlineManagmentView') })).toBeVisible()
  },
}

/** Keyboard: open from a button, focus on the current entry, Tab and Enter open the next; Escape closes and focus returns. */
export const KeyboardFlow: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const opener = within(canvasElement).getByRole('button', { name: 'Agent centre' })
    await userEvent.click(opener)
    const panel = await findPanel(globals)
    await waitFor(() => expect(within(panel).getByRole('link', { name: t('agents:menu.agentTeamOverview') })).toHaveFocus())
    await userEvent.tab()
    const register = within(panel).getByRole('link', { name: t('agents:menu.registerCenter') })
    await expect(register).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith('registerCenter', expect.anything())
    await expect(register).toHaveAttribute('aria-current', 'page')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** The close button closes it. */
export const CloseButton: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ globals, args }) => {
    const panel = await findPanel(globals)
    await userEvent.click(within(panel).getByRole('button', { name: storyT(globals)('agents:centre.close') }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

/** On a phone, opened without a page: a full-screen list of the entries. */
export const PhoneList: Story = {
  args: { startWithList: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const panel = await findPanel(globals)
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(window.innerWidth))
    const nav = within(panel).getByRole('navigation', { name: t('agents:centre.navLabel') })
    await expect(within(nav).getAllByRole('link')).toHaveLength(agentEntriesFor().length)
    await expect(within(panel).queryByRole('region')).toBeNull()
  },
}

/** On a phone: choosing an entry opens its page with a back button; back shows the list again, the entry focused. */
export const PhoneBackToList: Story = {
  args: { startWithList: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const panel = await findPanel(globals)
    await userEvent.click(within(panel).getByRole('link', { name: t('agents:menu.agentRevenueReport') }))
    await expect(args.onSelect).toHaveBeenCalledWith('agentRevenueReport', expect.anything())
    await expect(within(panel).queryByRole('navigation')).toBeNull()
    await expect(within(panel).getByRole('region', { name: t('agents:menu.agentRevenueReport') })).toBeVisible()
    const back = within(panel).getByRole('button', { name: t('agents:centre.back') })
    await waitFor(() => expect(back).toHaveFocus())
    await userEvent.click(back)
    const income = within(panel).getByRole('link', { name: t('agents:menu.agentRevenueReport') })
    await waitFor(() => expect(income).toHaveFocus())
    await expect(income).toHaveAttribute('aria-current', 'page')
  },
}

/** On a phone with a page in the address: the page with its back button (the overview). */
export const PhonePage: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const panel = await findPanel(globals)
    await expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(t('agents:menu.agentTeamOverview'))
    await expect(within(panel).getByRole('button', { name: t('agents:centre.back') })).toBeVisible()
  },
}

const bonusEntry: AgentCentreEntry = { page: 'salary', labelKey: 'agents:menu.agentRevenueReport', icon: StarOutlineIcon, flag: 'salary' }

/** An entry that carries a feature flag is listed only when the flag is on. */
export const FlaggedEntry: Story = {
  args: { entries: [...AGENT_CENTRE_ENTRIES, bonusEntry], flags: { salary: false } },
  parameters: { screenshot: { disable: true } }, // behaviour only: looks like Playground
  play: async ({ globals }) => {
    const panel = await findPanel(globals)
    const links = within(within(panel).getByRole('navigation')).getAllByRole('link')
    await expect(links).toHaveLength(agentEntriesFor().length)
    await expect(links.some((link) => link.getAttribute('href') === '/agentHome?page=salary')).toBe(false)
  },
}

/** The same flag on: the entry is listed last. */
export const FlaggedEntryOn: Story = {
  args: { entries: [...AGENT_CENTRE_ENTRIES, bonusEntry], flags: { salary: true } },
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ globals }) => {
    const panel = await findPanel(globals)
    const links = within(within(panel).getByRole('navigation')).getAllByRole('link')
    // The daily salary's own entry carries the same flag.
    await expect(links).toHaveLength(agentEntriesFor().length + 2)
    await expect(links.at(-1)).toHaveAttribute('href', '/agentHome?page=salary')
  },
}

/**
 * An agent holding a contract of every kind in force (the consolidated answer's V): the dividend and salary pages,
 * then the offer page, after the eight always listed.
 */
export const ContractPages: Story = {
  args: { flags: contractEntryFlags({ dividend: 'V', dailySalary: 'V', mrDailySalary: 'V', hourSalary: 'V', realTimeSalary: 'V' }), page: 'agentRealTimeSalary' },
  play: async ({ globals }) => {
    const t = storyT(globals)
    const panel = await findPanel(globals)
    const links = within(within(panel).getByRole('navigation')).getAllByRole('link')
    await expect(links).toHaveLength(AGENT_CENTRE_ENTRIES.length)
    await expect(links.slice(8).map((link) => link.textContent)).toEqual(
      ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentMRDailySalary', 'agentHourSalary', 'agentRealTimeSalary', 'agentContractOffer'].map((page) => t(`agents:menu.${page}`)),
    )
    await waitFor(() => expect(within(panel).getByRole('link', { name: t('agents:menu.agentRealTimeSalary') })).toHaveFocus())
  },
}

/** A kind only offered (P) or off (absent) lists nothing; one in force lists its page and the offer page. */
export const ContractPagesOfKindsInForce: Story = {
  args: { flags: contractEntryFlags({ dividend: 'V', dailySalary: 'P', hourSalary: 'N' }) },
  parameters: { screenshot: { disable: true } }, // behaviour only: looks like ContractPages with fewer entries
  play: async ({ globals }) => {
    const panel = await findPanel(globals)
    const links = within(within(panel).getByRole('navigation')).getAllByRole('link')
    await expect(links.slice(8).map((link) => link.getAttribute('href'))).toEqual(['/agentHome?page=agentDividendRecordCopy2', '/agentHome?page=agentContractOffer'])
  },
}

/** Arabic (English text, right to left): the entries start on the right, the page's content on the left. */
export const RightToLeft: Story = {
  globals: { language: 'ar' },
  parameters: { screenshot: { disable: true } }, // Playground's rtl shot shows it
  play: async ({ globals }) => {
    const panel = await findPanel(globals)
    const nav = within(panel).getByRole('navigation')
    const region = within(panel).getByRole('region', { name: storyT(globals)('agents:menu.agentTeamOverview') })
    await expect(nav.getBoundingClientRect().left).toBeGreaterThan(region.getBoundingClientRect().left)
  },
}

/**
 * The portal's order: a notice is open when the route opens the centre. The centre waits, hidden, until the notice is
 * closed: the notice keeps Escape and the focus (MUI gives both to the dialog opened last, which the centre would be).
 */
function CoveredDemo(args: DemoProps) {
  const [noticeOpen, setNoticeOpen] = useState(true)
  const [centreOpen, setCentreOpen] = useState(false)
  useEffect(() => setCentreOpen(true), [])
  return (
    <>
      <Dialog open={noticeOpen} onClose={() => setNoticeOpen(false)} aria-labelledby="covered-notice-title">
        <DialogTitle id="covered-notice-title">Notice</DialogTitle>
        <DialogContent>Read me first.</DialogContent>
      </Dialog>
      <AgentCentrePanel {...args} open={centreOpen} covered={noticeOpen}>
        <Typography>Team overview</Typography>
      </AgentCentrePanel>
    </>
  )
}

/** A notice over the centre: Escape closes the notice, and the centre opens with the focus; the next Escape closes it. */
export const CoveredByANotice: Story = {
  render: (args) => <CoveredDemo {...args} />,
  parameters: { screenshot: { disable: true } }, // behaviour only: the notice, then Playground
  play: async ({ globals, args }) => {
    const t = storyT(globals)
    const notice = await screen.findByRole('dialog', { name: 'Notice' })
    await waitFor(() => expect(notice).toContainElement(document.activeElement as HTMLElement))
    await expect(screen.queryByRole('dialog', { name: t('agents:centre.title') })).toBeNull()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notice' })).toBeNull())
    await expect(args.onClose).not.toHaveBeenCalled()
    const panel = await findPanel(globals)
    await waitFor(() => expect(within(panel).getByRole('link', { name: t('agents:menu.agentTeamOverview') })).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}
