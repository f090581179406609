/**
 * The part of LazyTooltip that loads on demand: MUI's Tooltip around a stand-in child. Tooltip gives its child a
 * ref and event handlers; the stand-in hands Tooltip the real element (rendered by LazyTooltip) as that ref, so
 * the popper anchors to it, and attaches the handlers to it as DOM listeners.
 */
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react'
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip'

/** The kind of event that asked for the hint before this code had arrived. */
export type WakeEvent = 'mouseover' | 'focus' | 'touchstart'

/** Tooltip's child handlers, by the DOM event each one listens to. */
const EVENTS = {
  onMouseOver: 'mouseover',
  onMouseLeave: 'mouseleave',
  onFocus: 'focus',
  onBlur: 'blur',
  onTouchStart: 'touchstart',
  onTouchEnd: 'touchend',
} as const
type HandlerName = keyof typeof EVENTS
const WAKE_HANDLERS = { mouseover: 'onMouseOver', focus: 'onFocus', touchstart: 'onTouchStart' } as const satisfies Record<WakeEvent, HandlerName>
type Handlers = Partial<Record<HandlerName, (event: Pick<Event, 'type' | 'target' | 'currentTarget'>) => void>>

interface StandInProps extends Handlers {
  anchor: HTMLElement
  wake: WakeEvent
  stillOn(event: Exclude<WakeEvent, 'focus'>): boolean
  ref?: Ref<HTMLElement>
}

function StandIn({ anchor, wake, stillOn, ref, ...handlers }: StandInProps) {
  useImperativeHandle(ref, () => anchor, [anchor])
  const latest = useRef(handlers)
  latest.current = handlers

  useEffect(() => {
    const listeners = (Object.keys(EVENTS) as HandlerName[]).map((name) => [EVENTS[name], (event: Event) => latest.current[name]?.(event)] as const)
    for (const [type, listener] of listeners) anchor.addEventListener(type, listener)
    return () => {
      for (const [type, listener] of listeners) anchor.removeEventListener(type, listener)
    }
  }, [anchor])

  // The event that loaded this code has passed: hand it on when it still holds (the pointer is still over the
  // element, it still has keyboard focus, the finger is still down).
  useEffect(() => {
    const event = { type: wake, target: anchor, currentTarget: anchor }
    if (wake === 'focus' ? document.activeElement === anchor : stillOn(wake)) latest.current[WAKE_HANDLERS[wake]]?.(event)
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return null
}

export interface TooltipBridgeProps {
  anchor: HTMLElement
  title: string
  placement?: TooltipProps['placement']
  wake: WakeEvent
  /** Whether the pointer (mouseover) or the finger (touchstart) that asked for the hint is still on the element. */
  stillOn(event: Exclude<WakeEvent, 'focus'>): boolean
}

export default function TooltipBridge({ anchor, title, placement, wake, stillOn }: TooltipBridgeProps) {
  return (
    <Tooltip title={title} placement={placement}>
      <StandIn anchor={anchor} wake={wake} stillOn={stillOn} />
    </Tooltip>
  )
}
