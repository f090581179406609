import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { demoCurrency } from '../fixtures'
import { TiersEditor } from './TiersEditor'

const meta = {
  title: 'Contracts/TiersEditor',
  component: TiersEditor,
  args: {
    kind: 'dailySalary',
    tiers: [{ betVolume: '100', activeMember: '1', rate: '0.4' }, { betVolume: '1000', activeMember: '2', rate: '0.8' }],
    rateType: 'P',
    checks: [{ fields: {}, tier: null }, { fields: {}, tier: null }],
    shown: () => false,
    onChange: fn(),
    onLeave: fn(),
    currency: demoCurrency,
  },
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
} satisfies Meta<typeof TiersEditor>

export default meta
type Story = StoryObj<typeof meta>

/** A daily salary's two tiers as the upline types them, each field labelled. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox').length).toBeGreaterThanOrEqual(6)
  },
}
