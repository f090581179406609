import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { feedbackSettings, screenshotFiles } from '../fixtures'
import { FeedbackImages } from './FeedbackImages'

const meta = {
  title: 'Support/Feedback/FeedbackImages',
  component: FeedbackImages,
  args: { files: [], max: feedbackSettings.maxImages, maxBytes: feedbackSettings.maxImageBytes, messages: [], onPick: fn(), onRemove: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof FeedbackImages>

export default meta
type Story = StoryObj<typeof meta>

/** Two images: a preview of each with its remove button, and the picker for one more. */
export const Playground: Story = {
  render: (args) => <FeedbackImages {...args} files={screenshotFiles()} />,
  parameters: { screenshot: { rtl: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(within(canvas.getByRole('list', { name: t('support:feedback.form.images') })).getAllByRole('img')).toHaveLength(2)
    await expect(canvas.getByLabelText(t('support:feedback.form.addImage'))).toBeEnabled()
    await userEvent.click(canvas.getByRole('button', { name: t('support:feedback.form.removeImage', { name: 'withdrawal.png' }) }))
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ name: 'withdrawal.png' }))
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** Three images: the picker is off, and what was refused is said under it. */
export const FullWithRefusal: Story = {
  render: (args, { globals }) => (
    <FeedbackImages {...args} files={[...screenshotFiles(), new File([new Uint8Array(8)], 'third.png', { type: 'image/png', lastModified: 0 })]} messages={[storyT(globals)('support:feedback.form.imageLimit', { count: 3 })]} />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText(t('support:feedback.form.addImage'))).toBeDisabled()
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('support:feedback.form.imageLimit', { count: 3 }))
  },
}
