import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { fixtureVendors } from '../fixtures'
import { VendorTabs } from './VendorTabs'

const meta = {
  title: 'Games/Lobby/VendorTabs',
  component: VendorTabs,
  args: { vendors: fixtureVendors, value: '', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  parameters: { screenshot: { phone: true, rtl: true } },
} satisfies Meta<typeof VendorTabs>

export default meta
type Story = StoryObj<typeof meta>

/** "All providers" then each vendor; more than fit scroll. Choosing one reports its code. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const tabs = within(canvas.getByRole('tablist', { name: t('games:lobby.vendors') })).getAllByRole('tab')
    await expect(tabs).toHaveLength(fixtureVendors.length + 1)
    await expect(tabs[0]).toHaveAccessibleName(t('games:lobby.allVendors'))
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(canvas.getByRole('tab', { name: 'PG Soft' }))
    await expect(args.onChange).toHaveBeenCalledWith('PG')
  },
}

/** A vendor in maintenance, chosen: its tab says so. */
export const VendorInMaintenance: Story = {
  args: { value: 'JILI' },
  play: async ({ canvasElement, globals }) => {
    const tab = within(canvasElement).getByRole('tab', { selected: true })
    await expect(tab).toHaveAccessibleName(`JILI (${storyT(globals)('games:lobby.vendorMaintenance')})`)
  },
}

/** A vendor the category does not have (an old link): "all providers" is shown. */
export const UnknownVendor: Story = {
  args: { value: 'NOPE' },
  parameters: { screenshot: { disable: true } }, // looks like Playground
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('tab', { selected: true })).toHaveAccessibleName(storyT(globals)('games:lobby.allVendors'))
  },
}
