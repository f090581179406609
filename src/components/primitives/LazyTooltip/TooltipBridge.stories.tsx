import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import Button from '@mui/material/Button'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import TooltipBridge, { type TooltipBridgeProps } from './TooltipBridge'

/** The bridge needs a real element to anchor to: a button rendered beside it, as LazyTooltip does. */
function WithAnchor(props: Omit<TooltipBridgeProps, 'anchor' | 'stillOn'>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <Button ref={setAnchor} variant="outlined">
        Refresh balance
      </Button>
      {anchor ? <TooltipBridge {...props} anchor={anchor} stillOn={() => false} /> : null}
    </>
  )
}

const meta = {
  title: 'Primitives/LazyTooltip/TooltipBridge',
  component: WithAnchor,
  args: { title: 'Refresh', placement: 'bottom', wake: 'mouseover' },
  // The hint opens in a portal over the page; LazyTooltip's stories carry the baselines.
  parameters: { screenshot: { disable: true } },
} satisfies Meta<typeof WithAnchor>

export default meta
type Story = StoryObj<typeof meta>

/** Tooltip's handlers reach the real element: pointing at it opens the hint, leaving closes it. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh balance' })
    await userEvent.hover(button)
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh')
    await userEvent.unhover(button)
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  },
}

/** Keyboard focus, the event that loaded the code, is handed on: the hint opens without another event. */
export const WokenByFocus: Story = {
  args: { wake: 'focus' },
  render: (args) => {
    // Focus is on the anchor before the bridge mounts, as when LazyTooltip loads it on focus.
    function Focused() {
      const [anchor, setAnchor] = useState<HTMLElement | null>(null)
      return (
        <>
          <Button
            ref={(element: HTMLButtonElement | null) => {
              element?.focus()
              setAnchor(element)
            }}
            variant="outlined"
          >
            Refresh balance
          </Button>
          {anchor ? <TooltipBridge title={args.title} placement={args.placement} wake="focus" anchor={anchor} stillOn={() => false} /> : null}
        </>
      )
    }
    return <Focused />
  },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh')
  },
}
