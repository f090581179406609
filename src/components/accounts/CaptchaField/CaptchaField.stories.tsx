import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { captchaImage, captchaImageRefreshed } from '../fixtures'
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField'
import { installManualTime, type ManualTime } from '../../primitives/timeSource'

/** Keeps what is typed and swaps the image on refresh, as the portal does with a fresh one from the server. */
function CaptchaDemo(args: CaptchaFieldProps) {
  const [value, setValue] = useState(args.value)
  const [image, setImage] = useState(args.image)
  return (
    <div style={{ maxWidth: 352 }}>
      <CaptchaField
        {...args}
        value={value}
        image={image}
        onChange={(event) => setValue(event.target.value)}
        onRefresh={() => {
          args.onRefresh()
          setImage((current) => (current === captchaImage ? captchaImageRefreshed : captchaImage))
        }}
      />
    </div>
  )
}

const meta = {
  title: 'Accounts/CaptchaField',
  component: CaptchaField,
  args: { image: captchaImage, value: '', onChange: fn(), onRefresh: fn() },
  render: (args) => <CaptchaDemo {...args} />,
} satisfies Meta<typeof CaptchaField>

export default meta

/** Behaviour over time runs on a manual clock the play function moves (never a wait on the real one). */
let manualTime: ManualTime
function driveTime() {
  manualTime = installManualTime()
  return manualTime.restore
}
type Story = StoryObj<typeof meta>

/** The image, the input and the refresh button. */
export const Playground: Story = {}

/** The image is loading. */
export const Loading: Story = { args: { image: null } }

/** Required and empty. */
export const FieldError: Story = { args: { error: true, helperText: 'Please enter the captcha' } }

/** Refresh (button or image) at most once per second: a double click asks once, a click a second later again. */
export const RefreshOncePerSecond: Story = {
  beforeEach: driveTime,
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const refresh = canvas.getByRole('button', { name: t('auth:captcha.refresh') })
    await userEvent.dblClick(refresh)
    await expect(args.onRefresh).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('img', { name: t('auth:captcha.imageAlt') })).toHaveAttribute('src', captchaImageRefreshed)
    manualTime.advance(1050) // one press per second
    await userEvent.click(canvas.getByRole('img', { name: t('auth:captcha.imageAlt') }))
    await expect(args.onRefresh).toHaveBeenCalledTimes(2)
  },
}

/** Right to left: the image and button sit at the start side. */
export const RightToLeft: Story = { globals: { language: 'ar' } }
