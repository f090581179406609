import { useEffect, useRef } from 'react'
import IconButton from '@mui/material/IconButton'
import RefreshIcon from '@mui/icons-material/Refresh'
import { useTranslation } from 'react-i18next'
import type { WithdrawalReason, WithdrawalRequirements } from '../../../contract/schemas/money'
import { ErrorState } from '../../primitives/ErrorState'
import { LazyTooltip } from '../../primitives/LazyTooltip'
import { MoneyPanel, PanelSkeleton } from '../MoneyPanel'
import { BlockedView } from './BlockedView'
import { CURRENT_STATES, CurrentView } from './CurrentView'
import { RequestForm } from './RequestForm'
import type { ConfirmRequest, WithdrawRequest } from './withdrawForm'
import { viewOf, type Busy, type Currency } from './withdrawView'

export type { ConfirmRequest, WithdrawRequest } from './withdrawForm'

export interface WithdrawPanelProps {
  /**
   * What the server says about withdrawing now: whether the member can (and if not, why), the limits, the balance,
   * the turnover, the bound bank accounts and the withdrawal under way; `null` while it loads (skeletons).
   */
  requirements: WithdrawalRequirements | null
  /** The merchant's currency: its symbol (before amounts) and its decimals (what an amount may carry). */
  currency: Currency
  /**
   * The request running, if any: a withdrawal being asked for, a confirmation being sent, or the proofs being
   * uploaded before it. The part it belongs to is disabled and its button shows progress.
   */
  busy: Busy
  /** The last request's failure, already translated by the portal; shown in an alert above the panel. */
  error: string | null
  /** Ask for a withdrawal: the amount (canonical major units, `"500"`), the bank account's id and the payment password. */
  onWithdraw: (request: WithdrawRequest) => void
  /**
   * Go and fix a reason the member cannot withdraw that is fixed elsewhere (bind a bank card, set a real name, set a
   * payment password): the page decides where (the security centre). Offered only for those three reasons.
   */
  onFix: (reason: WithdrawalReason) => void
  /**
   * Say what arrived of a paid withdrawal: all of it, part of it (`amountReceived`, canonical major units, less than
   * the withdrawal), nothing (`proofs`: 1 to 3 PNG or JPEG images of at most 5 MB, which the page uploads first), or,
   * after a part, the rest (`all_received`).
   */
  onConfirm: (request: ConfirmRequest) => void
  /** Ask the server for the requirements again (the withdrawal's state, the balance, the turnover). */
  onRefresh: () => void
}

/**
 * The member centre's withdraw page. With a withdrawal under way it shows that instead of the form: being
 * processed; paid and waiting for the member to say what arrived (all, part of it with the amount, or nothing with
 * screenshots as proof, before a deadline after which it counts as received); part received, with "I have now
 * received it all"; nothing received and under review; or refused (the money back in the wallet). Otherwise, when
 * the member cannot withdraw, it lists why, with a button to fix what is fixed elsewhere; else the form: amount
 * (between the minimum and the smaller of the maximum and the balance, checked exactly in integer minor units, with
 * "Max"), the bank account and the payment password; the first field at fault takes focus. When the view changes
 * (a withdrawal made, an answer sent) focus goes to the new view's heading and a polite live region says it.
 * Presentational: the portal's wallet store makes the requests and passes `busy`, `error` and the new requirements back in.
 */
export function WithdrawPanel({ requirements, currency, busy, error, onWithdraw, onFix, onConfirm, onRefresh }: WithdrawPanelProps) {
  const { t } = useTranslation('wallet')
  const view = viewOf(requirements)

  // The view replaces what was there (the button pressed may have gone): focus goes to its heading, but not on the
  // first render nor when the requirements first arrive.
  const heading = useRef<HTMLHeadingElement | null>(null)
  const shown = useRef(view)
  useEffect(() => {
    if (shown.current === view) return
    const before = shown.current
    shown.current = view
    if (before !== 'loading' && view !== 'loading') heading.current?.focus()
  }, [view])

  const current = requirements?.current ?? null
  const loadFailed = requirements === null && error !== null
  const spoken = view === 'loading' ? (loadFailed ? null : t('withdraw.loading')) : view === 'form' || view === 'blocked' ? null : t(CURRENT_STATES[view].title)

  return (
    <MoneyPanel
      title={t('withdraw.title')}
      testId="withdraw-panel"
      action={
        <LazyTooltip title={t('withdraw.refresh')}>
          <IconButton aria-label={t('withdraw.refresh')} onClick={onRefresh} disabled={busy !== null}>
            <RefreshIcon />
          </IconButton>
        </LazyTooltip>
      }
      status={spoken}
      // A failed first load says so in the panel, with a retry; a failed request says so above it.
      error={loadFailed ? null : error}
    >
      {loadFailed ? (
        <ErrorState compact message={error} onRetry={onRefresh} retrying={busy !== null} />
      ) : requirements === null ? (
        <PanelSkeleton fields={3} />
      ) : current && view !== 'form' && view !== 'blocked' ? (
        <CurrentView key={current.withdrawalId} view={view} withdrawal={current} currency={currency} busy={busy} onConfirm={onConfirm} onRefresh={onRefresh} headingRef={heading} />
      ) : view === 'blocked' ? (
        <BlockedView requirements={requirements} currency={currency} onFix={onFix} headingRef={heading} />
      ) : (
        <RequestForm requirements={requirements} currency={currency} busy={busy} onWithdraw={onWithdraw} headingRef={heading} />
      )}
    </MoneyPanel>
  )
}
