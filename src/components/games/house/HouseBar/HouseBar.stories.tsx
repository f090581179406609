import type { Meta, StoryObj } from '@storybook/react-vite'
import IconButton from '@mui/material/IconButton'
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined'
import { expect, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { HouseBar } from './HouseBar'

const meta = {
  title: 'Games/House/HouseBar',
  component: HouseBar,
  args: { name: 'Koi Terrace', balance: '1250.00', currency: 'THB', decimals: 2 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HouseBar>

export default meta
type Story = StoryObj<typeof meta>

/** The game's name and the balance. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Koi Terrace' })).toBeVisible()
    await expect(canvas.getByText(t('house:bar.balance'))).toBeVisible()
    await expect(canvas.getByTestId('house-balance')).toHaveTextContent('฿1,250.00')
  },
}

/** A trial account: the balance is play credit, and a badge says so. */
export const Trial: Story = {
  args: { trial: true, balance: '100000.00' },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('house:bar.playCredit'))).toBeVisible()
    await expect(within(canvasElement).getByText(t('house:bar.playBalance'))).toBeVisible()
  },
}

/** A long Thai name with the paytable button, at phone width: the name is cut, the balance never. */
export const LongNameWithActions: Story = {
  args: {
    name: 'ระเบียงปลาคาร์ป ฉบับพิเศษ เทศกาลโคมไฟ',
    balance: '1234567.89',
    actions: (
      <IconButton aria-label="Paytable" sx={{ width: 44, height: 44 }}>
        <InfoOutlinedIcon />
      </IconButton>
    ),
  },
  parameters: { screenshot: { phone: true, rtl: true } },
}

/** The balance is not known yet. */
export const NoBalance: Story = { args: { balance: undefined } }

/** English. */
export const English: Story = { args: { trial: true }, globals: { language: 'en' } }
