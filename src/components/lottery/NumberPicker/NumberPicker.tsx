import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { visuallyHidden } from '@mui/utils'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { allNumbers, QUICK_SETS, quickSetNumbers, randomNumbers, type QuickSet } from '../betting'

export interface NumberPickerProps {
  /** Digits of a number: 1 (head, tail), 2 (lô, đề, xiên), 3 (3 càng). */
  digits: 1 | 2 | 3
  /** The chosen numbers, zero-padded ("07", "123"). */
  selected: string[]
  /** The choice changed: the new list, in ascending order. */
  onChange: (numbers: string[]) => void
  /**
   * At most this many numbers (a xiên's `picks`); none for lô and đề, where each number is a bet of its own. Once
   * reached, the other numbers take no more taps, and the picker says so.
   */
  max?: number
  /** How many numbers Random picks: a xiên's `picks`; 1 (the default) otherwise. */
  quickPickCount?: number
  /** Random numbers in [0, 1), as Math.random (the default); a story passes a fixed sequence. */
  random?: () => number
  /** Betting is closed: the choice shows, nothing can be changed. */
  disabled?: boolean
}

const QUICK_SET_LABELS: Record<QuickSet, 'picker.big' | 'picker.small' | 'picker.even' | 'picker.odd'> = {
  big: 'picker.big',
  small: 'picker.small',
  even: 'picker.even',
  odd: 'picker.odd',
}

/** Where an arrow, Home or End moves in a board of `count` cells, `columns` a row (null: nowhere, the key is not ours). */
function moveIn(key: string, ctrl: boolean, rtl: boolean, index: number, count: number, columns: number): number | null {
  const rowStart = index - (index % columns)
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
  const back = rtl ? 'ArrowRight' : 'ArrowLeft'
  switch (key) {
    case forward:
      return Math.min(count - 1, index + 1)
    case back:
      return Math.max(0, index - 1)
    case 'ArrowDown':
      return index + columns < count ? index + columns : index
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index
    case 'Home':
      return ctrl ? 0 : rowStart
    case 'End':
      return ctrl ? count - 1 : Math.min(count - 1, rowStart + columns - 1)
    default:
      return null
  }
}

/** A cell of the board: lines between cells are each cell's end and bottom edges (the board draws the first ones). */
const cellEdges = { borderInlineEnd: '1px solid', borderBlockEnd: '1px solid', borderColor: 'divider' } as const
/** The board's own first lines: its start and top edges. */
const boardEdges = { borderInlineStart: '1px solid', borderBlockStart: '1px solid', borderColor: 'divider' } as const

/**
 * The numbers to bet on, as a board of toggle buttons: 0–9 for one digit, 00–99 (ten by ten) for two, and for
 * three a row of hundreds above the board of that hundred (x00–x99), the choices kept across hundreds. The board
 * is one tab stop: the arrows move (Home and End to a row's ends, with Ctrl to the board's), Space or Enter
 * toggles. Quick picks: Random, for two digits without a limit Big (50–99), Small (00–49), Even and Odd, and
 * Clear. It fits a 360 px phone, every button at least 32 px.
 */
export function NumberPicker({ digits, selected, onChange, max, quickPickCount = 1, random = Math.random, disabled = false }: NumberPickerProps) {
  const { t } = useTranslation('lottery')
  const rtl = useTheme().direction === 'rtl'
  const id = useId()
  const chosen = new Set(selected)
  const full = max !== undefined && selected.length >= max

  // Three digits: the hundred on show (the first chosen number's, to begin with).
  const [hundred, setHundred] = useState(() => (digits === 3 && selected.length > 0 ? Number(selected.slice().sort()[0][0]) : 0))
  const numbers = digits === 3 ? allNumbers(3).slice(hundred * 100, hundred * 100 + 100) : allNumbers(digits)
  const columns = digits === 1 ? 5 : 10

  // Roving focus: the one cell of the board Tab lands on.
  const [roving, setActive] = useState(() => Math.max(0, numbers.findIndex((number) => chosen.has(number))))
  const active = Math.min(roving, numbers.length - 1)
  const cells = useRef<(HTMLButtonElement | null)[]>([])
  const tabs = useRef<(HTMLButtonElement | null)[]>([])

  const toggle = (number: string, index: number) => {
    setActive(index)
    if (disabled) return
    if (chosen.has(number)) onChange(selected.filter((other) => other !== number))
    else if (!full) onChange([...selected, number].sort())
  }

  const onBoardKey = (event: KeyboardEvent) => {
    const next = moveIn(event.key, event.ctrlKey || event.metaKey, rtl, active, numbers.length, columns)
    if (next === null) return
    event.preventDefault()
    setActive(next)
    cells.current[next]?.focus()
  }

  const showHundred = (value: number) => {
    setHundred(value)
    setActive(0)
  }

  const onTabKey = (event: KeyboardEvent) => {
    const next = moveIn(event.key, true, rtl, hundred, 10, 10)
    if (next === null || event.key === 'ArrowUp' || event.key === 'ArrowDown') return
    event.preventDefault()
    showHundred(next)
    tabs.current[next]?.focus()
  }

  const pickRandom = () => {
    const picks = randomNumbers(digits, max === undefined ? quickPickCount : Math.min(quickPickCount, max), random)
    onChange(picks)
    // Show where the pick landed.
    if (digits === 3 && picks.length > 0) showHundred(Number(picks[0][0]))
  }

  const countText = max === undefined ? t('picker.selected', { count: selected.length }) : t('picker.selectedOf', { count: selected.length, max })
  const boardLabelId = `${id}-board`
  const small = digits === 3

  const board = (
    <Box
      role="grid"
      aria-labelledby={digits === 3 ? `${boardLabelId} ${id}-tab-${hundred}` : boardLabelId}
      onKeyDown={onBoardKey}
      sx={{ ...boardEdges, bgcolor: 'background.paper' }}
    >
      {Array.from({ length: numbers.length / columns }, (_, row) => (
        <Box role="row" key={row} sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {numbers.slice(row * columns, row * columns + columns).map((number, column) => {
            const index = row * columns + column
            const pressed = chosen.has(number)
            const locked = full && !pressed
            return (
              <Box role="gridcell" key={number} sx={{ ...cellEdges, minWidth: 0, display: 'flex' }}>
                <Box
                  component="button"
                  type="button"
                  ref={(element: HTMLButtonElement | null) => {
                    cells.current[index] = element
                  }}
                  tabIndex={index === active ? 0 : -1}
                  aria-pressed={pressed}
                  aria-disabled={locked || undefined}
                  disabled={disabled}
                  data-number={number}
                  onClick={() => toggle(number, index)}
                  sx={(theme) => ({
                    flex: '1 1 auto',
                    minWidth: 32,
                    height: digits === 1 ? 48 : 36,
                    p: 0,
                    border: 0,
                    borderRadius: 0,
                    // A button's text takes the browser's own font unless told: the bundled faces, as everywhere else.
                    fontFamily: 'inherit',
                    fontSize: digits === 1 ? '1.125rem' : small ? '0.8125rem' : '0.875rem',
                    fontWeight: pressed ? 700 : 500,
                    fontVariantNumeric: 'tabular-nums',
                    letterSpacing: small ? '-0.02em' : 0,
                    bgcolor: pressed ? 'primary.main' : 'transparent',
                    color: pressed ? 'primary.contrastText' : locked || disabled ? 'text.disabled' : 'text.primary',
                    cursor: disabled || locked ? 'default' : 'pointer',
                    // The theme's focus ring, over the neighbouring cells.
                    '&:focus-visible': { position: 'relative', zIndex: 1 },
                    '&:hover': disabled || locked || pressed ? undefined : { bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.1) },
                    '&:disabled': { opacity: pressed ? 0.6 : 1 },
                  })}
                >
                  {number}
                </Box>
              </Box>
            )
          })}
        </Box>
      ))}
    </Box>
  )

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0, maxWidth: digits === 1 ? 400 : 520 }}>
      <Typography id={boardLabelId} component="span" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('picker.numbers')}
      </Typography>

      {digits === 3 ? (
        <>
          <Box
            role="tablist"
            aria-label={t('picker.hundreds')}
            onKeyDown={onTabKey}
            sx={{ ...boardEdges, display: 'grid', gridTemplateColumns: 'repeat(10, minmax(0, 1fr))' }}
          >
            {Array.from({ length: 10 }, (_, value) => {
              const current = value === hundred
              const inHundred = selected.filter((number) => number[0] === String(value)).length
              return (
                <Box
                  key={value}
                  component="button"
                  type="button"
                  role="tab"
                  id={`${id}-tab-${value}`}
                  aria-selected={current}
                  aria-controls={`${id}-panel`}
                  tabIndex={current ? 0 : -1}
                  ref={(element: HTMLButtonElement | null) => {
                    tabs.current[value] = element
                  }}
                  onClick={() => showHundred(value)}
                  sx={(theme) => ({
                    border: 0,
                    ...cellEdges,
                    position: 'relative',
                    minWidth: 32,
                    height: 40,
                    p: 0,
                    borderRadius: 0,
                    fontFamily: 'inherit',
                    fontSize: '1rem',
                    fontWeight: 700,
                    fontVariantNumeric: 'tabular-nums',
                    cursor: 'pointer',
                    color: current ? 'primary.main' : 'text.primary',
                    bgcolor: current ? theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12) : 'background.paper',
                    boxShadow: current ? `inset 0 -3px 0 ${(theme.vars ?? theme).palette.primary.main}` : 'none',
                    '&:focus-visible': { zIndex: 1 },
                  })}
                >
                  {value}
                  <Box component="span" sx={visuallyHidden}>
                    {` ${t('picker.hundredRange', { from: `${value}00`, to: `${value}99` })}`}
                    {inHundred > 0 ? `, ${t('picker.hundredSelected', { count: inHundred })}` : ''}
                  </Box>
                  {inHundred > 0 ? (
                    <Box
                      component="span"
                      aria-hidden="true"
                      data-testid={`hundred-${value}-chosen`}
                      sx={{ position: 'absolute', top: 4, insetInlineEnd: 4, width: 8, height: 8, borderRadius: '50%', bgcolor: 'secondary.main' }}
                    />
                  ) : null}
                </Box>
              )
            })}
          </Box>
          <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${hundred}`}>
            {board}
          </Box>
        </>
      ) : (
        board
      )}

      <Box role="group" aria-label={t('picker.quickPicks')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" size="small" onClick={pickRandom} disabled={disabled} sx={{ minHeight: 36 }}>
          {t('picker.random')}
        </Button>
        {digits === 2 && max === undefined
          ? QUICK_SETS.map((set) => (
              <Button key={set} variant="outlined" size="small" onClick={() => onChange(quickSetNumbers(set))} disabled={disabled} sx={{ minHeight: 36 }}>
                <bdi>{t(QUICK_SET_LABELS[set])}</bdi>
              </Button>
            ))
          : null}
        <Button variant="text" size="small" color="inherit" onClick={() => onChange([])} disabled={disabled || selected.length === 0} sx={{ minHeight: 36 }}>
          {t('picker.clear')}
        </Button>
      </Box>

      <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography component="span" variant="body2" data-testid="picker-count" sx={{ fontWeight: 700 }}>
          {countText}
        </Typography>
        {full ? (
          <Typography component="span" variant="body2" data-testid="picker-max-reached" sx={{ color: 'text.secondary' }}>
            {t('picker.maxReached', { count: max })}
          </Typography>
        ) : null}
      </Box>
    </Box>
  )
}
