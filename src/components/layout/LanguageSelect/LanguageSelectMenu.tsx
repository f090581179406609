/**
 * The language select with its list: MUI's Select, loaded the first time someone reaches for the control (see
 * LanguageSelect, which draws the closed control until then and hands over to this).
 */
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import { languageInfo, type LanguageCode } from '../../../config/languages'
import type { LanguageSelectProps } from './LanguageSelect'

export interface LanguageSelectMenuProps extends LanguageSelectProps {
  /** The label's text and id, shared with the closed control this replaces. */
  label: string
  labelId: string
  /** Open the list on arrival (it was asked for before this code arrived). */
  defaultOpen: boolean
  /** Take focus on arrival (the closed control had it). */
  autoFocus: boolean
}

export default function LanguageSelectMenu(props: LanguageSelectMenuProps) {
  const { languages, value, onChange, size = 'small', fullWidth = false, label, labelId, defaultOpen, autoFocus } = props
  return (
    <FormControl size={size} fullWidth={fullWidth} sx={{ minWidth: 140 }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<LanguageCode>
        labelId={labelId}
        label={label}
        value={value}
        defaultOpen={defaultOpen}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value as LanguageCode)}
        renderValue={(code) => <span lang={languageInfo(code)?.htmlLang}>{languageInfo(code)?.nativeName ?? code}</span>}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      >
        {languages.map((code) => {
          const info = languageInfo(code)
          return (
            <MenuItem key={code} value={code} lang={info?.htmlLang}>
              {info?.nativeName ?? code}
            </MenuItem>
          )
        })}
      </Select>
    </FormControl>
  )
}
