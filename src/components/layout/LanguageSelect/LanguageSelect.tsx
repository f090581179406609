import { lazy, Suspense, useEffect, useId, useImperativeHandle, useRef, useState, type ElementType, type FocusEventHandler, type KeyboardEvent, type KeyboardEventHandler, type MouseEventHandler, type ReactNode, type Ref } from 'react'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import type { InputBaseComponentProps } from '@mui/material/InputBase'
import OutlinedInput from '@mui/material/OutlinedInput'
import { styled } from '@mui/material/styles'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import { useTranslation } from 'react-i18next'
import { languageInfo, type LanguageCode } from '../../../config/languages'

export interface LanguageSelectProps {
  /** The languages to offer (the merchant's selectable languages), in the order to list them. */
  languages: readonly LanguageCode[]
  /** The language in use. */
  value: LanguageCode
  /** Called with the language the person picked. */
  onChange(code: LanguageCode): void
  /** `small` for the header bar, `medium` for the side menu. */
  size?: 'small' | 'medium'
  /** Stretch to the width of the container (side menu). */
  fullWidth?: boolean
}

/** MUI's Select and its menu (~15 KB gzipped): loaded when someone reaches for the control, not with the page. */
const loadMenu = () => import('./LanguageSelectMenu')
const LanguageSelectMenu = lazy(loadMenu)

/** Keys that open MUI's Select from the keyboard. */
const OPENING_KEYS = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown'])

/**
 * Language picker listing each language by its own name (ไทย, English, 简体中文 ...), each marked with its
 * `lang` so screen readers pronounce it correctly.
 *
 * What the page first draws is the closed control, built from the same MUI parts and styles as MUI's Select
 * (outlined input, floating label, the value and the arrow), so it looks and announces itself the same. MUI's
 * Select, whose list needs the menu, popover and focus-trap code, loads when the pointer or a finger reaches the
 * control or it takes keyboard focus, and replaces it: focused if the closed control was, open if it was already
 * pressed (or opened with Enter, Space or an arrow key).
 */
export function LanguageSelect(props: LanguageSelectProps) {
  const { t } = useTranslation('layout')
  const labelId = useId()
  const label = t('language.label')
  const [wanted, setWanted] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const arrival = useRef({ open: false, focus: false })

  useEffect(() => {
    if (!wanted || loaded) return
    let current = true
    // A failed load leaves the closed control; the next reach tries again.
    loadMenu().then(() => current && setLoaded(true), () => current && setWanted(false))
    return () => {
      current = false
    }
  }, [wanted, loaded])

  if (loaded) {
    return (
      <Suspense fallback={null}>
        <LanguageSelectMenu {...props} label={label} labelId={labelId} defaultOpen={arrival.current.open} autoFocus={arrival.current.focus} />
      </Suspense>
    )
  }
  const { value, size = 'small', fullWidth = false } = props
  const info = languageInfo(value)
  const reach = () => setWanted(true)
  const open = () => {
    arrival.current.open = true
    reach()
  }
  return (
    <FormControl size={size} fullWidth={fullWidth} sx={{ minWidth: 140 }} onPointerEnter={reach} onTouchStart={reach}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <OutlinedInput
        label={label}
        value={value}
        className="MuiSelect-root"
        inputComponent={ClosedSelectDisplay as ElementType<InputBaseComponentProps>}
        inputProps={{
          labelId,
          children: <span lang={info?.htmlLang}>{info?.nativeName ?? value}</span>,
          onMouseDown: (event: { button: number }) => {
            if (event.button === 0) open()
          },
          onKeyDown: (event: KeyboardEvent) => {
            if (!OPENING_KEYS.has(event.key)) return
            event.preventDefault()
            open()
          },
          onFocus: () => {
            arrival.current.focus = true
            reach()
          },
          onBlur: () => {
            arrival.current.focus = false
          },
        }}
      />
    </FormControl>
  )
}

/**
 * The closed Select's box: the input slot of the outlined input (so it gets the input's padding and type) with
 * MUI Select's own rules on top, copied from MUI 9's NativeSelectInput and SelectInput (outlined variant).
 */
const SelectDisplay = styled('div')(({ theme }) => ({
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  userSelect: 'none',
  cursor: 'pointer',
  borderRadius: (theme.vars || theme).shape.borderRadius,
  '&:focus': { borderRadius: (theme.vars || theme).shape.borderRadius },
  '.MuiInputBase-root:has(> &)': { '--_caret': '32px', '--_endAdornment': '0px' },
  '&&&': { paddingRight: 'calc(var(--_caret, 32px) + var(--_endAdornment, 0px))' },
  '&.MuiSelect-select': { height: 'auto', minHeight: '1.4375em', textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflow: 'hidden' },
}))

/** MUI Select's arrow, where MUI puts it. */
const SelectIcon = styled(ArrowDropDownIcon)(({ theme }) => ({
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: (theme.vars || theme).palette.action.active,
}))

/**
 * What the outlined input renders in its input slot, as MUI's SelectInput does: the combobox (MUI Select's role,
 * state and classes) and the arrow beside it. The input passes its focus handlers (the focused outline and label
 * colour) and the inputProps given above.
 */
interface DisplayProps {
  /** The input's handle on its input (as MUI's SelectInput gives it): the value it reads "filled" from, and focus. */
  ref?: Ref<{ value: string; focus(): void; node: HTMLDivElement | null }>
  value: string
  className?: string
  labelId: string
  children: ReactNode
  onMouseDown: MouseEventHandler<HTMLDivElement>
  onKeyDown: KeyboardEventHandler<HTMLDivElement>
  onFocus: FocusEventHandler<HTMLDivElement>
  onBlur: FocusEventHandler<HTMLDivElement>
}

function ClosedSelectDisplay({ ref, value, className, labelId, children, onMouseDown, onKeyDown, onFocus, onBlur }: DisplayProps) {
  const display = useRef<HTMLDivElement>(null)
  useImperativeHandle(ref, () => ({ value, focus: () => display.current?.focus(), node: display.current }), [value])
  return (
    <>
      <SelectDisplay
        ref={display}
        tabIndex={0}
        role="combobox"
        aria-expanded="false"
        aria-haspopup="listbox"
        aria-labelledby={labelId}
        className={`MuiSelect-select MuiSelect-outlined ${className ?? ''}`}
        onMouseDown={onMouseDown}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {children}
      </SelectDisplay>
      <SelectIcon className="MuiSelect-icon MuiSelect-iconOutlined" />
    </>
  )
}
