import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import { expect, fn, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { promotionDetailFixture, promotionsFixture } from './fixtures'
import { PromotionDetailView } from './PromotionDetailView'

const meta = {
  title: 'Engagement/Promotions/PromotionDetailView',
  component: PromotionDetailView,
  args: {
    promotion: promotionDetailFixture, language: 'en', money: (major: string) => `฿${major}`, backHref: '/promotions', onBack: fn(),
    action: <Button variant="contained">Join</Button>,
  },
} satisfies Meta<typeof PromotionDetailView>

export default meta
type Story = StoryObj<typeof meta>

/** An open deposit match: its terms with the 10x turnover, who may join, the member's action and the cleaned content. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true, dark: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const article = canvas.getByRole('article', { name: '100% first deposit bonus' })
    await expect(article).toHaveTextContent(t('promotions:rules.depositMatch', { percent: 100, cap: '฿1000.00' }))
    await expect(article).toHaveTextContent('Bet 10 times the bonus before withdrawing')
    await expect(article).toHaveTextContent(t('promotions:rules.turnover', { multiplier: 10 }))
    await expect(article).toHaveTextContent(t('promotions:eligibility.firstDepositOnly'))
    await expect(canvas.getByRole('button', { name: 'Join' })).toBeVisible()
    await expect(article).not.toHaveAttribute('lang')
  },
}

/** Closed by its period; written in Thai and read in English (the merchant's fallback): marked as Thai. Content with script is shown without it. */
export const ClosedInAnotherLanguage: Story = {
  args: {
    action: undefined,
    promotion: {
      ...promotionsFixture[7]!, language: 'th', title: 'โบนัส VIP คาสิโนสด', form: null,
      content: '<p>สำหรับสมาชิก VIP ระดับ 3 ขึ้นไป</p><b onmouseover="window.hacked=1">VIP</b><script>window.hacked=1</script>',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'th')
    await expect(canvas.getByText(storyT(globals)('promotions:states.closed'))).toBeVisible()
    await expect(canvasElement.querySelector('script, [onmouseover]')).toBeNull()
    await expect(canvas.queryByTestId('promotion-action')).toBeNull()
  },
}

/** Coming soon: a rebate's rates by game type. */
export const ComingSoonRebate: Story = {
  args: { action: undefined, promotion: { ...promotionsFixture[5]!, state: 'comingSoon', content: '<p>Paid every day.</p>', form: null } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const article = within(canvasElement).getByRole('article')
    await expect(article).toHaveTextContent(t('promotions:rules.rebateRate', { gameType: t('promotions:gameTypes.RNG'), rate: 1.2 }))
    await expect(article).toHaveTextContent(t('promotions:states.comingSoon'))
  },
}
