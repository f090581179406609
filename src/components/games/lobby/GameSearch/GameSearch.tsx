import { useEffect, useId, useRef, useState } from 'react'
import FormControl from '@mui/material/FormControl'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput from '@mui/material/OutlinedInput'
import ClearIcon from '@mui/icons-material/Clear'
import SearchIcon from '@mui/icons-material/Search'
import { useTranslation } from 'react-i18next'

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300
/** The game list's keyword limit (the contract's `keyword`). */
export const SEARCH_MAX_LENGTH = 64

export interface GameSearchProps {
  /** The search in force (the field starts with it, and follows it when it changes from outside). */
  value: string
  /** Called with the trimmed words once typing pauses, at once on Enter or when cleared. */
  onSearch: (keyword: string) => void
  /** Pause before searching, in ms. */
  debounceMs?: number
}

/**
 * A labelled search field for game names: searches when typing pauses (debounced), at once on Enter, and has
 * a clear button. Built on OutlinedInput, not TextField, so the lobby does not carry the select machinery.
 */
export function GameSearch({ value, onSearch, debounceMs = SEARCH_DEBOUNCE_MS }: GameSearchProps) {
  const { t } = useTranslation('games')
  const id = useId()
  const [text, setText] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const sent = useRef(value.trim())

  // A search changed from outside (another category, the store reset) shows in the field.
  useEffect(() => {
    sent.current = value.trim()
    setText(value)
  }, [value])
  useEffect(() => () => clearTimeout(timer.current), [])

  const send = (next: string) => {
    clearTimeout(timer.current)
    const keyword = next.trim()
    if (keyword === sent.current) return
    sent.current = keyword
    onSearch(keyword)
  }

  return (
    <FormControl
      component="form"
      role="search"
      size="small"
      sx={{ width: { xs: '100%', sm: 280 } }}
      onSubmit={(event) => {
        event.preventDefault()
        send(text)
      }}
    >
      <InputLabel htmlFor={id}>{t('lobby.search.label')}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={t('lobby.search.label')}
        value={text}
        placeholder={t('lobby.search.placeholder')}
        inputProps={{ maxLength: SEARCH_MAX_LENGTH, enterKeyHint: 'search' }}
        onChange={(event) => {
          const next = event.target.value
          setText(next)
          clearTimeout(timer.current)
          timer.current = setTimeout(() => send(next), debounceMs)
        }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" aria-hidden="true" />
          </InputAdornment>
        }
        endAdornment={
          text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={t('lobby.search.clear')}
                onClick={() => {
                  setText('')
                  send('')
                }}
              >
                <ClearIcon fontSize="small" aria-hidden="true" />
              </IconButton>
            </InputAdornment>
          ) : null
        }
        sx={{ '& input[type=search]::-webkit-search-cancel-button': { display: 'none' } }}
      />
    </FormControl>
  )
}
