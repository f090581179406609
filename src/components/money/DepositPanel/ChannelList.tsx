import { useId, type CSSProperties, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import AccountBalanceIcon from '@mui/icons-material/AccountBalance'
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet'
import CreditCardIcon from '@mui/icons-material/CreditCard'
import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin'
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined'
import QrCode2Icon from '@mui/icons-material/QrCode2'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import type { DepositChannel, DepositChannelType } from '../../../contract/schemas/money'
import { visuallyHidden } from '../../layout/a11y'
import { formatAmount, useMoney, type MoneyCurrency } from '../../primitives/AmountText'

/** An icon per kind of channel (decorative: the channel's name says what it is). */
const CHANNEL_ICONS: Record<DepositChannelType, ReactNode> = {
  bank: <AccountBalanceIcon />,
  ewallet: <AccountBalanceWalletIcon />,
  qr: <QrCode2Icon />,
  crypto: <CurrencyBitcoinIcon />,
  card: <CreditCardIcon />,
}

/** What to expect from each kind of channel, said under the picker for the chosen one. */
const CHANNEL_HINTS: Record<DepositChannelType, string> = {
  bank: tKey('wallet:deposit.channelHints.bank'),
  ewallet: tKey('wallet:deposit.channelHints.ewallet'),
  qr: tKey('wallet:deposit.channelHints.qr'),
  crypto: tKey('wallet:deposit.channelHints.crypto'),
  card: tKey('wallet:deposit.channelHints.card'),
}

/** An amount as short as it is exact: `100` for 100.00, `0.50` for half a unit (limits and quick amounts). */
export function shortAmount(value: string, language: string, decimals: number): string {
  const whole = !/\.\d*[1-9]/.test(value)
  return formatAmount(value, language, whole ? 0 : decimals) ?? value
}

interface ChannelListProps {
  /** The channels offered, in the merchant's order; `null` while they load (skeleton cards). */
  channels: readonly DepositChannel[] | null
  /** The channel chosen (the first unless the member chose another). */
  chosen: DepositChannel | null
  currency: MoneyCurrency
  disabled: boolean
  onChoose: (channel: DepositChannel) => void
}

/** The channels as a radio group of cards, each with its limits, and what to expect from the chosen one. */
export function ChannelList({ channels, chosen, currency, disabled, onChoose }: ChannelListProps) {
  const { t, i18n } = useTranslation('wallet')
  const labelId = useId()
  const hintId = useId()
  const radioName = useId()
  const money = useMoney(currency)
  const { symbol, decimals } = currency

  return (
    <Box>
      <Typography id={labelId} component="p" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('deposit.channel')}
      </Typography>
      {channels === null ? (
        <ChannelGrid>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" height={96} aria-hidden="true" />
          ))}
        </ChannelGrid>
      ) : (
        <ChannelGrid role="radiogroup" labelledBy={labelId} describedBy={chosen ? hintId : undefined}>
          {channels.map((option) => (
            <ChannelCard
              key={option.code}
              name={radioName}
              channel={option}
              checked={option.code === chosen?.code}
              disabled={disabled}
              limits={`${symbol}${shortAmount(option.min, i18n.language, decimals)} – ${symbol}${shortAmount(option.max, i18n.language, decimals)}`}
              limitsSpoken={t('deposit.limitsSpoken', { min: money(option.min), max: money(option.max) })}
              onChoose={() => onChoose(option)}
            />
          ))}
        </ChannelGrid>
      )}
      {chosen ? (
        <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', color: 'text.secondary', mt: 1 }}>
          <InfoOutlinedIcon aria-hidden="true" sx={{ fontSize: 18, mt: '1px' }} />
          <Typography id={hintId} variant="body2">
            {t(CHANNEL_HINTS[chosen.type])}
          </Typography>
        </Box>
      ) : null}
    </Box>
  )
}

/** The channel cards' grid: two a row on a phone, up to four on a wide screen. */
function ChannelGrid({ role, labelledBy, describedBy, children }: { role?: 'radiogroup'; labelledBy?: string; describedBy?: string; children: ReactNode }) {
  return (
    <Box
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 136px), 1fr))' }}
    >
      {children}
    </Box>
  )
}

/**
 * One channel as a card holding a real radio (visually hidden), so the arrow keys move between channels and Tab
 * enters and leaves the group as they do for radios; the card shows the focus ring of its radio.
 */
function ChannelCard({
  name,
  channel,
  checked,
  disabled,
  limits,
  limitsSpoken,
  onChoose,
}: {
  name: string
  channel: DepositChannel
  checked: boolean
  disabled: boolean
  limits: string
  limitsSpoken: string
  onChoose: () => void
}) {
  const nameId = useId()
  const limitsId = useId()
  return (
    <Box
      component="label"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 0.75,
        minWidth: 0,
        paddingBlock: 1.25,
        paddingInline: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        boxShadow: (theme) => (checked ? `inset 0 0 0 1px ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}` : 'none'),
        bgcolor: checked ? 'action.selected' : 'transparent',
        cursor: disabled ? 'default' : 'pointer',
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': disabled ? undefined : { borderColor: 'primary.main' },
        '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
      }}
    >
      <input
        type="radio"
        name={name}
        value={channel.code}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        aria-labelledby={nameId}
        aria-describedby={limitsId}
        style={visuallyHidden as CSSProperties}
      />
      <Box aria-hidden="true" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', alignSelf: 'stretch' }}>
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 32,
            height: 32,
            borderRadius: '50%',
            color: checked ? 'primary.contrastText' : 'primary.main',
            bgcolor: checked ? 'primary.main' : 'action.hover',
            '& svg': { fontSize: 18 },
          }}
        >
          {CHANNEL_ICONS[channel.type]}
        </Box>
        {/* The radio's own mark: a ring, filled when chosen (the real radio is hidden under the card). */}
        <Box
          sx={{
            width: 18,
            height: 18,
            borderRadius: '50%',
            border: 2,
            borderColor: checked ? 'primary.main' : 'text.secondary',
            boxShadow: (theme) => (checked ? `inset 0 0 0 3px ${theme.vars?.palette.background.paper ?? theme.palette.background.paper}` : 'none'),
            bgcolor: checked ? 'primary.main' : 'transparent',
          }}
        />
      </Box>
      <Box sx={{ minWidth: 0, alignSelf: 'stretch' }}>
        <Typography id={nameId} variant="body2" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'break-word' }}>
          {channel.name}
        </Typography>
        <Typography id={limitsId} variant="caption" component="p" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', lineHeight: 1.4, mt: 0.25 }}>
          <span aria-hidden="true">
            <bdi>{limits}</bdi>
          </span>
          <Box component="span" sx={visuallyHidden}>
            {limitsSpoken}
          </Box>
        </Typography>
      </Box>
    </Box>
  )
}
