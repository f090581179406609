import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { WithOpener } from '../../accounts/storyFrame'
import { storyT } from '../../layout/fixtures'
import { HelpCentre, type HelpSelection } from '../HelpCentre'
import { helpTopics } from '../fixtures'
import { HelpDialog, type HelpDialogProps } from './HelpDialog'

function Centre() {
  const [selected, setSelected] = useState<HelpSelection>()
  return <HelpCentre topics={helpTopics} selected={selected} onSelect={setSelected} keyword="" onSearch={() => undefined} language="en" />
}

/** Opened from a button standing for the portal's help entry, so focus can return to it. */
function HelpDialogDemo(args: Omit<HelpDialogProps, 'children'>) {
  return (
    <WithOpener
      label="Help"
      initiallyOpen={args.open}
      dialog={(open, closing) => (
        <HelpDialog open={open} onClose={closing(() => args.onClose())}>
          <Centre />
        </HelpDialog>
      )}
    />
  )
}

const meta = {
  title: 'Help/HelpDialog',
  component: HelpDialog,
  args: { open: true, onClose: fn(), children: null },
  render: (args) => <HelpDialogDemo open={args.open} onClose={args.onClose} />,
  // Under 600 px the dialog is a full-screen sheet: photographed at phone width too.
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof HelpDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The help centre in a dialog named by its title; focus is inside it. */
export const Playground: Story = {
  play: async ({ globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog', { name: t('help:title') })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'How to deposit' })).toBeVisible()
  },
}

/** Escape closes it (the portal then returns to the home page) and focus goes back to what opened it. */
export const EscapeCloses: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const opener = within(canvasElement).getByRole('button', { name: 'Help' })
    await userEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: t('help:title') })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** The close button closes it too. */
export const CloseButton: Story = {
  parameters: { screenshot: { disable: true } }, // behaviour only: ends closed
  play: async ({ args, globals }) => {
    const t = storyT(globals)
    const dialog = await screen.findByRole('dialog', { name: t('help:title') })
    await userEvent.click(within(dialog).getByRole('button', { name: t('help:close') }))
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1))
  },
}
