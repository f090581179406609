import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { CsvExportButton } from './CsvExportButton'

type Row = { account: string; channel: string; amount: string }
const rows: Row[] = [
  { account: 'สมชาย', channel: 'LINE, group', amount: '1234.50' },
  { account: 'wang_lei', channel: 'say "hi"', amount: '-3.00' },
]

const meta = {
  title: 'Agents/CsvExportButton',
  component: CsvExportButton<Row>,
  args: {
    fetchRows: fn(async (): Promise<Row[] | null> => rows),
    header: ['บัญชี', 'ช่องทาง', 'ยอด'],
    record: (row: Row) => [row.account, row.channel, row.amount],
    fileName: 'team-members',
    save: fn(),
  },
} satisfies Meta<typeof CsvExportButton<Row>>

export default meta
type Story = StoryObj<typeof meta>

/** Pressing it fetches the rows and saves a CSV with a BOM, quoted where it must be. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(globals)('agents:csv.export') }))
    await waitFor(() => expect(args.save).toHaveBeenCalledTimes(1))
    await expect(args.save).toHaveBeenCalledWith('\uFEFFบัญชี,ช่องทาง,ยอด\r\nสมชาย,"LINE, group",1234.50\r\nwang_lei,"say ""hi""",-3.00\r\n', 'team-members')
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** The store is fetching the pages: the button waits and says so. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button', { name: storyT(globals)('agents:csv.exporting') })).toBeDisabled()
  },
}

/** A fetch that failed saves nothing. */
export const FetchFailed: Story = {
  args: { fetchRows: fn(async (): Promise<Row[] | null> => null) },
  parameters: { screenshot: { disable: true } }, // behaviour only: looks like Playground
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(globals)('agents:csv.export') }))
    await waitFor(() => expect(args.fetchRows).toHaveBeenCalledTimes(1))
    await expect(args.save).not.toHaveBeenCalled()
  },
}

/** The last file was cut at the export's limit: the sentence beside the button says so, and what to do. */
export const Truncated: Story = {
  args: { truncatedAt: 5000 },
  parameters: { screenshot: { rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const note = within(canvasElement).getByTestId('csv-truncated')
    await expect(note).toHaveAttribute('aria-live', 'polite')
    await expect(note).toHaveTextContent(storyT(globals)('agents:csv.truncated', { rows: '5,000' }))
  },
}
