import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { AgentCentreGate } from './AgentCentreGate'

const meta = {
  title: 'Agents/AgentCentreGate',
  component: AgentCentreGate,
  args: { visitor: 'guest', onLogin: fn(), onHome: fn() },
} satisfies Meta<typeof AgentCentreGate>

export default meta
type Story = StoryObj<typeof meta>

/** A guest: asked to log in (the portal opens the login modal too). */
export const Guest: Story = {
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(globals)('agents:gate.login') }))
    await expect(args.onLogin).toHaveBeenCalledTimes(1)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** A member who is not an agent: told the centre is for agents, never shown it. */
export const Member: Story = {
  args: { visitor: 'member' },
  parameters: { screenshot: { rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('heading', { name: t('agents:gate.memberTitle') })).toBeVisible()
    await expect(within(canvasElement).getByText(t('errors:notAgent'))).toBeVisible()
  },
}

/** A trial account: told it needs a real account. */
export const Trial: Story = {
  args: { visitor: 'trial' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('errors:needTrueAccount'))).toBeVisible()
  },
}
