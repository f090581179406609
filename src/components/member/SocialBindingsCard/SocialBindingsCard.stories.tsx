import type { Meta, StoryObj } from '@storybook/react-vite'
import type { TFunction } from 'i18next'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { SocialProvider } from '../../../contract/schemas/security'
import { storyT } from '../../layout/fixtures'
import { demoSocial, STORY_NOW } from '../fixtures'
import { SocialBindingsCard } from './SocialBindingsCard'

/** Every provider, as a server offering all three answers. */
const ALL_PROVIDERS: SocialProvider[] = ['google', 'facebook', 'line']
const googleOnly = demoSocial.filter((binding) => binding.provider === 'google')
/** The accessible name (and text) of a provider's link button. */
const bindLabel = (t: TFunction, provider: SocialProvider) => t('member:social.bind', { provider: t(`member:social.provider.${provider}`) })

const meta = {
  title: 'Member/Security/SocialBindingsCard',
  component: SocialBindingsCard,
  args: { bindings: demoSocial },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  parameters: { now: STORY_NOW },
} satisfies Meta<typeof SocialBindingsCard>

export default meta
type Story = StoryObj<typeof meta>

/** Google confirmed, LINE waiting; read only (no button), with the rule that a confirmed one cannot change. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('member:social.note'))).toBeVisible()
    await expect(within(canvas.getByRole('list', { name: t('member:social.listLabel') })).getAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.getByText(t('member:social.pending'))).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** None linked. */
export const Empty: Story = {
  args: { bindings: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('member:social.empty'))).toBeVisible()
  },
}

/** Arabic (English text, right to left). */
export const RightToLeft: Story = { globals: { language: 'ar' } }

/**
 * The member may link what the server offers: Google is linked, so only Facebook and LINE get a button; pressing
 * one starts linking it. Right to left and at phone width too.
 */
export const BindButtons: Story = {
  args: { bindings: googleOnly, providers: ALL_PROVIDERS, onBind: fn() },
  parameters: { screenshot: { rtl: true, phone: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('member:social.bindIntro'))).toBeVisible()
    await expect(canvas.queryByRole('button', { name: bindLabel(t, 'google') })).toBeNull()
    await expect(canvas.getByRole('button', { name: bindLabel(t, 'facebook') })).toBeEnabled()
    await userEvent.click(canvas.getByRole('button', { name: bindLabel(t, 'line') }))
    await expect(args.onBind).toHaveBeenCalledWith('line')
  },
}

/**
 * Linking Facebook has started (the browser is about to leave for it): its button says it is busy and keeps focus,
 * a second press sends nothing, and LINE waits.
 */
export const Binding: Story = {
  args: { bindings: [], providers: ALL_PROVIDERS, busyProvider: 'facebook', onBind: fn() },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const facebook = canvas.getByRole('button', { name: bindLabel(t, 'facebook') })
    await expect(facebook).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(facebook)
    await expect(args.onBind).not.toHaveBeenCalled()
    await expect(canvas.getByRole('button', { name: bindLabel(t, 'line') })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: bindLabel(t, 'google') })).toBeDisabled()
  },
}

/** Back from the provider with Google linked: the card says so politely, and Google's button is gone. */
export const JustBound: Story = {
  args: { bindings: googleOnly, providers: ALL_PROVIDERS, justBound: 'google', onBind: fn() },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(t('member:social.bound', { provider: t('member:social.provider.google') }))
    await expect(canvas.queryByRole('button', { name: bindLabel(t, 'google') })).toBeNull()
  },
}

/** The provider sent the member back refused (that account is another member's): its message, from the error code. */
export const BindFailed: Story = {
  args: { bindings: [], providers: ALL_PROVIDERS, onBind: fn() },
  render: (args, { globals }) => <SocialBindingsCard {...args} serverError={storyT(globals)('errors:socialAccountTaken')} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors:socialAccountTaken'))
  },
}

/**
 * Facebook and LINE run against the server's sandbox identity provider: their link buttons say "test" visibly and
 * in their accessible name, and a line says what a test sign-in is (each is described by it). At phone width too.
 */
export const SandboxButtons: Story = {
  args: { bindings: googleOnly, providers: ALL_PROVIDERS, sandboxProviders: ['facebook', 'line'], onBind: fn() },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const note = canvas.getByText(t('member:social.sandboxNote'))
    for (const provider of ['facebook', 'line'] as const) {
      const button = canvas.getByRole('button', { name: t('member:social.bindSandbox', { provider: t(`member:social.provider.${provider}`), tag: t('member:social.sandboxTag') }) })
      await expect(within(button).getByText(t('member:social.sandboxTag'))).toBeVisible()
      await expect(button).toHaveAttribute('aria-describedby', note.id)
      await expect(button).toHaveAccessibleDescription(t('member:social.sandboxNote'))
    }
    await userEvent.click(canvas.getByRole('button', { name: t('member:social.bindSandbox', { provider: t('member:social.provider.facebook'), tag: t('member:social.sandboxTag') }) }))
    await expect(args.onBind).toHaveBeenCalledWith('facebook')
  },
}

/**
 * A trial account (type 4) may link no social account (the server refuses it): no link button, whatever the server
 * offers; the card says why. What is linked is still listed.
 */
export const TrialAccount: Story = {
  args: { bindings: [], providers: ALL_PROVIDERS, sandboxProviders: ['facebook'], bindNeedsRealAccount: true, onBind: fn() },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(t('member:social.trialNote'))).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvas.queryByText(t('member:social.bindIntro'))).toBeNull()
    await expect(canvas.getByText(t('member:social.empty'))).toBeVisible()
  },
}
