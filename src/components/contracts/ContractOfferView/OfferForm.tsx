import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { GameTypeKey } from '../../../config/constants'
import type { RateType } from '../../../contract/contracts'
import type { ContractKindName, ContractPreview, ContractSlot, ContractTerms, DividendPeriod, OfferContractBody } from '../../../contract/schemas/contracts'
import { GAME_TYPE_LABEL_KEYS, GAME_TYPES } from '../../agents/gameTypes'
import { TermsTiers } from '../ContractAgreementDialog/ContractCard'
import { CONTRACT_KIND_ORDER } from '../consolidated'
import { Count, Money, type MoneyCurrency } from '../format'
import { KIND_NAME_KEYS, PERIOD_KEYS, type TierHeader } from '../labels'
import { isolate, usePeriodFormat } from '../periodFormat'
import { KIND_TITLE_KEYS } from '../wageLabels'
import { blankDraft, checkOffer, DIVIDEND_PERIOD_OPTIONS, draftFrom, RATE_TYPE_KINDS, type OfferDraft, type TierDraft } from './offerTerms'
import { TiersEditor } from './TiersEditor'

/** The agent's own contracts in force, by kind and game type: what it may offer, and the ceiling of each offer. */
export type HeldContracts = Partial<Record<ContractKindName, Partial<Record<GameTypeKey, ContractTerms>>>>

export interface OfferFormProps {
  /** The direct downline agent the terms are for. */
  account: string
  /** The agent's own contracts in force (the kinds and game types it may offer; each the ceiling of its offer). */
  held: HeldContracts
  /** The downline's slots (`downlineContracts`): an offer starts from the terms it holds or was offered in that slot. */
  slots: readonly ContractSlot[]
  currency: MoneyCurrency
  /** The terms changed: the offer they make when every tier reads and keeps the rules, else null (the page waits, then asks the what-if). */
  onTermsChange: (body: OfferContractBody | null) => void
  /** What the terms would have paid the downline's line over the last period (`contractPreview`), for the terms last given. */
  preview: ContractPreview | null
  previewLoading?: boolean
  /** The what-if was refused or failed (translated): the server's word on these terms. */
  previewError?: string | null
  /** Send the offer (`offerContract`). */
  onSend: (body: OfferContractBody) => void
  sending?: boolean
  /** The offer was refused (translated). */
  sendError?: string | null
  /** The last offer was accepted. */
  sent?: boolean
}

function kindsOf(held: HeldContracts): ContractKindName[] {
  return CONTRACT_KIND_ORDER.filter((kind) => Object.keys(held[kind] ?? {}).length > 0)
}

function gameTypesOf(held: HeldContracts, kind: ContractKindName): GameTypeKey[] {
  return GAME_TYPES.filter((gameType) => held[kind]?.[gameType] !== undefined)
}

/** A new form for a slot: the terms the downline was offered or holds there (a new version of them), else one blank tier. */
function startFor(kind: ContractKindName, gameType: GameTypeKey, held: HeldContracts, slots: readonly ContractSlot[]): OfferDraft {
  const slot = slots.find((each) => each.kind === kind && each.gameType === gameType)
  const existing = slot?.pending?.terms ?? slot?.current?.terms
  return existing && existing.kind === kind ? draftFrom(existing, gameType) : blankDraft(kind, gameType, held[kind]?.[gameType] ?? null)
}

/**
 * The slot the form opens on: the first (by kind, then game type) where the downline holds a contract the agent may
 * offer a new version of, else the first the agent holds.
 */
function firstSlot(held: HeldContracts, slots: readonly ContractSlot[]): [ContractKindName, GameTypeKey] {
  for (const kind of kindsOf(held)) for (const gameType of gameTypesOf(held, kind)) if (slots.some((slot) => slot.kind === kind && slot.gameType === gameType && slot.current)) return [kind, gameType]
  const kind = kindsOf(held)[0] ?? 'dividend'
  return [kind, gameTypesOf(held, kind)[0] ?? 'LOTT']
}

/** A labelled figure of the what-if. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  )
}

/**
 * The upline's offer to a direct downline agent: the kind and game type (those it holds in force), the dividend's
 * period and carry-over or the salary's rate type, and the tiers, checked as it types with the rules the server applies
 * (tiers never fall, never above its own contract, shown beside as the ceiling). While the tiers keep the rules the
 * what-if says what they would have paid the downline's line over the last period, on real figures; Send offers them.
 */
export function OfferForm({ account, held, slots, currency, onTermsChange, preview, previewLoading = false, previewError = null, onSend, sending = false, sendError = null, sent = false }: OfferFormProps) {
  const { t } = useTranslation('agents')
  const formId = useId()
  const period = usePeriodFormat()
  const kinds = kindsOf(held)
  const [draft, setDraft] = useState<OfferDraft>(() => {
    const [kind, gameType] = firstSlot(held, slots)
    return startFor(kind, gameType, held, slots)
  })
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const ceiling = held[draft.kind]?.[draft.gameType] ?? null
  const check = useMemo(() => checkOffer(draft, currency.decimals, ceiling), [draft, currency.decimals, ceiling])
  const body = useMemo<OfferContractBody | null>(() => (check.terms ? { account, gameType: draft.gameType, terms: check.terms } : null), [check.terms, account, draft.gameType])
  const bodyKey = body ? JSON.stringify(body) : null

  // The page asks the what-if of the terms as they stand (it waits for the typing to stop).
  useEffect(() => {
    onTermsChange(bodyKey ? (JSON.parse(bodyKey) as OfferContractBody) : null)
  }, [bodyKey, onTermsChange])

  const choose = (kind: ContractKindName, gameType: GameTypeKey) => {
    setDraft(startFor(kind, gameType, held, slots))
    setLeft(new Set())
    setSubmitted(false)
  }
  const update = (change: Partial<OfferDraft>) => setDraft((before) => ({ ...before, ...change }))
  const shown = (tier: number, field: TierHeader) => submitted || left.has(`${tier}:${field}`)

  const submit = () => {
    setSubmitted(true)
    if (body) {
      onSend(body)
      return
    }
    // Every problem shows now; the first field with one takes the focus (a tier's own problem: its first field).
    const index = check.tiers.findIndex((tier) => Object.keys(tier.fields).length > 0 || tier.tier !== null)
    const field = index >= 0 ? (Object.keys(check.tiers[index]!.fields)[0] ?? null) : null
    const selector = field ? `[data-field="${index}:${field}"]` : `[data-field^="${index}:"]`
    formRef.current?.querySelector<HTMLInputElement>(selector)?.focus()
  }

  if (kinds.length === 0) return <Alert severity="info">{t('contracts.pages.offer.nothingHeld')}</Alert>

  const kindName = t(KIND_NAME_KEYS[draft.kind])
  const gameTypeName = t(GAME_TYPE_LABEL_KEYS[draft.gameType])
  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      aria-labelledby={`${formId}-title`}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      <Typography id={`${formId}-title`} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('contracts.pages.offer.formTitle', { account: isolate(account) })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <TextField select size="small" label={t('contracts.pages.offer.kind')} value={draft.kind} disabled={sending} onChange={(event) => choose(event.target.value as ContractKindName, gameTypesOf(held, event.target.value as ContractKindName)[0]!)} sx={{ flex: '1 1 200px' }}>
          {kinds.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(KIND_TITLE_KEYS[kind])}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('contracts.pages.offer.gameType')} value={draft.gameType} disabled={sending} onChange={(event) => choose(draft.kind, event.target.value as GameTypeKey)} sx={{ flex: '1 1 160px' }}>
          {gameTypesOf(held, draft.kind).map((gameType) => (
            <MenuItem key={gameType} value={gameType}>
              {t(GAME_TYPE_LABEL_KEYS[gameType])}
            </MenuItem>
          ))}
        </TextField>
        {draft.kind === 'dividend' ? (
          <TextField select size="small" label={t('contracts.card.period')} value={draft.period} disabled={sending} onChange={(event) => update({ period: event.target.value as DividendPeriod })} sx={{ flex: '1 1 160px' }}>
            {DIVIDEND_PERIOD_OPTIONS.map((each) => (
              <MenuItem key={each} value={each}>
                {t(PERIOD_KEYS[each])}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {RATE_TYPE_KINDS.includes(draft.kind) ? (
          <TextField select size="small" label={t('contracts.pages.offer.rateType')} value={draft.rateType} disabled={sending} onChange={(event) => update({ rateType: event.target.value as RateType })} sx={{ flex: '1 1 200px' }}>
            <MenuItem value="P">{t('contracts.pages.offer.rateTypeP')}</MenuItem>
            <MenuItem value="A">{t('contracts.pages.offer.rateTypeA')}</MenuItem>
          </TextField>
        ) : null}
      </Box>
      {draft.kind === 'dividend' ? (
        <FormControlLabel control={<Checkbox checked={draft.carryOver} disabled={sending} onChange={(event) => update({ carryOver: event.target.checked })} />} label={t('contracts.pages.offer.carryOver')} />
      ) : null}
      {ceiling ? (
        <Box component="section" aria-label={t('contracts.pages.offer.ceiling')} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5, minWidth: 0 }}>
          <Typography component="h5" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('contracts.pages.offer.ceiling')}
          </Typography>
          <TermsTiers terms={ceiling} caption={t('contracts.pages.offer.ceilingCaption', { kind: kindName, gameType: gameTypeName })} currency={currency} />
        </Box>
      ) : null}
      <TiersEditor
        kind={draft.kind}
        tiers={draft.tiers}
        rateType={draft.rateType}
        checks={check.tiers}
        shown={shown}
        onChange={(tiers: TierDraft[]) => update({ tiers })}
        onLeave={(tier, field) => setLeft((before) => new Set(before).add(`${tier}:${field}`))}
        currency={currency}
        disabled={sending}
      />
      <Paper component="section" variant="outlined" aria-labelledby={`${formId}-preview`} aria-busy={previewLoading} sx={{ p: 1.5, backgroundImage: 'none', minWidth: 0 }}>
        <Typography id={`${formId}-preview`} component="h5" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('contracts.pages.offer.preview.title')}
        </Typography>
        <Box>
          {!body ? (
            <Typography variant="body2" color="text.secondary">
              {t('contracts.pages.offer.preview.incomplete')}
            </Typography>
          ) : previewError ? (
            <Typography variant="body2" color="error">
              {previewError}
            </Typography>
          ) : preview && !previewLoading ? (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('contracts.pages.offer.preview.over', { period: isolate(period(preview.periodStart, preview.periodEnd)), account: isolate(account) })}
              </Typography>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5, maxWidth: 420 }}>
                <Figure label={t('contracts.pages.records.periodBet')}>
                  <Money value={preview.periodBet} currency={currency} />
                </Figure>
                <Figure label={t('contracts.pages.records.periodProfitLoss')}>
                  <Money value={preview.periodProfitLoss} currency={currency} />
                </Figure>
                <Figure label={t('contracts.pages.records.activeMembers')}>
                  <Count value={preview.activeMembers} />
                </Figure>
                <Figure label={t('contracts.pages.offer.preview.tier')}>{preview.tier > 0 ? <Count value={preview.tier} /> : t('contracts.pages.records.noTier')}</Figure>
                <Figure label={t('contracts.pages.offer.preview.amount')}>
                  <Box component="strong" sx={{ fontWeight: 700 }}>
                    <Money value={preview.amount} currency={currency} />
                  </Box>
                </Figure>
              </Box>
            </>
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={16} aria-hidden="true" />
              <Typography variant="body2">{t('contracts.pages.offer.preview.loading')}</Typography>
            </Box>
          )}
        </Box>
      </Paper>
      {sendError ? <Alert severity="error">{sendError}</Alert> : null}
      {sent && !sending && !sendError ? (
        <Alert severity="success" role="status">
          {t('contracts.pages.offer.sent', { account: isolate(account) })}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={sending} startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}>
          {sending ? t('contracts.pages.offer.sending') : t('contracts.pages.offer.send')}
        </Button>
      </Box>
    </Box>
  )
}
