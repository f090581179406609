import type { ReactNode, RefObject } from 'react'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'

/** A phone's spacing for the parts that take `compactOnPhone`; from `sm` up they are as without it. */
const responsive = <T,>(compact: boolean, phone: T, other: T) => (compact ? { xs: phone, sm: other } : other)

export interface PanelSkeletonProps {
  /** How many fields the form has between its summary and its button. */
  fields: number
}

/**
 * A money form's shape while what it needs loads (nothing to press yet): a summary, `fields` fields and the button.
 * Hidden from screen readers: the panel's live region says what is loading.
 */
export function PanelSkeleton({ fields }: PanelSkeletonProps) {
  return (
    <Stack spacing={2.5} aria-hidden="true">
      <Skeleton variant="rounded" height={72} />
      {Array.from({ length: fields }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Skeleton variant="rounded" height={42} sx={{ width: { xs: '100%', sm: 160 } }} />
      </Box>
    </Stack>
  )
}

export interface StateHeadingProps {
  /** The state's icon (decorative), drawn large in `colour`. */
  icon: ReactNode
  /** A theme colour for the icon: `success.main`, `error.main`... */
  colour: string
  /** The heading's id, for the section it names. */
  id: string
  /** The heading, which takes focus (`tabIndex` -1) when this view replaces another. */
  headingRef: RefObject<HTMLHeadingElement | null>
  /** The headline, translated. */
  title: string
  /** The sentence under it. */
  body: ReactNode
  /** A smaller icon on a phone. */
  compactOnPhone?: boolean
}

/** A state's icon, headline (an `h4` that takes focus when the view replaces another) and sentence. */
export function StateHeading({ icon, colour, id, headingRef, title, body, compactOnPhone = false }: StateHeadingProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden="true" sx={{ color: colour, lineHeight: 0, '& svg': { fontSize: responsive(compactOnPhone, 32, 40) } }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={id} ref={headingRef} tabIndex={-1} component="h4" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, outline: 'none' }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {body}
        </Typography>
      </Box>
    </Box>
  )
}

export interface DetailListProps {
  /** The rows: a label and its value each, in order. */
  details: readonly (readonly [string, ReactNode])[]
  /** Closer rows on a phone. */
  compactOnPhone?: boolean
}

/** What something under way is, as a description list on a tinted ground: a label and its value a row. */
export function DetailList({ details, compactOnPhone = false }: DetailListProps) {
  return (
    <Box component="dl" sx={{ m: 0, borderRadius: 1, bgcolor: 'action.hover', paddingInline: 1.5, paddingBlock: 0.5 }}>
      {details.map(([label, value], index) => (
        <Box
          key={label}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            columnGap: 2,
            rowGap: 0.25,
            paddingBlock: responsive(compactOnPhone, 0.5, 0.75),
            borderTop: index ? 1 : 0,
            borderColor: 'divider',
          }}
        >
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere', textAlign: 'end' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
