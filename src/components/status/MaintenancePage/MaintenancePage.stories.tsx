import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { MaintenancePage } from './MaintenancePage'

const meta = {
  title: 'Status/MaintenancePage',
  component: MaintenancePage,
  args: { endsAt: '2026-05-02T04:00:00Z', onRefresh: fn(), timeZone: 'Asia/Bangkok' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MaintenancePage>

export default meta
type Story = StoryObj<typeof meta>

/** With an end time, written in the current language; Refresh asks again. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: t('layout:status.maintenance.title') })).toBeVisible()
    await expect(canvasElement.querySelector('time')).toHaveAttribute('dateTime', '2026-05-02T04:00:00Z')
    await userEvent.click(canvas.getByRole('button', { name: t('layout:status.refresh') }))
    await expect(args.onRefresh).toHaveBeenCalledTimes(1)
  },
}

/** In English the same instant reads as an English date. */
export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('Saturday, May 2, 2026')
  },
}

/** No end time announced. */
export const WithoutEndTime: Story = {
  args: { endsAt: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull()
  },
}
