import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { VECTOR_COMMITMENT, VECTOR_SEED_HEX, fixtureLotteryGame, northPrizes } from '../fixtures'
import { RoundVerification } from './RoundVerification'

const draw = { gameName: fixtureLotteryGame('vn-north').name, roundNo: '20261125', commitment: VECTOR_COMMITMENT, seed: VECTOR_SEED_HEX, prizes: northPrizes }

const meta = {
  title: 'Lottery/RoundVerification',
  component: RoundVerification,
  args: { draw, state: { status: 'idle' }, onVerify: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof RoundVerification>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Before verifying: what is checked in one sentence, the commitment and the seed (wrapping anywhere, so a phone
 * never scrolls sideways), and the button; the polite live region is already in the page, empty.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: t('lottery:verify.titleGame', { name: draw.gameName, roundNo: '20261125' }) })
    await expect(region).toHaveTextContent(t('lottery:verify.explain'))
    await expect(canvas.getByText(VECTOR_COMMITMENT)).toBeVisible()
    await expect(canvas.getByText(VECTOR_SEED_HEX)).toBeVisible()
    const live = canvas.getByRole('status')
    await expect(live).toHaveAttribute('aria-live', 'polite')
    await expect(live).toBeEmptyDOMElement()
    await userEvent.click(canvas.getByRole('button', { name: t('lottery:verify.action') }))
    await expect(args.onVerify).toHaveBeenCalledOnce()
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 2)
  },
}

/** Checking: the button waits, the live region says so. */
export const Checking: Story = {
  args: { state: { status: 'checking' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: t('lottery:verify.action') })).toBeDisabled()
    await expect(canvas.getByRole('status')).toHaveTextContent(t('lottery:verify.checking'))
  },
}

/** Both checks passed: each said in words with a tick. */
export const Passed: Story = {
  args: { state: { status: 'done', commitmentMatches: true, resultMatches: true } },
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const live = within(canvasElement).getByRole('status')
    await expect(live).toHaveTextContent(t('lottery:verify.commitmentPassed'))
    await expect(live).toHaveTextContent(t('lottery:verify.resultPassed'))
  },
}

/** The seed does not hash to the commitment, though its numbers are the published ones: one failed line. */
export const CommitmentFailed: Story = {
  args: { state: { status: 'done', commitmentMatches: false, resultMatches: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const live = within(canvasElement).getByRole('status')
    await expect(live).toHaveTextContent(t('lottery:verify.commitmentFailed'))
    await expect(live).toHaveTextContent(t('lottery:verify.resultPassed'))
  },
}

/** The numbers derived from the seed are not the published ones. */
export const ResultFailed: Story = {
  args: { state: { status: 'done', commitmentMatches: true, resultMatches: false } },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const live = within(canvasElement).getByRole('status')
    await expect(live).toHaveTextContent(t('lottery:verify.commitmentPassed'))
    await expect(live).toHaveTextContent(t('lottery:verify.resultFailed'))
  },
}

/** The check could not run (e.g. the browser has no Web Crypto): said so, the button ready to try again. */
export const CouldNotRun: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(t('lottery:verify.failed'))
    await expect(canvas.getByRole('button', { name: t('lottery:verify.action') })).toBeEnabled()
  },
}

/** The published numbers, behind a summary reached by Tab: opened, the results table, dense. */
export const PublishedNumbers: Story = {
  args: { draw: { ...draw, gameName: undefined } },
  // Wider, so the opened table still fits the runner's 720 px high window.
  decorators: [(Story) => <div style={{ width: 760 }}>{Story()}</div>],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: t('lottery:verify.title', { roundNo: '20261125' }) })).toBeVisible()
    const table = canvas.getByRole('table', { hidden: true })
    await expect(table).not.toBeVisible()
    // The summary is reached by Tab (a native control: Enter and Space open it); opened here by a click.
    const summary = canvas.getByText(t('lottery:verify.published'))
    await userEvent.tab()
    await expect(summary).toHaveFocus()
    await userEvent.click(summary)
    await expect(table).toBeVisible()
    await expect(table).toHaveAccessibleName(t('lottery:results.captionRound', { roundNo: '20261125' }))
  },
}

/** English. */
export const English: Story = {
  args: { draw: { ...draw, gameName: fixtureLotteryGame('vn-north', 'en').name }, state: { status: 'done', commitmentMatches: true, resultMatches: true } },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Verify Vietnam North, round 20261125' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Verify this round' })).toBeEnabled()
  },
}

/** Chinese. */
export const Chinese: Story = {
  args: { draw: { ...draw, gameName: fixtureLotteryGame('vn-north', 'cn').name }, state: { status: 'done', commitmentMatches: false, resultMatches: false } },
  globals: { language: 'cn' },
}
