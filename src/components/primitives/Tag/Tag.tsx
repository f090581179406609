import type { ReactNode } from 'react'
import { styled } from '@mui/material/styles'

export type TagTone = 'neutral' | 'error' | 'warning'

export interface TagProps {
  children: ReactNode
  /** Colour: neutral (default), error (HOT), warning (trial). */
  tone?: TagTone
  /** Filled with the tone's colour, or outlined in it (default). */
  variant?: 'filled' | 'outlined'
  className?: string
}

/**
 * A short label beside something (HOT, under maintenance, trial): looks like MUI's small Chip but is a plain span
 * with no behaviour, so the first screen doesn't carry Chip's click, delete and avatar code.
 */
export function Tag({ children, tone = 'neutral', variant = 'outlined', className }: TagProps) {
  return (
    <TagRoot className={className} ownerState={{ tone, variant }}>
      {children}
    </TagRoot>
  )
}

const TagRoot = styled('span', { shouldForwardProp: (prop) => prop !== 'ownerState' })<{ ownerState: { tone: TagTone; variant: 'filled' | 'outlined' } }>(
  ({ theme, ownerState: { tone, variant } }) => {
    const palette = (theme.vars || theme).palette
    const main = tone === 'neutral' ? palette.text.secondary : palette[tone].main
    const filled = variant === 'filled'
    return {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      boxSizing: 'border-box',
      height: 24,
      paddingInline: 8,
      borderRadius: 12,
      border: '1px solid',
      borderColor: filled ? 'transparent' : tone === 'neutral' ? palette.divider : main,
      backgroundColor: filled ? (tone === 'neutral' ? palette.action.selected : palette[tone].main) : 'transparent',
      color: filled ? (tone === 'neutral' ? palette.text.primary : palette[tone].contrastText) : tone === 'neutral' ? palette.text.primary : main,
      ...theme.typography.caption,
      fontSize: '0.8125rem',
      lineHeight: 1,
      whiteSpace: 'nowrap',
    }
  },
)
