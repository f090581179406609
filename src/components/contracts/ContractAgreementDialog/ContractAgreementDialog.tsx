import { useEffect, useId, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined'
import { visuallyHidden } from '@mui/utils'
import { useTranslation } from 'react-i18next'
import type { ContractAction } from '../../../contract/contracts'
import type { Consolidated, ContractView } from '../../../contract/schemas/contracts'
import { GAME_TYPE_LABEL_KEYS } from '../../agents/gameTypes'
import { ConfirmDialog } from '../../primitives/ConfirmDialog'
import { Dialog } from '../../primitives/Dialog'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { Tag } from '../../primitives/Tag'
import { allContracts, contractsOfSection, firstSection, isWaiting, shownSections, slotKey, type ContractSection } from '../consolidated'
import type { MoneyCurrency } from '../format'
import { KIND_NAME_KEYS, SECTION_TERMS_KEYS, SECTION_TITLE_KEYS } from '../labels'
import { ContractCard } from './ContractCard'

/** The dialog's width on a wide screen; under 600 px it is a full-screen sheet (the Dialog base). */
const AGREEMENT_WIDTH = 800

export interface ContractAgreementDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The agent's contracts (`getConsolidated`): offers waiting and contracts in force. Null while it is read. */
  consolidated: Consolidated | null
  /** The merchant's currency, for thresholds and amount rates. */
  currency: MoneyCurrency
  /** An answer is on its way (or the list is read again after it): every button waits. */
  busy?: boolean
  /**
   * The last failure, translated: reading the contracts when there are none to show yet (then with a retry), else
   * the last answer the server refused.
   */
  error?: string | null
  /** Read the contracts again after a failed read. */
  onRetry?: () => void
  /**
   * The agent pressed a button: the contract, what the button sends (CONTRACT_BUTTONS) and whether the agent saw and
   * accepted that the downlines' contracts with a higher rate end (`confirmEnding`, after the warning).
   */
  onAct: (contract: ContractView, action: ContractAction, confirmEnding: boolean) => void
  /** Close (the close button, Escape, a click outside). Offers not answered wait for the next time. */
  onClose: () => void
}

/** A signature needs the warning first: agreeing to an offer whose rate is below a downline's ends that contract. */
function needsWarning(contract: ContractView, action: ContractAction): boolean {
  return action === 'A' && isWaiting(contract) && contract.downlineHigherRate === 'Y'
}

/** A section's tab: its title and, when offers wait there, how many. */
function SectionLabel({ section, waiting }: { section: ContractSection; waiting: number }) {
  const { t } = useTranslation('agents')
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {t(SECTION_TITLE_KEYS[section])}
      {waiting > 0 ? (
        <Tag tone="warning" variant="filled">
          <span aria-hidden="true">{waiting}</span>
          <Box component="span" sx={visuallyHidden}>
            {t('contracts.dialog.waiting', { count: waiting })}
          </Box>
        </Tag>
      ) : null}
    </Box>
  )
}

/** How a section's wage is computed (the real-time salary's every `windowMinutes`), and how it is shared up the chain. */
function SectionTerms({ section, windowMinutes }: { section: ContractSection; windowMinutes: number }) {
  const { t } = useTranslation('agents')
  const headingId = useId()
  const paragraphs = [...t(SECTION_TERMS_KEYS[section], { minutes: windowMinutes }).split('\n'), t('contracts.terms.chain')]
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('contracts.terms.title')}
      </Typography>
      {paragraphs.map((paragraph, index) => (
        <Typography key={index} variant="body2" sx={{ mt: index === 0 ? 0 : 1 }}>
          {paragraph}
        </Typography>
      ))}
    </Box>
  )
}

/**
 * The contract agreement dialog (spec section 2 "Modals", titled "agreement"): the dividend, daily salary and hourly
 * salary sections (and the real-time salary when the agent has one), each with its contracts (a tier table and the
 * buttons the spec lists for its kind and status) and its terms text. It opens on the first section with an offer
 * waiting. Before signing an offer whose rate is below a downline's, it warns which contracts would end; confirming
 * signs with `confirmEnding`. After an answer, the focus goes to the contract's card (its buttons changed) or, when
 * the card is gone, to the section.
 */
export function ContractAgreementDialog({ open, consolidated, currency, busy = false, error = null, onRetry, onAct, onClose }: ContractAgreementDialogProps) {
  const { t } = useTranslation('agents')
  const baseId = useId()
  const [chosen, setChosen] = useState<ContractSection | null>(null)
  const [warning, setWarning] = useState<ContractView | null>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  /** The place of the contract last answered, where the focus goes once the answer is in. */
  const acted = useRef<string | null>(null)

  const act = (contract: ContractView, action: ContractAction, confirmEnding: boolean) => {
    acted.current = slotKey(contract)
    onAct(contract, action, confirmEnding)
  }

  // The answer is in (the list was read again): the pressed button may be gone or disabled, so the focus goes to
  // the contract's card, or to the section when the contract left it.
  useEffect(() => {
    const slot = acted.current
    const panel = panelRef.current
    if (busy || !slot || !panel) return
    acted.current = null
    const card = panel.querySelector<HTMLElement>(`[data-slot="${CSS.escape(slot)}"]`)
    const focused = document.activeElement
    if (card?.contains(focused) && focused instanceof HTMLButtonElement && !focused.disabled) return
    ;(card ?? panel).focus()
  }, [busy, consolidated])

  // The section shown stays put when an answer changes which offers wait: it is chosen once, when the contracts are
  // first there (the first with an offer waiting), then only by the agent.
  if (chosen === null && consolidated) setChosen(firstSection(consolidated))
  const sections = consolidated ? shownSections(consolidated) : []
  const section = consolidated ? (chosen && sections.includes(chosen) ? chosen : firstSection(consolidated)) : null
  const contracts = consolidated && section ? contractsOfSection(consolidated, section) : []
  const nothing = consolidated !== null && allContracts(consolidated).length === 0

  let body
  if (!consolidated) {
    body = error ? (
      <ErrorState message={error} onRetry={onRetry} retrying={busy} compact />
    ) : (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography variant="body2">{t('contracts.dialog.loading')}</Typography>
      </Box>
    )
  } else if (nothing) {
    body = <EmptyState icon={<HandshakeOutlinedIcon />} title={t('contracts.dialog.emptyTitle')} description={t('contracts.dialog.emptyHint')} />
  } else {
    body = (
      <>
        <Tabs
          value={section}
          onChange={(_event, value: ContractSection) => setChosen(value)}
          variant="scrollable"
          scrollButtons={false}
          aria-label={t('contracts.dialog.sectionsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {sections.map((each) => (
            <Tab
              key={each}
              value={each}
              id={`${baseId}-tab-${each}`}
              aria-controls={`${baseId}-panel-${each}`}
              label={<SectionLabel section={each} waiting={contractsOfSection(consolidated, each).filter(isWaiting).length} />}
            />
          ))}
        </Tabs>
        <Box
          ref={panelRef}
          role="tabpanel"
          id={`${baseId}-panel-${section}`}
          aria-labelledby={`${baseId}-tab-${section}`}
          tabIndex={-1}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 2, '&:focus-visible, & section:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {contracts.length === 0 ? <Typography variant="body2">{t('contracts.dialog.noneInSection')}</Typography> : null}
          {contracts.map((contract) => (
            <ContractCard
              key={`${contract.contractId}:${contract.version}:${contract.status}`}
              contract={contract}
              currency={currency}
              busy={busy}
              onAction={(pressed, action) => (needsWarning(pressed, action) ? setWarning(pressed) : act(pressed, action, false))}
            />
          ))}
          <SectionTerms section={section!} windowMinutes={consolidated?.realTimeWindowMinutes ?? 5} />
        </Box>
      </>
    )
  }

  return (
    <Dialog open={open} title={t('contracts.dialog.title')} onClose={onClose} width={AGREEMENT_WIDTH}>
      {busy && consolidated ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <CircularProgress size={16} aria-hidden="true" />
          <Typography variant="body2">{t('contracts.dialog.busy')}</Typography>
        </Box>
      ) : null}
      {consolidated && !nothing ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('contracts.dialog.intro')}
        </Typography>
      ) : null}
      {consolidated && error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {body}
      <ConfirmDialog
        open={warning !== null}
        title={t('contracts.warning.title')}
        destructive
        confirmLabel={t('contracts.warning.confirm')}
        message={
          warning ? (
            <>
              <Typography variant="body2" component="p" sx={{ mb: 1.5 }}>
                {t('contracts.warning.message')}
              </Typography>
              <Typography variant="body2" component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
                {t('contracts.warning.listLabel')}
              </Typography>
              <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
                {warning.endsContracts.map((ending) => (
                  <li key={ending.contractId}>
                    <Typography variant="body2" component="span">
                      <bdi>{ending.account}</bdi>
                      {` · ${t(KIND_NAME_KEYS[ending.kind])} · ${t(GAME_TYPE_LABEL_KEYS[ending.gameType])}`}
                    </Typography>
                  </li>
                ))}
              </Box>
            </>
          ) : null
        }
        onConfirm={() => {
          const contract = warning!
          setWarning(null)
          act(contract, 'A', true)
        }}
        onCancel={() => setWarning(null)}
      />
    </Dialog>
  )
}
