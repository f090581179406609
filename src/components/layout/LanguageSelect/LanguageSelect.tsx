import { useId } from 'react'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
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

/**
 * Language picker listing each language by its own name (ไทย, English, 简体中文 ...), each marked with its
 * `lang` so screen readers pronounce it correctly.
 */
export function LanguageSelect({ languages, value, onChange, size = 'small', fullWidth = false }: LanguageSelectProps) {
  const { t } = useTranslation('layout')
  const labelId = useId()
  const label = t('language.label')
  return (
    <FormControl size={size} fullWidth={fullWidth} sx={{ minWidth: 140 }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<LanguageCode>
        labelId={labelId}
        label={label}
        value={value}
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
