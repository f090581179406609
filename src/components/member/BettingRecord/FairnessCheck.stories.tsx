import type { Meta, StoryObj } from '@storybook/react-vite'
import Box from '@mui/material/Box'
import { expect, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { FairnessCheck } from './FairnessCheck'
import { crashFlyingRound, diceRound, tamperedDiceRound } from './fixtures'
import { roundResultOf } from './roundResult'

/**
 * The round detail's fairness section on its own: the published hash, the revealed seed and the check the browser
 * runs on them. The fixtures' seeds are real (each draws exactly its round's outcome), so the checks below run the
 * same Web Crypto code a member's browser does.
 */
const meta = {
  title: 'Member/BettingRecord/FairnessCheck',
  component: FairnessCheck,
  args: { result: roundResultOf(diceRound) },
  render: (args) => (
    // On the dialog's paper, at its width: the picture is of the whole section.
    <Box sx={{ maxWidth: 520, p: 2, bgcolor: 'background.paper' }}>
      <FairnessCheck {...args} />
    </Box>
  ),
} satisfies Meta<typeof FairnessCheck>

export default meta
type Story = StoryObj<typeof meta>

/** The findings the check says, in order, once it has run. */
const findingsOf = async (canvasElement: HTMLElement, globals: Record<string, unknown>, keys: string[]) => {
  const t = storyT(globals)
  const status = within(canvasElement).getByRole('status', { name: t('member:bettingRecord.detail.fairness.title') })
  await waitFor(() => expect([...status.querySelectorAll('li')].map((item) => item.textContent)).toEqual(keys.map((key) => t(key))), { timeout: 10_000 })
}

/** A dice roll whose revealed seed hashes to the commitment and draws the roll again: both findings pass. */
export const Verified: Story = {
  play: async ({ canvasElement, globals }) => {
    await findingsOf(canvasElement, globals, ['member:bettingRecord.detail.fairness.hashMatches', 'member:bettingRecord.detail.fairness.matches.roll'])
  },
}

/** A revealed seed that is not the committed one (one digit changed): the check says it does not match. */
export const SeedDiffers: Story = {
  args: { result: roundResultOf(tamperedDiceRound) },
  play: async ({ canvasElement, globals }) => {
    await findingsOf(canvasElement, globals, ['member:bettingRecord.detail.fairness.hashDiffers', 'member:bettingRecord.detail.fairness.differs.roll'])
  },
}

/** A crash round cashed out of mid-flight: only the hash is known; the seed comes with the result. */
export const NotRevealedYet: Story = {
  args: { result: roundResultOf(crashFlyingRound) },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('member:bettingRecord.detail.fairness.seedHidden'))).toBeInTheDocument()
    await findingsOf(canvasElement, globals, ['member:bettingRecord.detail.fairness.notYet'])
  },
}

/** Right to left (Arabic: the strings fall back to English), the hashes kept left to right. */
export const RightToLeft: Story = { globals: { language: 'ar' } }
