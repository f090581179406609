import IconButton from '@mui/material/IconButton'
import DarkModeIcon from '@mui/icons-material/DarkMode'
import LightModeIcon from '@mui/icons-material/LightMode'
import { useTranslation } from 'react-i18next'
import type { ThemeMode } from '../../../config/languages'
import { LazyTooltip } from '../../primitives/LazyTooltip'

export interface ThemeToggleProps {
  /** The colour scheme in use. */
  mode: ThemeMode
  /** The schemes the merchant allows; with fewer than two the toggle is not shown. */
  modes: readonly ThemeMode[]
  /** Switch to the other scheme (the portal persists the choice). */
  onToggle(): void
}

/** The mode a toggle switches to: the next allowed mode after the current one. */
export function nextThemeMode(mode: ThemeMode, modes: readonly ThemeMode[]): ThemeMode {
  const index = modes.indexOf(mode)
  return modes[(index + 1) % modes.length] ?? mode
}

/** Icon button that switches between dark and light; its label says which mode it switches to. */
export function ThemeToggle({ mode, modes, onToggle }: ThemeToggleProps) {
  const { t } = useTranslation('layout')
  if (modes.length < 2) return null
  const target = nextThemeMode(mode, modes)
  const label = target === 'dark' ? t('theme.switchToDark') : t('theme.switchToLight')
  return (
    <LazyTooltip title={label}>
      <IconButton aria-label={label} onClick={onToggle} color="inherit">
        {target === 'dark' ? <DarkModeIcon /> : <LightModeIcon />}
      </IconButton>
    </LazyTooltip>
  )
}
