import { useId, useRef } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import HourglassTopIcon from '@mui/icons-material/HourglassTop'
import { expect, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { AmountText, useMoney } from '../../primitives/AmountText'
import { demoCurrency } from '../TransactionHistoryView/fixtures'
import { DetailList, PanelSkeleton, StateHeading } from './MoneyPanelParts'

/** A withdrawal under way, as the withdrawal's view shows it: its state heading, then what it is. */
function UnderWay({ language, compactOnPhone }: { language: unknown; compactOnPhone?: boolean }) {
  const t = storyT({ language })
  const money = useMoney(demoCurrency)
  const id = useId()
  const heading = useRef<HTMLHeadingElement | null>(null)
  const amount = <AmountText value="500" currencySymbol={demoCurrency.symbol} decimals={demoCurrency.decimals} />
  return (
    <section aria-labelledby={id} style={{ display: 'grid', gap: 16 }}>
      <StateHeading
        icon={<HourglassTopIcon />}
        colour="primary.main"
        id={id}
        headingRef={heading}
        title={t('wallet:withdraw.current.pending.title')}
        body={t('wallet:withdraw.current.pending.body', { amount: money('500') })}
        compactOnPhone={compactOnPhone}
      />
      <DetailList
        compactOnPhone={compactOnPhone}
        details={[
          [t('wallet:withdraw.current.amount'), amount],
          [t('wallet:withdraw.current.bankAccount'), <bdi key="bank">Kasikornbank 123-4-56789-0</bdi>],
          [t('wallet:withdraw.current.requestedAt'), '12 May 2026, 14:05'],
        ]}
      />
    </section>
  )
}

const meta = {
  title: 'Money/MoneyPanel/MoneyPanelParts',
  component: PanelSkeleton,
  args: { fields: 3 },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof PanelSkeleton>

export default meta
type Story = StoryObj<typeof meta>

/** A state heading and its details: what a money panel shows of something under way. */
export const Playground: Story = {
  render: (_args, { globals }) => <UnderWay language={globals.language} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const heading = canvas.getByRole('heading', { level: 4, name: t('wallet:withdraw.current.pending.title') })
    await expect(heading).toHaveAttribute('tabindex', '-1')
    await expect(canvas.getByRole('region', { name: t('wallet:withdraw.current.pending.title') })).toBeVisible()
    await expect(canvas.getByText(t('wallet:withdraw.current.bankAccount')).tagName).toBe('DT')
    await expect(canvas.getByText('Kasikornbank 123-4-56789-0').closest('dd')).not.toBeNull()
  },
}

/** The same, tighter on a phone (smaller icon, closer rows). */
export const CompactOnPhone: Story = {
  render: (_args, { globals }) => <UnderWay language={globals.language} compactOnPhone />,
  parameters: { screenshot: { phone: true } },
}

/** A form's shape while it loads: summary, three fields, the button; hidden from screen readers. */
export const Skeleton: Story = {
  play: async ({ canvasElement }) => {
    const skeletons = canvasElement.querySelectorAll('.MuiSkeleton-root')
    await expect(skeletons).toHaveLength(5)
    for (const skeleton of skeletons) await expect(skeleton.closest('[aria-hidden="true"]')).not.toBeNull()
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}
