import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoOverview, newMemberOverview } from '../fixtures'
import { ProfileFieldsForm } from './ProfileFieldsForm'

const meta = {
  title: 'Member/Security/ProfileFieldsForm',
  component: ProfileFieldsForm,
  args: { profile: demoOverview.profile, onSubmit: fn(() => true) },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileFieldsForm>

export default meta
type Story = StoryObj<typeof meta>

/** Filled in: every field of spec section 3, saved as typed (trimmed); empty ones clear. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const occupation = canvas.getByRole('textbox', { name: t('member:fields.occupation') })
    await userEvent.clear(occupation)
    await userEvent.type(occupation, ' Teacher ')
    await userEvent.click(canvas.getByRole('button', { name: t('member:fields.submit') }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      address: '99/1 Sukhumvit Road, Bangkok',
      nationality: 'Thai',
      occupation: 'Teacher',
      sourceOfIncome: 'Salary',
      permanentAddress: '',
      currentAddress: '',
      placeOfBirth: 'Chiang Mai',
    })
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('member:fields.done'))
  },
}

/** Empty: "fill in your address" and "fill in your nationality" (spec section 5); focus goes to the address. */
export const Required: Story = {
  args: { profile: newMemberOverview.profile },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('member:fields.submit') }))
    const address = canvas.getByRole('textbox', { name: new RegExp(t('member:fields.address')) , description: t('member:validation.addressRequired') })
    await expect(address).toHaveFocus()
    await expect(canvas.getByRole('textbox', { name: new RegExp(t('member:fields.nationality')) })).toHaveAccessibleDescription(t('member:validation.nationalityRequired'))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Markup is refused before it is sent. */
export const PlainTextOnly: Story = {
  parameters: { screenshot: { disable: true } }, // one message under one field; Required shows the look
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const birth = canvas.getByRole('textbox', { name: t('member:fields.placeOfBirth') })
    await userEvent.type(birth, '<b>')
    await userEvent.click(canvas.getByRole('button', { name: t('member:fields.submit') }))
    await expect(birth).toHaveAccessibleDescription(t('member:validation.plainText'))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The server refused. */
export const ServerError: Story = {
  render: (args, { globals }) => <ProfileFieldsForm {...args} serverError={storyT(globals)('errors:unknownError')} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(globals)('errors:unknownError'))
  },
}

/** Saving. */
export const Busy: Story = { args: { busy: true } }

/** On a phone: one column. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }

/** Arabic (English text, right to left). */
export const RightToLeft: Story = { globals: { language: 'ar' } }
