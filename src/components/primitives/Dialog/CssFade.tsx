import { cloneElement, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactElement, type Ref } from 'react'
import { useTheme } from '@mui/material/styles'

type Timeout = number | { appear?: number; enter?: number; exit?: number }

export interface CssFadeProps {
  /** Shown (fades in) or not (fades out, then `onExited`). */
  in?: boolean
  /** Fade in on mount too (MUI's default for dialogs). */
  appear?: boolean
  /** Milliseconds; defaults to the theme's entering/leaving durations (0 when motion is turned off). */
  timeout?: Timeout
  easing?: string | { enter?: string; exit?: string }
  onEnter?: (node: HTMLElement, isAppearing: boolean) => void
  onEntering?: (node: HTMLElement, isAppearing: boolean) => void
  onEntered?: (node: HTMLElement, isAppearing: boolean) => void
  onExit?: (node: HTMLElement) => void
  onExiting?: (node: HTMLElement) => void
  onExited?: (node: HTMLElement) => void
  style?: CSSProperties
  ref?: Ref<HTMLElement>
  children: ReactElement<{ style?: CSSProperties; ref?: Ref<HTMLElement> }>
  /** Anything else (role, tabIndex, the focus trap's onFocus…) goes to the child, as MUI's Fade does. */
  [forwarded: string]: unknown
}

const HIDDEN: CSSProperties = { opacity: 0, visibility: 'hidden' }

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value)
  else if (ref) (ref as { current: T | null }).current = value
}

function pick<T extends number | string>(value: T | { enter?: T; exit?: T } | undefined, phase: 'enter' | 'exit'): T | undefined {
  return typeof value === 'object' ? value[phase] : value
}

/**
 * A drop-in for MUI's Fade in the Modal family (`slots.transition` of Dialog and Backdrop) that animates with the
 * Web Animations API instead of a CSS transition. MUI's Fade must force a synchronous layout of the whole page
 * (`node.scrollTop`) before it can start its transition; opening a dialog over the home page, that forced layout
 * turned the open into one task of 200 ms on a mid-range phone. An animation with explicit keyframes needs no
 * start state from layout, so the browser lays the page out in its own frame.
 *
 * Same contract as Fade: `onEnter` before the first frame, `onEntered` when shown, `onExited` once faded out (the
 * Modal unmounts then, and focus returns to the opener); with a zero duration (motion turned off) at once.
 */
export function CssFade({
  in: inProp = false,
  appear = true,
  timeout,
  easing,
  onEnter,
  onEntering,
  onEntered,
  onExit,
  onExiting,
  onExited,
  style,
  ref,
  children,
  ...forwarded
}: CssFadeProps) {
  const theme = useTheme()
  const nodeRef = useRef<HTMLElement | null>(null)
  const mounted = useRef(false)
  const [exited, setExited] = useState(!inProp)
  // The latest callbacks, read when an animation ends (the parent may re-render meanwhile).
  const callbacks = useRef({ onEnter, onEntering, onEntered, onExit, onExiting, onExited })
  callbacks.current = { onEnter, onEntering, onEntered, onExit, onExiting, onExited }

  const enterMs = pick(timeout, 'enter') ?? theme.transitions.duration.enteringScreen
  const exitMs = pick(timeout, 'exit') ?? theme.transitions.duration.leavingScreen
  const enterEasing = pick(easing, 'enter') ?? theme.transitions.easing.easeInOut
  const exitEasing = pick(easing, 'exit') ?? theme.transitions.easing.easeInOut

  useLayoutEffect(() => {
    const node = nodeRef.current
    const isAppearing = !mounted.current
    mounted.current = true
    if (!node || (isAppearing && !inProp)) return
    const on = callbacks.current
    if (inProp) {
      setExited(false)
      on.onEnter?.(node, isAppearing)
      on.onEntering?.(node, isAppearing)
      const duration = isAppearing && !appear ? 0 : enterMs
      if (duration <= 0 || typeof node.animate !== 'function') {
        on.onEntered?.(node, isAppearing)
        return
      }
      const animation = node.animate([{ opacity: 0 }, { opacity: 1 }], { duration, easing: enterEasing })
      animation.onfinish = () => callbacks.current.onEntered?.(node, isAppearing)
      return () => animation.cancel()
    }
    on.onExit?.(node)
    on.onExiting?.(node)
    if (exitMs <= 0 || typeof node.animate !== 'function') {
      setExited(true)
      on.onExited?.(node)
      return
    }
    const animation = node.animate([{ opacity: 1 }, { opacity: 0 }], { duration: exitMs, easing: exitEasing, fill: 'forwards' })
    animation.onfinish = () => {
      setExited(true)
      callbacks.current.onExited?.(node)
    }
    return () => animation.cancel()
    // Only a change of `in` starts an animation; durations and easings are read when it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inProp])

  const childRef = children.props.ref
  const forkedRef = useMemo(
    () => (node: HTMLElement | null) => {
      nodeRef.current = node
      assignRef(childRef, node)
      assignRef(ref, node)
    },
    [childRef, ref],
  )
  return cloneElement(children, {
    ...forwarded,
    style: { ...(exited && !inProp ? HIDDEN : undefined), ...style, ...children.props.style },
    ref: forkedRef,
  })
}
