import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { helpTopics } from '../fixtures'
import { HelpArticle } from './HelpArticle'

const meta = {
  title: 'Help/HelpArticle',
  component: HelpArticle,
  args: { article: helpTopics[0]!.articles[0]!, language: 'en' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof HelpArticle>

export default meta
type Story = StoryObj<typeof meta>

/** An article: its title, when it changed, and its rich text (steps, a sub-heading, a list). */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'How to deposit' })
    await expect(within(article).getAllByRole('listitem')).toHaveLength(5)
    await expect(within(article).getByRole('heading', { level: 3, name: 'Channels and limits' })).toBeVisible()
    await expect(article).not.toHaveAttribute('lang')
  },
}

/** Written in Thai, read by an English visitor (the merchant's fallback): marked as Thai. */
export const OtherLanguage: Story = {
  args: { article: helpTopics[1]!.articles[1]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('lang', 'th')
  },
}
