import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { PointsHistory, PointsRedeems } from '../../../contract/schemas/points'
import { itemTitle } from './pointsText'

const STATUS_COLOUR = { in_process: 'warning', approved: 'success', rejected: 'error' } as const

const when = (iso: string, language: string) => new Date(iso).toLocaleString(language === 'cn' ? 'zh-CN' : language, { dateStyle: 'medium', timeStyle: 'short' })

/** The redeem history with every field of the spec's record (section 3), one card per redeem (it reads on a phone). */
export function PointsRedeemHistory({ redeems, currency }: { redeems: PointsRedeems | null; currency: string }) {
  const { t, i18n } = useTranslation('points')
  if (!redeems) return <Typography role="status">{t('loading')}</Typography>
  if (!redeems.list.length) return <Alert severity="info">{t('record.empty')}</Alert>
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {redeems.list.map((r) => (
        <Box component="li" key={r.transactionNo} data-testid="points-redeem" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{itemTitle(r.titles, i18n.language)}</Typography>
            <Chip size="small" color={STATUS_COLOUR[r.status]} label={t(`status.${r.status}`)} />
          </Stack>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.25, m: 0, mt: 1, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
            <dt>{t('record.transactionNo')}</dt><dd>{r.transactionNo}</dd>
            <dt>{t('record.appliedAt')}</dt><dd>{when(r.appliedAt, i18n.language)}</dd>
            <dt>{t('record.type')}</dt><dd>{t(`item.kinds.${r.type}`)}</dd>
            <dt>{t('record.name')}</dt><dd>{itemTitle(r.titles, i18n.language)}</dd>
            <dt>{t('record.quantity')}</dt><dd>{r.quantity}</dd>
            <dt>{t('record.points')}</dt><dd>{r.points}</dd>
            <dt>{t('record.amount')}</dt><dd>{`${currency} ${r.amount}`}</dd>
            <dt>{t('record.status')}</dt><dd>{t(`status.${r.status}`)}</dd>
            <dt>{t('record.remark')}</dt><dd>{r.remark ?? '—'}</dd>
          </Box>
        </Box>
      ))}
    </Stack>
  )
}

/** The member's points movements: earned, redeemed, refunded, converted, each with the balance after it. */
export function PointsMovements({ history }: { history: PointsHistory | null }) {
  const { t, i18n } = useTranslation('points')
  if (!history) return <Typography role="status">{t('loading')}</Typography>
  if (!history.list.length) return <Alert severity="info">{t('movement.empty')}</Alert>
  return (
    <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} divider={<Box component="li" aria-hidden sx={{ borderBlockEnd: 1, borderColor: 'divider' }} />}>
      {history.list.map((m) => (
        <Stack component="li" key={m.id} direction="row" data-testid="points-movement" sx={{ justifyContent: 'space-between', py: 1, gap: 2 }}>
          <Box>
            <Typography>{t(`movement.types.${m.type}`)}</Typography>
            <Typography variant="body2" color="text.secondary">{when(m.at, i18n.language)}{m.transactionNo ? ` · ${m.transactionNo}` : ''}</Typography>
          </Box>
          <Box sx={{ textAlign: 'end' }}>
            <Typography sx={{ fontWeight: 700, color: m.points.startsWith('-') ? 'error.main' : 'success.main' }}>{m.points.startsWith('-') ? m.points : `+${m.points}`}</Typography>
            <Typography variant="body2" color="text.secondary">{t('movement.balanceAfter', { points: m.balanceAfter })}</Typography>
          </Box>
        </Stack>
      ))}
    </Stack>
  )
}
