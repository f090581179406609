import { useMemo, type ReactNode, type Ref } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { languageInfo } from '../../../config/languages'
import type { PromotionDetail } from '../../../contract/schemas/promotions'
import { sanitizeHtml } from '../../content/sanitizeHtml'
import { useDateFormat } from '../../content/useDateFormat'
import { STATE_COLOUR } from './PromotionCard'
import { PromotionBanner } from './PromotionBanner'
import { eligibilityLines, periodText, ruleLines } from './promotionText'

export interface PromotionDetailViewProps {
  promotion: PromotionDetail
  /** The visitor's language: a promotion written in another (the merchant's default) is marked with its own. */
  language: string
  /** An amount in major units with the merchant's currency (`useMoney`). */
  money: (major: string) => string
  /** The member's part (join, apply, claim…: the activities' PromotionActivity), shown under the terms. */
  action?: ReactNode
  /** Back to the hall (a link, so it opens in a new tab too). */
  backHref: string
  onBack: () => void
  /** The heading, which the page focuses when the detail opens, so a screen reader starts reading it. */
  headingRef?: Ref<HTMLHeadingElement>
}

const DATE = { dateStyle: 'medium' } as const

/**
 * A promotion's detail: its banner, state and period, tags, terms (the rule, the turnover), who may join, its rich
 * content (HTML the server cleaned, cleaned here again by DOMPurify), and the member's action.
 */
export function PromotionDetailView({ promotion, language, money, action, backHref, onBack, headingRef }: PromotionDetailViewProps) {
  const { t } = useTranslation('promotions')
  const formatDate = useDateFormat(DATE)
  const html = useMemo(() => sanitizeHtml(promotion.content), [promotion.content])
  const foreign = promotion.language !== language
  const headingId = `promotion-detail-${promotion.code}`
  const terms = ruleLines(t, promotion.rule, promotion.turnoverMultiplier, money)
  return (
    <Box component="article" aria-labelledby={headingId} sx={{ maxWidth: 760, marginInline: 'auto', minWidth: 0 }}>
      <Button
        href={backHref}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return
          event.preventDefault()
          onBack()
        }}
        sx={{ mb: 1, '& .back-arrow': { display: 'inline-block', marginInlineEnd: 0.5 }, '[dir=rtl] & .back-arrow': { transform: 'scaleX(-1)' } }}
      >
        <span className="back-arrow" aria-hidden="true">←</span>
        {t('back')}
      </Button>
      <Box sx={{ borderRadius: 2, overflow: 'hidden', aspectRatio: '8 / 3', filter: promotion.state === 'closed' ? 'grayscale(1)' : undefined }}>
        <PromotionBanner name={promotion.banner} />
      </Box>
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" label={t(`states.${promotion.state}`)} color={STATE_COLOUR[promotion.state]} sx={{ fontWeight: 700 }} />
          {promotion.tags.map((tag) => (
            <Chip key={tag} size="small" variant="outlined" label={t(`tags.${tag}`)} />
          ))}
          <Typography variant="body2" color="text.secondary">
            {periodText(t, promotion, formatDate)}
          </Typography>
        </Stack>
        <Typography
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          variant="h5"
          lang={foreign ? promotion.language : undefined}
          dir={foreign ? (languageInfo(promotion.language)?.dir ?? 'ltr') : undefined}
          sx={{ fontWeight: 700, outline: 'none' }}
        >
          {promotion.title}
        </Typography>
        {(terms.length > 0 || promotion.flow !== 'info') && (
          <Box component="section" aria-labelledby={`${headingId}-terms`}>
            <Typography id={`${headingId}-terms`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('rules.title')}
            </Typography>
            <Box component="ul" sx={{ paddingInlineStart: 3, my: 0.5 }}>
              {terms.map((line) => <li key={line}><Typography variant="body2">{line}</Typography></li>)}
              {eligibilityLines(t, promotion.eligibility).map((line) => <li key={line}><Typography variant="body2">{t('eligibility.title')}: {line}</Typography></li>)}
            </Box>
          </Box>
        )}
        {action && <Box data-testid="promotion-action">{action}</Box>}
        <Box
          lang={foreign ? promotion.language : undefined}
          dir={foreign ? (languageInfo(promotion.language)?.dir ?? 'ltr') : undefined}
          sx={{
            typography: 'body1',
            lineHeight: 1.7,
            overflowWrap: 'anywhere',
            '& h3': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 1 },
            '& p': { my: 1.5 },
            '& ul, & ol': { paddingInlineStart: 3, my: 1.5 },
            '& table': { borderCollapse: 'collapse', width: '100%', maxWidth: 480 },
            '& th, & td': { border: 1, borderColor: 'divider', paddingBlock: 0.5, paddingInline: 1, textAlign: 'start' },
            '& a': { color: 'primary.main' },
          }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </Stack>
    </Box>
  )
}
