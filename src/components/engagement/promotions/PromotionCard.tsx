import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { PromotionSummary } from '../../../contract/schemas/promotions'
import { useDateFormat } from '../../content/useDateFormat'
import { PromotionBanner } from './PromotionBanner'
import { periodText } from './promotionText'

export interface PromotionCardProps {
  promotion: PromotionSummary
  /** The detail's address (the hall's with `?code=`), so the card is a real link (a new tab, a copied address). */
  href: string
  /** Opens the detail in the page (the router's navigation); a modified click keeps the browser's own behaviour. */
  onOpen: (code: string) => void
}

const DATE = { dateStyle: 'medium' } as const
export const STATE_COLOUR = { open: 'success', comingSoon: 'info', closed: 'default' } as const

/** A promotion in the hall: its banner, state, title, summary, tags and period, the whole card a link to its detail. */
export function PromotionCard({ promotion, href, onOpen }: PromotionCardProps) {
  const { t } = useTranslation('promotions')
  const formatDate = useDateFormat(DATE)
  const closed = promotion.state === 'closed'
  return (
    <Card component="article" variant="outlined" aria-labelledby={`promotion-${promotion.code}`} sx={{ height: '100%', opacity: closed ? 0.72 : 1 }}>
      <CardActionArea
        href={href}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          onOpen(promotion.code)
        }}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '8 / 3', filter: closed ? 'grayscale(1)' : undefined }}>
          <PromotionBanner name={promotion.banner} />
          <Chip
            size="small"
            label={t(`states.${promotion.state}`)}
            color={STATE_COLOUR[promotion.state]}
            sx={{ position: 'absolute', insetBlockStart: 8, insetInlineStart: 8, fontWeight: 700 }}
          />
        </Box>
        <Stack spacing={0.75} sx={{ p: 1.5, flex: 1 }}>
          <Typography id={`promotion-${promotion.code}`} component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }} lang={promotion.language}>
            {promotion.title}
          </Typography>
          {promotion.summary && (
            <Typography variant="body2" color="text.secondary" lang={promotion.language}>
              {promotion.summary}
            </Typography>
          )}
          {promotion.tags.length > 0 && (
            <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
              {promotion.tags.map((tag) => (
                <Chip key={tag} size="small" variant="outlined" label={t(`tags.${tag}`)} />
              ))}
            </Stack>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ marginBlockStart: 'auto !important' }}>
            {periodText(t, promotion, formatDate)}
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  )
}
