import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import Button from '@mui/material/Button'
import LanguageIcon from '@mui/icons-material/Language'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import { useTranslation } from 'react-i18next'
import { languageInfo, type LanguageCode } from '../../../config/languages'
import { visuallyHidden } from '../a11y'

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

/** MUI's Menu and its popover: loaded when someone reaches for the button, not with the page. */
const loadMenu = () => import('./LanguageSelectMenu')
const LanguageSelectMenu = lazy(loadMenu)

/**
 * Language picker: a menu button showing the language in use by its own name (ไทย, English, 简体中文 ...), which
 * opens the list of languages, each by its own name and marked with its `lang` so screen readers pronounce it.
 *
 * The page draws only the button (a plain MUI Button). The list (MUI's Menu, with the popover and focus code)
 * loads when the pointer or a finger reaches the button or it takes keyboard focus, so it is usually there by the
 * time it is pressed; pressed before it arrived, it opens as soon as it does.
 */
export function LanguageSelect({ languages, value, onChange, size = 'small', fullWidth = false }: LanguageSelectProps) {
  const { t } = useTranslation('layout')
  const labelId = useId()
  const buttonId = useId()
  const menuId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const [wanted, setWanted] = useState(false)
  const [open, setOpen] = useState(false)
  const info = languageInfo(value)

  useEffect(() => {
    // Warm the chunk; a failed load is retried by the lazy component when the menu is opened.
    if (wanted) loadMenu().catch(() => undefined)
  }, [wanted])

  const reach = () => setWanted(true)
  const openMenu = () => {
    setWanted(true)
    setOpen(true)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    // The menu-button pattern: the arrow keys open the list too.
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    openMenu()
  }

  return (
    <>
      <span id={labelId} style={visuallyHidden}>
        {t('language.label')}
      </span>
      <Button
        ref={button}
        id={buttonId}
        variant="outlined"
        color="inherit"
        size={size}
        fullWidth={fullWidth}
        aria-labelledby={`${labelId} ${buttonId}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        startIcon={<LanguageIcon />}
        endIcon={<ArrowDropDownIcon />}
        onPointerEnter={reach}
        onTouchStart={reach}
        onFocus={reach}
        onClick={openMenu}
        onKeyDown={onKeyDown}
        sx={{ minWidth: 120, justifyContent: fullWidth ? 'space-between' : undefined, textTransform: 'none', '& .MuiButton-endIcon': { marginInlineStart: fullWidth ? 'auto' : undefined } }}
      >
        <span lang={info?.htmlLang}>{info?.nativeName ?? value}</span>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageSelectMenu
            id={menuId}
            anchor={open ? button.current : null}
            labelledBy={labelId}
            languages={languages}
            value={value}
            onClose={() => setOpen(false)}
            onPick={(code) => {
              setOpen(false)
              if (code !== value) onChange(code)
            }}
          />
        </Suspense>
      )}
    </>
  )
}
