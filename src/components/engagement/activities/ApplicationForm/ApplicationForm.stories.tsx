import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { ApplicationForm } from './ApplicationForm'

const meta = {
  title: 'Engagement/Activities/ApplicationForm',
  component: ApplicationForm,
  args: { open: true, fields: { remark: true, images: true }, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ApplicationForm>

export default meta
type Story = StoryObj<typeof meta>

const dialog = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).getByRole('dialog')

/** Empty: the remark with its count against 140, and the image picker; sent as it is. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const form = within(dialog(canvasElement))
    await expect(form.getByText(t('activities:form.remarkCount', { count: 0, max: 140 }))).toBeVisible()
    await userEvent.type(form.getByRole('textbox', { name: t('activities:form.remark') }), 'Slip attached.')
    await userEvent.click(form.getByRole('button', { name: t('activities:form.submit') }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ remark: 'Slip attached.', images: [] })
  },
}

/** A remark of 141 characters: said under the field, which takes the focus, and nothing is sent; a file that is not an image is refused. */
export const Errors: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const form = within(dialog(canvasElement))
    const remark = form.getByRole('textbox', { name: t('activities:form.remark') })
    await userEvent.click(remark)
    await userEvent.paste('x'.repeat(141))
    await userEvent.click(form.getByRole('button', { name: t('activities:form.submit') }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(remark).toHaveFocus()
    await expect(form.getByText(t('activities:form.remarkTooLong', { max: 140 }))).toBeVisible()
    const input = form.getByLabelText(t('activities:form.addImage'))
    await userEvent.upload(input, new File(['not an image'], 'slip.png', { type: 'text/plain' }), { applyAccept: false })
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(t('activities:form.imageType')))
  },
}

/** The server refused it: its reason at the foot of the form. */
export const ServerError: Story = {
  args: { error: 'At most 3 images can be sent.' },
  play: async ({ canvasElement }) => {
    await expect(within(dialog(canvasElement)).getByRole('alert')).toHaveTextContent('At most 3 images can be sent.')
  },
}

/** Sending: the buttons wait. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(dialog(canvasElement)).getByRole('button', { name: storyT(globals)('activities:form.submit') })).toBeDisabled()
  },
}
