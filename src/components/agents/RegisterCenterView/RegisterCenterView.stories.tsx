import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyT } from '../../layout/fixtures'
import { demoLinks, STORY_NOW } from '../fixtures'
import { RegisterCenterView } from './RegisterCenterView'

const meta = {
  title: 'Agents/RegisterCenterView',
  component: RegisterCenterView,
  args: {
    creating: false,
    createError: null,
    created: null,
    onCreate: fn(),
    links: demoLinks,
    linksError: null,
    onRetryLinks: fn(),
    creatingLink: false,
    linkError: null,
    onCreateLink: fn(),
    deletingLink: null,
    onDeleteLink: fn(),
    origin: 'https://demo.portico.test',
    copy: fn(async () => true),
  },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof RegisterCenterView>

export default meta
type Story = StoryObj<typeof meta>

/** The create form (with the default password note) and the agent's invite links: live, expiring and expired. */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('agents:register.defaultPassword'))).toBeVisible()
    const links = within(canvas.getByRole('list', { name: t('agents:links.title') })).getAllByRole('listitem')
    await expect(links).toHaveLength(3)
    await expect(links[0]).toHaveTextContent('https://demo.portico.test/join?aff=AGX7K2')
    await expect(within(links[0]!).getByRole('img', { name: t('agents:links.qr', { channel: 'LINE group' }) })).toBeVisible()
    await expect(links[2]).toHaveTextContent(t('agents:links.expired'))
    await expect(within(links[2]!).getByRole('button', { name: `${t('agents:links.copy')} Flyer` })).toBeDisabled()
  },
}

/** A wrong account name: the translated message under the field, focus on it, nothing sent; then a good one is sent. */
export const CreateAccount: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const account = canvas.getByRole('textbox', { name: new RegExp(t('agents:register.account')) })
    await userEvent.type(account, 'ab!')
    await userEvent.click(canvas.getByRole('button', { name: t('agents:register.create') }))
    await expect(canvas.getByText(t('agents:register.validation.accountPattern'))).toBeVisible()
    await expect(account).toHaveFocus()
    await expect(args.onCreate).not.toHaveBeenCalled()
    await userEvent.clear(account)
    await userEvent.type(account, 'new_sub01')
    await userEvent.click(canvas.getByRole('radio', { name: t('agents:members.typeAgent') }))
    await userEvent.click(canvas.getByRole('button', { name: t('agents:register.create') }))
    await expect(args.onCreate).toHaveBeenCalledWith({ account: 'new_sub01', accountType: 'agent' })
  },
}

/** The account was made: the note says so, and that it must change the default password at once. */
export const Created: Story = {
  args: { created: { account: 'new_sub01', accountType: 2, mustChangePassword: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByText(new RegExp(t('agents:register.mustChange')))).toHaveTextContent(t('agents:register.created', { account: 'new_sub01' }))
  },
}

/** Copy a link: the address goes to the clipboard and "copied" is said; a channel left empty is refused. */
export const CopyAndCreateLink: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: `${t('agents:links.copy')} LINE group` }))
    await expect(args.copy).toHaveBeenCalledWith('https://demo.portico.test/join?aff=AGX7K2')
    await expect(await canvas.findByText(t('agents:links.copied'))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('agents:links.create') }))
    await expect(canvas.getByText(t('agents:register.validation.channelRequired'))).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(t('agents:links.channel')) }), 'TikTok')
    await userEvent.click(canvas.getByRole('button', { name: t('agents:links.create') }))
    await expect(args.onCreateLink).toHaveBeenCalledWith({ accountType: 'member', expiryDays: 7, channel: 'TikTok' })
  },
}

/** Delete asks first; confirming deletes that link. */
export const DeleteLink: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('agents:links.delete', { channel: 'Facebook' }) }))
    const dialog = await screen.findByRole('alertdialog', { name: t('agents:links.deleteTitle') })
    await userEvent.click(within(dialog).getByRole('button', { name: t('agents:links.deleteButton') }))
    await expect(args.onDeleteLink).toHaveBeenCalledWith('12')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

/** No invite links yet: what they are for. */
export const NoLinks: Story = {
  args: { links: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('agents:links.emptyHint'))).toBeVisible()
  },
}

/** The links could not be read; the server refused an account. */
export const Errors: Story = {
  args: { links: null, linksError: 'Cannot reach the server. Check your connection and try again.', createError: 'This account name is taken.' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('This account name is taken.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common:retry') }))
    await expect(args.onRetryLinks).toHaveBeenCalledTimes(1)
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}
