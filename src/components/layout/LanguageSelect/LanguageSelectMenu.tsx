/**
 * The list of LanguageSelect: MUI's Menu, loaded the first time someone reaches for the button (see LanguageSelect,
 * which keeps the button and its state).
 */
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { languageInfo, type LanguageCode } from '../../../config/languages'

export interface LanguageSelectMenuProps {
  /** The menu's id (the button's `aria-controls`). */
  id: string
  /** The button the menu opens from; null while closed. */
  anchor: HTMLElement | null
  /** The id of the element naming the list ("Language"). */
  labelledBy: string
  languages: readonly LanguageCode[]
  /** The language in use: checked, and focused when the menu opens. */
  value: LanguageCode
  /** Escape, a click outside or Tab. */
  onClose(): void
  onPick(code: LanguageCode): void
}

export default function LanguageSelectMenu({ id, anchor, labelledBy, languages, value, onClose, onPick }: LanguageSelectMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      // Focus lands on the language in use, as in a select.
      variant="selectedMenu"
      slotProps={{ list: { 'aria-labelledby': labelledBy }, paper: { sx: { maxHeight: 360 } } }}
    >
      {languages.map((code) => {
        const info = languageInfo(code)
        const checked = code === value
        return (
          <MenuItem key={code} role="menuitemradio" aria-checked={checked} selected={checked} lang={info?.htmlLang} onClick={() => onPick(code)}>
            {info?.nativeName ?? code}
          </MenuItem>
        )
      })}
    </Menu>
  )
}
