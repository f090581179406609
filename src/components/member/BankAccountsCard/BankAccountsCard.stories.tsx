import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoBankAccounts, STORY_NOW } from '../fixtures'
import { BankAccountsCard } from './BankAccountsCard'

const meta = {
  title: 'Member/Security/BankAccountsCard',
  component: BankAccountsCard,
  args: { accounts: demoBankAccounts, max: 3, onAdd: fn(() => true) },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof BankAccountsCard>

export default meta
type Story = StoryObj<typeof meta>

/** Two accounts of three: holder names and masked numbers, and "add". */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: t('member:bank.listLabel') })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await expect(list).toHaveTextContent('******4821')
    await expect(canvas.getByText(t('member:bank.count', { count: 2, max: 3 }))).toBeVisible()
  },
}

/** None yet. */
export const Empty: Story = {
  args: { accounts: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('member:bank.empty'))).toBeVisible()
  },
}

/** As many as allowed: no add button, a note instead. */
export const Full: Story = {
  args: { accounts: [...demoBankAccounts, { ...demoBankAccounts[0]!, id: 13, bankName: 'Bangkok Bank', accountNumber: '******7310' }] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(t('member:bank.full'))).toBeVisible()
    await expect(within(canvasElement).queryByRole('button', { name: t('member:bank.add') })).toBeNull()
  },
}

/** Adding one: empty fields and a bad number say so; the trimmed values and the password go out; the form closes. */
export const AddFlow: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends as Playground with a note
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('member:bank.add') }))
    const bank = canvas.getByRole('textbox', { name: t('member:bank.bankName') })
    await waitFor(() => expect(bank).toHaveFocus())
    await userEvent.click(canvas.getByRole('button', { name: t('member:bank.submit') }))
    await expect(bank).toHaveAccessibleDescription(t('member:validation.required'))
    await expect(bank).toHaveFocus()
    await userEvent.type(bank, ' Krungthai Bank ')
    await userEvent.type(canvas.getByRole('textbox', { name: t('member:bank.holderName') }), 'Somchai Jaidee')
    const number = canvas.getByRole('textbox', { name: t('member:bank.accountNumber') })
    await userEvent.type(number, '12-ab')
    await expect(number).toHaveAccessibleDescription(t('member:validation.accountNumberInvalid'))
    await userEvent.clear(number)
    await userEvent.type(number, '123-4-56789-0')
    await userEvent.type(canvas.getByLabelText(t('member:common.password'), { selector: 'input' }), 'Portico#Demo2026{Enter}')
    await expect(args.onAdd).toHaveBeenCalledWith({ bankName: 'Krungthai Bank', holderName: 'Somchai Jaidee', accountNumber: '123-4-56789-0', password: 'Portico#Demo2026' })
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('member:bank.done'))
    await waitFor(() => expect(canvas.getByRole('button', { name: t('member:bank.add') })).toHaveFocus())
  },
}

/** The server refused (the account is already there). */
export const ServerError: Story = {
  args: { initiallyOpen: true, onAdd: fn(() => false) },
  render: (args, { globals }) => <BankAccountsCard {...args} serverError={storyT(globals)('errors:bankAccountExists')} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyT(globals)('errors:bankAccountExists'))
  },
}

/** Adding is running. */
export const Busy: Story = { args: { initiallyOpen: true, busy: true } }

/** On a phone, the form open. */
export const Phone: Story = {
  args: { initiallyOpen: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
}

/** Arabic (English text, right to left). */
export const RightToLeft: Story = { globals: { language: 'ar' } }
