import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { feedbackSettings, screenshotFiles } from '../fixtures'
import { FeedbackForm } from './FeedbackForm'

const meta = {
  title: 'Support/Feedback/FeedbackForm',
  component: FeedbackForm,
  args: { settings: feedbackSettings, guest: false, onSubmit: fn(), onSendAnother: fn(), onLogin: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof FeedbackForm>

export default meta
type Story = StoryObj<typeof meta>

const TEXT = 'My withdrawal shows as paid but has not arrived.'

/** Empty, for a member: the question type, the text with its count against the merchant's bounds, and the image picker. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: t('support:feedback.form.questionType') })).toBeVisible()
    await expect(canvas.getByText(t('support:feedback.form.count', { count: 0, max: 1000 }))).toBeVisible()
    await expect(canvas.getByLabelText(t('support:feedback.form.addImage'))).toBeEnabled()
    await expect(canvas.queryByRole('textbox', { name: t('support:feedback.form.contact') })).toBeNull()
  },
}

/** Sent with nothing filled in: each field says what it needs, the first takes the focus, and nothing is sent; the count follows the typing. */
export const Errors: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('support:feedback.form.submit') }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(canvas.getByRole('combobox', { name: t('support:feedback.form.questionType') })).toHaveFocus()
    await expect(canvas.getByText(t('support:feedback.form.lengthError', { min: 10, max: 1000 }))).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: t('support:feedback.form.content') }), 'Too short')
    await expect(canvas.getByText(t('support:feedback.form.count', { count: 9, max: 1000 }))).toBeVisible()
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** Filled in with two screenshots: the previews, each with its remove button; sending hands over the type, text and images. */
export const ImagesAttached: Story = {
  render: (args) => <FeedbackForm {...args} initial={{ questionType: 'withdrawal', content: TEXT, images: screenshotFiles() }} />,
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: t('support:feedback.form.images') })
    await expect(within(list).getAllByRole('img')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: t('support:feedback.form.submit') }))
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ questionType: 'withdrawal', content: TEXT, images: [expect.any(File), expect.any(File)] }))
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** Removing a preview takes the image out and puts the focus back on the picker. */
export const RemoveImage: Story = {
  render: (args) => <FeedbackForm {...args} initial={{ questionType: 'game', content: TEXT, images: screenshotFiles() }} />,
  parameters: { screenshot: { disable: true } }, // behaviour only: ends looking like ImagesAttached with one image
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('support:feedback.form.removeImage', { name: 'balance.png' }) }))
    await expect(within(canvas.getByRole('list', { name: t('support:feedback.form.images') })).getAllByRole('img')).toHaveLength(1)
    await expect(canvas.getByLabelText(t('support:feedback.form.addImage'))).toHaveFocus()
  },
}

/** Being sent: the button shows progress and ignores presses; the fields wait. */
export const Sending: Story = {
  args: { sending: true },
  render: (args) => <FeedbackForm {...args} initial={{ questionType: 'withdrawal', content: TEXT, images: screenshotFiles().slice(0, 1) }} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: storyT(globals)('support:feedback.form.sending') })).toHaveAttribute('aria-busy', 'true')
  },
}

/** Refused by the server: its translated message above the form, the draft kept. */
export const ServerError: Story = {
  args: { error: 'Images must be PNG or JPG files.' },
  render: (args) => <FeedbackForm {...args} initial={{ questionType: 'game', content: TEXT }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Images must be PNG or JPG files.')
  },
}

/** Sent: its number, where the answer will come, and a way to send another. */
export const Sent: Story = {
  args: { sent: { id: 43 } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(t('support:feedback.form.sentTitle', { id: 43 }))
    await userEvent.click(canvas.getByRole('button', { name: t('support:feedback.form.sendAnother') }))
    await expect(args.onSendAnother).toHaveBeenCalledOnce()
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** A guest where the merchant takes guests: a phone number or e-mail instead of images, checked before sending. */
export const Guest: Story = {
  args: { guest: true },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('support:feedback.form.questionType') }), 'deposit')
    await userEvent.type(canvas.getByRole('textbox', { name: t('support:feedback.form.content') }), TEXT)
    await userEvent.type(canvas.getByRole('textbox', { name: t('support:feedback.form.contact') }), 'call me')
    await userEvent.click(canvas.getByRole('button', { name: t('support:feedback.form.submit') }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(canvas.getByRole('textbox', { name: t('support:feedback.form.contact') })).toHaveFocus()
    await userEvent.clear(canvas.getByRole('textbox', { name: t('support:feedback.form.contact') }))
    await userEvent.type(canvas.getByRole('textbox', { name: t('support:feedback.form.contact') }), 'guest@example.com')
    await userEvent.click(canvas.getByRole('button', { name: t('support:feedback.form.submit') }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ questionType: 'deposit', content: TEXT, images: [], contact: 'guest@example.com' })
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** A guest where the merchant takes members only: asked to log in, no form. */
export const GuestsClosed: Story = {
  args: { guest: true, settings: { ...feedbackSettings, guests: false } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('form')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: t('support:feedback.form.login') }))
    await expect(args.onLogin).toHaveBeenCalledOnce()
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}
