import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ContractSlot, DownlineContracts } from '../../../contract/schemas/contracts'
import { GAME_TYPE_LABEL_KEYS, GAME_TYPES } from '../../agents/gameTypes'
import { ErrorState } from '../../primitives/ErrorState'
import { Tag } from '../../primitives/Tag'
import { ContractCard, TermsTiers } from '../ContractAgreementDialog/ContractCard'
import { CONTRACT_KIND_ORDER } from '../consolidated'
import type { MoneyCurrency } from '../format'
import { KIND_NAME_KEYS, STATUS_KEYS } from '../labels'
import { ContractHistoryTable } from '../OwnContractPanel/ContractHistoryTable'
import { isolate } from '../periodFormat'
import { KIND_TITLE_KEYS } from '../wageLabels'

export interface DownlineSlotsProps {
  /** The downline agent's contracts (`downlineContracts`); null while they are read. */
  contracts: DownlineContracts | null
  /** Reading them failed (translated), with a retry. */
  error?: string | null
  onRetry?: () => void
  currency: MoneyCurrency
}

const order = (slot: ContractSlot) => CONTRACT_KIND_ORDER.indexOf(slot.kind) * GAME_TYPES.length + GAME_TYPES.indexOf(slot.gameType)

/** One part of a slot: its heading, then what it holds. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Typography component="h5" variant="body2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

/**
 * A direct downline agent's contracts as its upline sees them, one disclosure per kind and game type: the version in
 * force, the one waiting for the downline's answer, the upline's own terms there (the ceiling of any offer) and the
 * slot's history, with who acted and when. The first slot is open.
 */
export function DownlineSlots({ contracts, error = null, onRetry, currency }: DownlineSlotsProps) {
  const { t } = useTranslation('agents')
  if (!contracts)
    return error ? (
      <ErrorState message={error} onRetry={onRetry} compact />
    ) : (
      <Typography role="status" variant="body2" color="text.secondary">
        {t('contracts.pages.offer.slotsLoading')}
      </Typography>
    )
  if (contracts.slots.length === 0) return <Typography variant="body2">{t('contracts.pages.offer.slotsEmpty', { account: isolate(contracts.account) })}</Typography>

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {[...contracts.slots]
        .sort((a, b) => order(a) - order(b))
        .map((slot, index) => {
          const gameType = t(GAME_TYPE_LABEL_KEYS[slot.gameType])
          const kind = t(KIND_NAME_KEYS[slot.kind])
          return (
            <Box
              component="details"
              key={`${slot.kind}:${slot.gameType}`}
              open={index === 0}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
                '& > summary': { cursor: 'pointer', p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minHeight: 44, listStylePosition: 'inside' },
                '& > summary:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              <Box component="summary">
                <Typography component="span" variant="subtitle2" sx={{ fontWeight: 700, marginInlineEnd: 'auto' }}>
                  {t('contracts.pages.offer.slotTitle', { kind: t(KIND_TITLE_KEYS[slot.kind]), gameType })}
                </Typography>
                {slot.current ? <Tag>{t(STATUS_KEYS.V)}</Tag> : null}
                {slot.pending ? (
                  <Tag tone="warning" variant="filled">
                    {t(STATUS_KEYS.P)}
                  </Tag>
                ) : null}
                {!slot.current && !slot.pending ? <Tag>{t('contracts.pages.offer.noContract')}</Tag> : null}
              </Box>
              <Box sx={{ p: 1.5, pt: 0, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
                <Part title={t('contracts.pages.offer.current')}>
                  {slot.current ? <ContractCard contract={slot.current} currency={currency} /> : <Typography variant="body2">{t('contracts.pages.offer.currentNone')}</Typography>}
                </Part>
                {slot.pending ? (
                  <Part title={t('contracts.pages.offer.pending')}>
                    <ContractCard contract={slot.pending} currency={currency} />
                  </Part>
                ) : null}
                <Part title={t('contracts.pages.offer.own')}>
                  {slot.own ? (
                    <TermsTiers terms={slot.own} caption={t('contracts.pages.offer.ceilingCaption', { kind, gameType })} currency={currency} />
                  ) : (
                    <Typography variant="body2">{t('contracts.pages.offer.ownNone')}</Typography>
                  )}
                </Part>
                <Part title={t('contracts.pages.history.title')}>
                  <ContractHistoryTable caption={t('contracts.pages.offer.historyCaption', { account: isolate(contracts.account), kind, gameType })} events={slot.history} />
                </Part>
              </Box>
            </Box>
          )
        })}
    </Box>
  )
}
