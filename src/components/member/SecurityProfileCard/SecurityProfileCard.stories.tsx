import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoOverview, newMemberOverview, STORY_NOW } from '../fixtures'
import { SecurityProfileCard } from './SecurityProfileCard'

const meta = {
  title: 'Member/Security/SecurityProfileCard',
  component: SecurityProfileCard,
  args: { overview: demoOverview },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof SecurityProfileCard>

export default meta
type Story = StoryObj<typeof meta>

/** Nickname, account, registration date, club and rank, this login and the one before (time and address). */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Lucky Tiger')).toBeVisible()
    await expect(canvas.getByTestId('profile-account')).toHaveTextContent('demomember')
    await expect(canvas.getByText(`Gold · ${t('member:profile.rank', { level: 3 })}`)).toBeVisible()
    await expect(canvas.getByText('198.51.100.7')).toBeVisible()
    await expect(canvas.getByText('203.0.113.24')).toBeVisible()
  },
}

/** Just registered: no nickname, no club, first login. */
export const NewMember: Story = {
  args: { overview: newMemberOverview },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('member:profile.noNickname'))).toBeVisible()
    await expect(canvas.getByText(t('member:profile.noClub'))).toBeVisible()
    await expect(canvas.getByText(t('member:profile.noPrevious'))).toBeVisible()
  },
}

/** On a phone: labels above their values. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }

/** Arabic (English text, right to left): addresses and the account still read left to right. */
export const RightToLeft: Story = { globals: { language: 'ar' } }
