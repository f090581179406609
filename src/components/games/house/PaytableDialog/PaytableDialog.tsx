import { useId } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { SlotsRules } from '../../../../contract/house'
import { Dialog } from '../../../primitives/Dialog'
import { formatAmount } from '../../../primitives/AmountText'
import { formatMoney, formatPercent, multiplyAmount } from '../money'
import { SlotSymbol, useSymbolName } from '../SlotSymbol'

export interface PaytableDialogProps {
  open: boolean
  onClose(): void
  /** The title's rules, as the session gave them. */
  rules: SlotsRules
  /** The chosen line bet: pays are shown as amounts at it. */
  lineBet: string
  /** The session's currency code and decimals. */
  currency: string
  decimals: number
}

/** One payline as a small 5×3 picture: the cells it runs through, joined. Decorative (its number is the text). */
function PaylinePicture({ rows, reels, rowCount }: { rows: readonly number[]; reels: number; rowCount: number }) {
  return (
    <svg viewBox={`0 0 ${reels * 10} ${rowCount * 10}`} width={reels * 10} height={rowCount * 10} aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      {Array.from({ length: reels }, (_, reel) =>
        Array.from({ length: rowCount }, (_, row) => (
          <rect key={`${reel}:${row}`} x={reel * 10 + 1} y={row * 10 + 1} width="8" height="8" rx="1.5" fill={rows[reel] === row ? '#f9a825' : 'currentColor'} opacity={rows[reel] === row ? 1 : 0.18} />
        )),
      )}
      <polyline points={rows.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')} fill="none" stroke="#e65100" strokeWidth="1.5" />
    </svg>
  )
}

/**
 * The paytable of a slots title: what each symbol pays for 3, 4 and 5 on a line at the chosen line bet, the wild,
 * the scatter's pays and free spins, every payline, and the published return to player.
 */
export function PaytableDialog({ open, onClose, rules, lineBet, currency, decimals }: PaytableDialogProps) {
  const { t, i18n } = useTranslation('house')
  const name = useSymbolName()
  const paysId = useId()
  const linesId = useId()
  const money = (amount: string) => formatMoney(amount, currency, i18n.language, decimals)
  const scatterCounts = Object.keys({ ...rules.scatterPays, ...rules.freeSpins }).map(Number).sort((a, b) => a - b)
  const amount = (value: string) => formatAmount(value, i18n.language, decimals) ?? value
  const cell = { px: { xs: 0.5, sm: 1 }, py: 0.5, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const

  return (
    <Dialog open={open} onClose={onClose} title={t('paytable.title')} width={560}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2">{t('paytable.rtp', { rtp: formatPercent(rules.rtp * 100, i18n.language) })}</Typography>

        {/* Focusable, so a keyboard reaches the scrolling dialog body and can scroll it (axe: scrollable-region-focusable). */}
        <Box component="section" aria-labelledby={paysId} tabIndex={0} sx={{ borderRadius: 1 }}>
          <Typography id={paysId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('paytable.pays')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('paytable.paysAt', { lineBet: money(lineBet) })}
          </Typography>
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', '& tr + tr': { borderTop: 1, borderColor: 'divider' } }}>
            <thead>
              <tr>
                <Box component="th" scope="col" sx={{ ...cell, textAlign: 'start' }}>
                  {t('paytable.symbol')}
                </Box>
                {[3, 4, 5].map((count) => (
                  <Box component="th" scope="col" key={count} sx={cell}>
                    {t('paytable.ofAKind', { n: count })}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {Object.entries(rules.pays).map(([symbol, pays]) => (
                <tr key={symbol}>
                  <Box component="th" scope="row" sx={{ ...cell, textAlign: 'start', fontWeight: 400 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, whiteSpace: 'normal' }}>
                      <SlotSymbol symbol={symbol} label={null} size={28} />
                      <span>{name(symbol)}</span>
                    </Box>
                  </Box>
                  {pays.map((multiple, index) => (
                    <Box component="td" key={index} sx={cell}>
                      <bdi>{amount(multiplyAmount(lineBet, multiple, decimals))}</bdi>
                    </Box>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>

        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <SlotSymbol symbol={rules.wild} label={null} size={40} />
          {/* dir="auto": in a right-to-left page showing English, a sentence that starts with a name keeps its order. */}
          <Typography variant="body2" dir="auto">{t('paytable.wild', { wild: name(rules.wild), scatter: name(rules.scatter) })}</Typography>
        </Box>

        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <SlotSymbol symbol={rules.scatter} label={null} size={40} />
          <Box>
            <Typography variant="body2" dir="auto">{t('paytable.scatter', { scatter: name(rules.scatter), multiplier: rules.freeSpinMultiplier })}</Typography>
            <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
              {scatterCounts.map((count) => {
                const pays = rules.scatterPays[String(count)]
                const spins = rules.freeSpins[String(count)]
                return (
                  <Typography component="li" variant="body2" key={count}>
                    {[pays ? t('paytable.scatterPays', { n: count, pays }) : t('paytable.scatterCount', { n: count }), spins ? t('paytable.freeSpins', { count: spins }) : '']
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                )
              })}
            </Box>
          </Box>
        </Box>

        <Box component="section" aria-labelledby={linesId}>
          <Typography id={linesId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('paytable.lines', { count: rules.paylines.length })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('paytable.linesHow')}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))', gap: 1 }} dir="ltr">
            {rules.paylines.map((rows, index) => (
              <Box component="li" key={index} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.primary' }}>
                <Box component="span" sx={{ minWidth: 18, fontSize: '0.8125rem', textAlign: 'end' }}>
                  {index + 1}
                </Box>
                <PaylinePicture rows={rows} reels={rules.reels} rowCount={rules.rows} />
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </Dialog>
  )
}
