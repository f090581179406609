import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { basketballLive, footballLive, footballPrematch } from '../fixtures'
import { MatchSummary } from './MatchSummary'

const meta = {
  title: 'Sports/EventCard/MatchSummary',
  component: MatchSummary,
  args: { event: footballLive, headingId: 'match-heading' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof MatchSummary>

export default meta
type Story = StoryObj<typeof meta>

/** In play: LIVE, the 67th minute, each side with its score; the match named by a heading for the card around it. */
export const Playground: Story = {
  parameters: { screenshot: { rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(t('sports:match.versus', { home: 'Velmora Athletic', away: 'Quillbrook United' }))
    await expect(canvas.getByTestId('match-status')).toHaveTextContent(`${t('sports:match.live')}67'`)
    await expect(canvas.getByTestId('team-home')).toHaveTextContent('Velmora Athletic 2')
  },
}

/** Stoppage time of the second half: "90+3'". */
export const StoppageTime: Story = {
  args: { event: { ...footballLive, clock: 47 * 60 + 5 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('match-status')).toHaveTextContent("90+3'")
  },
}

/** Half time: still LIVE (prices move), the break in words. */
export const HalfTime: Story = {
  args: { event: { ...footballLive, phase: 'break', period: 1, clock: 0, score: { home: 1, away: 1 }, periods: [{ home: 1, away: 1 }] } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByTestId('match-status')).toHaveTextContent(`${t('sports:match.live')}${t('sports:match.halfTime')}`)
  },
}

/** Basketball's overtime, with its clock. */
export const Overtime: Story = {
  args: { event: { ...basketballLive, period: 5, clock: 120, score: { home: 98, away: 95 } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByTestId('match-status')).toHaveTextContent(`${t('sports:match.overtime', { period: 1 })} 03:00`)
  },
}

/** To come: the start in the reader's language, no score. */
export const Prematch: Story = {
  args: { event: footballPrematch },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('match-status')).toHaveTextContent(t('sports:match.starts'))
    await expect(canvasElement.querySelector('time')).toHaveAttribute('dateTime', footballPrematch.startsAt)
    await expect(canvas.getByTestId('team-away')).toHaveTextContent(/^Thistlewick Town$/)
  },
}

/** Over: the final score, no LIVE. */
export const Ended: Story = {
  args: { event: { ...footballLive, phase: 'ended', score: { home: 3, away: 1 } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const status = within(canvasElement).getByTestId('match-status')
    await expect(status).toHaveTextContent(t('sports:match.ended'))
    await expect(status).not.toHaveTextContent(t('sports:match.live'))
  },
}

/** Abandoned: said, with the score when it stopped. */
export const Abandoned: Story = {
  args: { event: { ...footballLive, phase: 'abandoned' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByTestId('match-status')).toHaveTextContent(t('sports:match.abandoned'))
  },
}
