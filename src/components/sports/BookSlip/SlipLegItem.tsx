import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import CloseIcon from '@mui/icons-material/Close'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '../../layout/a11y'
import { AmountField } from '../../primitives/AmountField'
import { Tag } from '../../primitives/Tag'
import { marketName, selectionName } from '../names'
import { priceText, type OddsFormat } from '../prices'
import type { SlipLeg, SlipTerms } from '../slip'
import { SPORT_ICONS } from '../sportIcons'

/** A single's amount field and what it comes to, when the slip is in singles. */
export interface LegStake {
  value: string
  onChange: (amount: string) => void
  /** The amount typed is what the bet wins (a negative Malay or Indonesian price), not what it risks. */
  toWin: boolean
  terms: SlipTerms | null
  /** Why the amount can't be bet, in words. */
  problem: string | null
  /** The stake limits under the field (of a risk; a to-win amount's risk is said by the terms line). */
  min: string
  max: string
}

export interface SlipLegItemProps {
  leg: SlipLeg
  format: OddsFormat
  /** The price the book offers now, when a refusal brought one that differs from the slip's. */
  newPrice?: number | null
  stake: LegStake | null
  currencySymbol: string
  decimals: number
  money: (amount: string) => string
  /** A bet is on its way: nothing can be changed. */
  disabled: boolean
  onRemove: () => void
}

/**
 * One selection on the slip: what it is (selection, market, match, in play), its price in the player's format, a
 * price the book has moved to since, and in singles its amount with "risk X to win Y" and the return.
 */
export function SlipLegItem({ leg, format, newPrice, stake, currencySymbol, decimals, money, disabled, onRemove }: SlipLegItemProps) {
  const { t } = useTranslation('sports')
  const teams = { sport: leg.sport, home: leg.home, away: leg.away }
  const name = selectionName(t, leg.market, leg.selection, teams)
  const price = priceText(leg.price, format)
  const moved = newPrice !== undefined && newPrice !== leg.price
  const Icon = SPORT_ICONS[leg.sport]
  const locked = disabled || leg.price === null
  const Arrow = moved && newPrice !== null && leg.price !== null && newPrice > leg.price ? ArrowDropUpIcon : ArrowDropDownIcon
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1.25, border: 1, borderColor: moved ? 'warning.main' : 'divider', borderRadius: 1, bgcolor: 'background.default', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
        <Icon fontSize="small" aria-hidden="true" sx={{ mt: 0.25, color: 'text.secondary' }} />
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 1 }}>
            <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              <bdi>{name}</bdi>
            </Box>
            <Box component="span" data-testid="leg-price" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {price === null ? (
                <Tag tone="neutral" variant="filled">
                  {t('slip.suspended')}
                </Tag>
              ) : moved ? (
                <>
                  <Box component="s" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                    <Box component="span" sx={visuallyHidden}>
                      {t('slip.priceWas')}{' '}
                    </Box>
                    <bdi dir="ltr">{price}</bdi>
                  </Box>
                  <Arrow fontSize="small" aria-hidden="true" sx={{ color: 'warning.main', marginInline: -0.5 }} />
                  <Box component="span" sx={visuallyHidden}>
                    {t('slip.priceNow')}{' '}
                  </Box>
                  <bdi dir="ltr">{priceText(newPrice ?? null, format) ?? t('slip.suspended')}</bdi>
                </>
              ) : (
                <bdi dir="ltr">{price}</bdi>
              )}
            </Box>
          </Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' }}>{marketName(t, leg.market, leg.sport)}</Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, typography: 'body2', color: 'text.secondary' }}>
            <Box component="span" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              <bdi>{t('match.versus', { home: leg.home, away: leg.away })}</bdi>
            </Box>
            {leg.inPlay ? (
              <Tag tone="error" variant="outlined">
                {t('slip.inPlay')}
              </Tag>
            ) : null}
          </Box>
        </Box>
        <IconButton size="small" aria-label={t('slip.remove', { name })} onClick={onRemove} disabled={disabled} sx={{ width: 32, height: 32, mt: -0.5, marginInlineEnd: -0.5 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {stake ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <AmountField
            label={stake.toWin ? t('slip.amountToWin') : t('slip.stake')}
            name={`stake-${leg.eventId}-${leg.market.key}-${leg.selection}`}
            value={stake.value}
            onChange={stake.onChange}
            decimals={decimals}
            currencySymbol={currencySymbol}
            // A locked field has no limits line (a disabled field draws it too faint to read); a to-win amount's
            // risk is what the limits bound, which the terms line says.
            min={locked || stake.toWin ? undefined : stake.min}
            max={locked || stake.toWin ? undefined : stake.max}
            error={stake.problem ?? undefined}
            disabled={locked}
          />
          <Terms terms={stake.terms} money={money} />
        </Box>
      ) : null}
    </Box>
  )
}

/** "Risk ฿67.00 to win ฿100.00 · Return ฿167.00", or a dash while nothing is typed. */
export function Terms({ terms, money, testId = 'leg-terms' }: { terms: SlipTerms | null; money: (amount: string) => string; testId?: string }) {
  const { t } = useTranslation('sports')
  return (
    <Box data-testid={testId} sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, typography: 'body2', color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
      {terms ? (
        <>
          <span>{t('slip.riskToWin', { risk: money(terms.risk), toWin: money(terms.toWin) })}</span>
          <span>
            {t('slip.return')}{' '}
            <Box component="bdi" sx={{ color: 'text.primary', fontWeight: 700 }}>
              {money(terms.potentialReturn)}
            </Box>
          </span>
        </>
      ) : (
        <span>{t('slip.noTerms')}</span>
      )}
    </Box>
  )
}
