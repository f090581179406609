import { cloneElement, lazy, Suspense, useRef, useState, type ComponentType, type ReactElement, type Ref, type SyntheticEvent } from 'react'
import type { TooltipProps } from '@mui/material/Tooltip'
import { useForkRef } from '@mui/material/utils'
import type { TooltipBridgeProps, WakeEvent } from './TooltipBridge'

/** MUI's Tooltip and Popper.js, loaded the first time a hint is asked for; a failed load only means no hint. */
const TooltipBridge = lazy<ComponentType<TooltipBridgeProps>>(() => import('./TooltipBridge').catch(() => ({ default: () => null })))

interface ChildProps {
  ref?: Ref<HTMLElement>
  onMouseOver?(event: SyntheticEvent): void
  onMouseLeave?(event: SyntheticEvent): void
  onFocus?(event: SyntheticEvent): void
  onTouchStart?(event: SyntheticEvent): void
  onTouchEnd?(event: SyntheticEvent): void
}

export interface LazyTooltipProps {
  /** The hint. The child keeps its own accessible name (an icon button's `aria-label`): the hint only shows it. */
  title: string
  /** Where the hint opens, as MUI Tooltip's `placement`. */
  placement?: TooltipProps['placement']
  /** One element that forwards its ref and pointer, touch and focus handlers to the DOM (an IconButton, a Fab). */
  children: ReactElement<ChildProps>
}

/**
 * An MUI Tooltip whose code loads the first time someone points at, long-presses or keyboard-focuses its child:
 * a first screen does not download Tooltip and Popper.js (~11 KB gzipped) for hints nobody has asked for yet.
 * The child is rendered as it is and never remounted (focus and hover stay on it); once loaded, a real Tooltip
 * anchored to it opens and closes as MUI's always does (delays, long press, Escape), and looks the same.
 */
export function LazyTooltip({ title, placement, children }: LazyTooltipProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [wake, setWake] = useState<WakeEvent | null>(null)
  // Whether the pointer or a finger is still on the child when the code arrives (the event is handed on then).
  const still = useRef({ mouseover: false, touchstart: false })
  const ref = useForkRef(children.props.ref, setAnchor)
  const { onMouseOver, onMouseLeave, onFocus, onTouchStart, onTouchEnd } = children.props
  const track = (event: Exclude<WakeEvent, 'focus'>, on: boolean, handler: ((event: SyntheticEvent) => void) | undefined) => (syntheticEvent: SyntheticEvent) => {
    handler?.(syntheticEvent)
    still.current[event] = on
    if (on) setWake((current) => current ?? event)
  }
  const child = cloneElement(children, {
    ref,
    onMouseOver: track('mouseover', true, onMouseOver),
    onMouseLeave: track('mouseover', false, onMouseLeave),
    onTouchStart: track('touchstart', true, onTouchStart),
    onTouchEnd: track('touchstart', false, onTouchEnd),
    onFocus: (event: SyntheticEvent) => {
      onFocus?.(event)
      setWake((current) => current ?? 'focus')
    },
  })
  return (
    <>
      {child}
      {wake && anchor ? (
        <Suspense fallback={null}>
          <TooltipBridge anchor={anchor} title={title} placement={placement} wake={wake} stillOn={(event) => still.current[event]} />
        </Suspense>
      ) : null}
    </>
  )
}
