import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PROMOTION_TAGS, PROMOTION_TYPES, type PromotionTag, type PromotionType } from '../../../contract/promotionsEndpoints'
import type { PromotionSummary } from '../../../contract/schemas/promotions'
import { PromotionCard } from './PromotionCard'

/** The hall's category: every type, or one. */
export type PromotionCategory = 'ALL' | PromotionType

export interface PromotionsHallProps {
  /** The hall (null while it is read the first time). */
  promotions: readonly PromotionSummary[] | null
  category: PromotionCategory
  /** The tag chosen, or null for every tag. */
  tag: PromotionTag | null
  onCategory: (category: PromotionCategory) => void
  onTag: (tag: PromotionTag | null) => void
  hrefOf: (code: string) => string
  onOpen: (code: string) => void
  /** The read's failure, in the reader's language, with a retry. */
  error?: string | null
  onRetry?: () => void
}

/**
 * The promotions hall (spec sections 2, 3): category tabs by type (All, then the spec's types that have promotions,
 * in the spec's order), tag chips, and the cards in a grid (one column on a phone, up to four on a desktop).
 */
export function PromotionsHall({ promotions, category, tag, onCategory, onTag, hrefOf, onOpen, error, onRetry }: PromotionsHallProps) {
  const { t } = useTranslation('promotions')
  const present = new Set(promotions?.map((p) => p.type))
  const categories: PromotionCategory[] = ['ALL', ...PROMOTION_TYPES.filter((type) => present.has(type) || type === category)]
  const tags = PROMOTION_TAGS.filter((candidate) => promotions?.some((p) => p.tags.includes(candidate)) || candidate === tag)
  const shown = (promotions ?? []).filter((p) => (category === 'ALL' || p.type === category) && (!tag || p.tags.includes(tag)))
  return (
    <Stack spacing={2}>
      <Tabs
        value={category}
        onChange={(_event, value: PromotionCategory) => onCategory(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('categories.label')}
        sx={{ borderBlockEnd: 1, borderColor: 'divider' }}
      >
        {categories.map((value) => (
          <Tab key={value} value={value} label={t(`categories.${value}`)} />
        ))}
      </Tabs>
      {tags.length > 0 && (
        <Stack direction="row" useFlexGap spacing={1} role="group" aria-label={t('tags.label')} sx={{ flexWrap: 'wrap' }}>
          {tags.map((value) => (
            <Chip
              key={value}
              label={t(`tags.${value}`)}
              color={tag === value ? 'primary' : 'default'}
              variant={tag === value ? 'filled' : 'outlined'}
              aria-pressed={tag === value}
              onClick={() => onTag(tag === value ? null : value)}
            />
          ))}
        </Stack>
      )}
      {error ? (
        <Alert severity="error" action={onRetry && <Button color="inherit" size="small" onClick={onRetry}>{t('retry')}</Button>}>
          {error}
        </Alert>
      ) : (
        <Box
          component="section"
          aria-label={t(`categories.${category}`)}
          aria-busy={promotions === null}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}
        >
          {promotions === null
            ? [0, 1, 2].map((n) => <Skeleton key={n} variant="rounded" height={240} />)
            : shown.map((promotion) => <PromotionCard key={promotion.code} promotion={promotion} href={hrefOf(promotion.code)} onOpen={onOpen} />)}
          {promotions !== null && shown.length === 0 && (
            <Typography color="text.secondary" sx={{ gridColumn: '1 / -1', textAlign: 'center', py: 6 }}>
              {t('empty')}
            </Typography>
          )}
        </Box>
      )}
    </Stack>
  )
}
