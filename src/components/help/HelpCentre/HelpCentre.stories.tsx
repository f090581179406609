import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { HelpTopic } from '../../../contract/schemas/help'
import { storyT } from '../../layout/fixtures'
import { helpTopics, hostileHelpTopic } from '../fixtures'
import { HelpCentre, type HelpCentreProps, type HelpSelection } from './HelpCentre'

/** Filters the fixtures as the server's search does (title or text contains the words, any case). */
function search(topics: HelpTopic[], keyword: string): HelpTopic[] {
  const wanted = keyword.toLowerCase()
  if (!wanted) return topics
  return topics
    .map((topic) => ({ ...topic, articles: topic.articles.filter((a) => `${a.title} ${a.content.replace(/<[^>]*>/g, ' ')}`.toLowerCase().includes(wanted)) }))
    .filter((topic) => topic.articles.length > 0)
}

/** The help centre with its selection and search kept here, as the portal's page keeps them in the address. */
function HelpCentreDemo(args: HelpCentreProps) {
  const [selected, setSelected] = useState<HelpSelection | undefined>(args.selected)
  const [keyword, setKeyword] = useState(args.keyword)
  return (
    <HelpCentre
      {...args}
      topics={args.error || args.loading ? args.topics : search(args.topics, keyword)}
      selected={selected}
      keyword={keyword}
      onSelect={(next) => {
        setSelected(next)
        args.onSelect(next)
      }}
      onSearch={(next) => {
        setKeyword(next)
        setSelected(undefined)
        args.onSearch(next)
      }}
    />
  )
}

const meta = {
  title: 'Help/HelpCentre',
  component: HelpCentre,
  args: { topics: helpTopics, keyword: '', language: 'en', onSelect: fn(), onSearch: fn() },
  render: (args) => <HelpCentreDemo {...args} />,
} satisfies Meta<typeof HelpCentre>

export default meta
type Story = StoryObj<typeof meta>

/** The topics with their articles beside the first article; on a phone, stacked, list first. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: t('help:topics') })
    await expect(within(nav).getAllByRole('button')).toHaveLength(5)
    await expect(within(nav).getByRole('button', { name: 'How to deposit' })).toHaveAttribute('aria-current', 'true')
    await expect(canvas.getByRole('heading', { level: 2, name: 'How to deposit' })).toBeVisible()
    await expect(canvas.getByRole('article', { name: 'How to deposit' })).toHaveTextContent('PromptPay QR')
    await expect(canvas.getByRole('search')).toBeVisible()
  },
}

/** Opened from the footer's "Withdrawals" link (`/help?tag=withdrawal`): that topic's first article. */
export const FromFooterTopic: Story = {
  args: { selected: { tag: 'withdrawal' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'How to withdraw' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'How to withdraw' })).toHaveAttribute('aria-current', 'true')
  },
}

/** An article the merchant has not written in the visitor's language comes in its own, marked so it is read in it. */
export const FallbackLanguage: Story = {
  args: { selected: { tag: 'withdrawal', slug: 'withdrawal-times' } },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'วิธีถอนเงิน' })
    await expect(article).toHaveAttribute('lang', 'th')
  },
}

/** Searching: typing and Enter keep only the matching articles, says what was searched, and Clear brings all back. */
export const Search: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('searchbox', { name: t('help:search.label') }), 'seed{Enter}')
    await expect(args.onSearch).toHaveBeenCalledWith('seed')
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('help:search.results', { keyword: 'seed' }))
    const nav = canvas.getByRole('navigation', { name: t('help:topics') })
    await expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['How to check that a lottery draw was fair'])
    await expect(canvas.getByRole('heading', { level: 2, name: 'How to check that a lottery draw was fair' })).toBeVisible()
  },
}

/** A search nothing matches: said plainly, with how to go on. */
export const NoResults: Story = {
  args: { keyword: 'jackpot tomorrow' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('help:search.none', { keyword: 'jackpot tomorrow' }))).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: t('help:search.label') })).toHaveValue('jackpot tomorrow')
  },
}

/** Clearing the search brings every topic back. */
export const ClearSearch: Story = {
  args: { keyword: 'jackpot tomorrow' },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends looking like Playground
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('help:search.clear') }))
    await expect(args.onSearch).toHaveBeenCalledWith('')
    await expect(await canvas.findByRole('heading', { level: 2, name: 'How to deposit' })).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: t('help:search.label') })).toHaveValue('')
  },
}

/** The first read: the area is busy. */
export const Loading: Story = {
  args: { topics: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull()
  },
}

/** The call failed: the message and a retry. */
export const LoadError: Story = {
  args: { topics: [], error: 'The request timed out. Please try again.', onRetry: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('The request timed out.')
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** A merchant without articles yet. */
export const Empty: Story = {
  args: { topics: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('help:empty'))).toBeVisible()
  },
}

/** Markup that runs never does: a script, an event handler and a javascript: link in the article are removed. */
export const HostileArticle: Story = {
  args: { topics: [hostileHelpTopic] },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Privacy policy' })
    await expect(article).toHaveTextContent('We do not sell your data.')
    await expect(article.querySelector('script, [onerror]')).toBeNull()
    await expect(article.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i)
    await expect((window as { __helpHacked?: boolean }).__helpHacked).toBeUndefined()
  },
}

/**
 * The keyboard alone: the search box, then each article (Tab), Enter opens one and the focus moves to its heading,
 * so reading goes on from there.
 */
export const KeyboardPath: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: looks like Playground with another article
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('searchbox', { name: t('help:search.label') }))
    await userEvent.tab() // the search button
    await userEvent.tab() // the first article
    await expect(canvas.getByRole('button', { name: 'How to deposit' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'How to withdraw' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith({ tag: 'withdrawal', slug: 'how-to-withdraw' })
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'How to withdraw' })).toHaveFocus())
  },
}

/** The page's link under the topics on the side (the help page passes "Feedback and complaints"). */
export const WithSideLink: Story = {
  args: { aside: <a href="?view=feedback">Feedback and complaints</a> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Feedback and complaints' })).toBeVisible()
  },
}

/** With no topics to show, the side's link comes under the message. */
export const SideLinkWithoutTopics: Story = {
  args: { topics: [], aside: <a href="?view=feedback">Feedback and complaints</a> },
  parameters: { screenshot: { disable: true } }, // behaviour only: the empty state is shown elsewhere
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Feedback and complaints' })).toBeVisible()
  },
}
