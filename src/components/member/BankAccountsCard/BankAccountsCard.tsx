import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import AccountBalanceIcon from '@mui/icons-material/AccountBalance'
import { useTranslation } from 'react-i18next'
import type { BankAccount } from '../../../contract/schemas/security'
import { AuthField, PasswordField, ServerError } from '../../accounts/fields'
import { useAuthForm } from '../../accounts/useAuthForm'
import { useDateTime } from '../format'
import { FormActions, SavedNote, SecurityForm, afterSubmit, useOpenableForm, type SubmitOutcome } from '../forms'
import { Ltr, SecuritySection } from '../SecuritySection'
import { bankAccountSchema, type BankAccountValues } from '../validation'

export interface BankAccountsCardProps {
  /** The bound accounts (numbers masked by the server). */
  accounts: readonly BankAccount[]
  /** How many may be bound; the add form is offered only below it. */
  max: number
  /** Adding is running. */
  busy?: boolean
  /** The failed request's message, translated from its error code by the portal. */
  serverError?: string | null
  /** Start with the add form open (stories). */
  initiallyOpen?: boolean
  /** Add an account (bank, holder name, number) confirmed with the login password; see SubmitOutcome. */
  onAdd: (values: BankAccountValues) => SubmitOutcome
}

const EMPTY: BankAccountValues = { bankName: '', holderName: '', accountNumber: '', password: '' }

/** Bank accounts for withdrawals: the bound ones (holder name and masked number), and a form to add one. */
export function BankAccountsCard({ accounts, max, busy = false, serverError, initiallyOpen = false, onAdd }: BankAccountsCardProps) {
  const { t } = useTranslation('member')
  const dateTime = useDateTime()
  const form = useOpenableForm(initiallyOpen)
  const schema = useMemo(() => bankAccountSchema(), [])
  const fields = useAuthForm(schema, EMPTY)
  const full = accounts.length >= max
  const submit = () =>
    fields.submit<BankAccountValues>((values) =>
      afterSubmit(onAdd(values), () => {
        fields.reset(EMPTY)
        form.done()
      }),
    )

  return (
    <SecuritySection title={t('bank.title')} status={{ label: t('bank.count', { count: accounts.length, max }), on: accounts.length > 0 }} testId="security-banks">
      {accounts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('bank.empty')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('bank.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {accounts.map((account) => (
            <Box component="li" key={account.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
              <AccountBalanceIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body1" sx={{ fontWeight: 600 }}>
                  {account.bankName} · <Ltr>{account.accountNumber}</Ltr>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {account.holderName} · {t('bank.added', { time: dateTime(account.createdAt) })}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <SavedNote show={form.saved && !form.isOpen}>{t('bank.done')}</SavedNote>
      {full && !form.isOpen ? (
        <Typography variant="body2" color="text.secondary">
          {t('bank.full')}
        </Typography>
      ) : null}
      {form.isOpen ? (
        <SecurityForm busy={busy} onSubmit={submit} label={t('bank.add')}>
          <AuthField {...fields.text('bankName')} autoFocus label={t('bank.bankName')} inputProps={{ maxLength: 64 }} />
          <AuthField {...fields.text('holderName')} label={t('bank.holderName')} inputProps={{ autoComplete: 'name', maxLength: 64 }} />
          <AuthField {...fields.text('accountNumber')} label={t('bank.accountNumber')} inputProps={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 40 }} />
          <PasswordField {...fields.text('password')} label={t('common.password')} helperText={fields.errorText('password') ?? t('common.passwordHelp')} autoComplete="current-password" inputProps={{ maxLength: 128 }} />
          <ServerError message={serverError} />
          <FormActions
            busy={busy}
            submitLabel={t('bank.submit')}
            onCancel={() => {
              fields.reset(EMPTY)
              form.cancel()
            }}
          />
        </SecurityForm>
      ) : full ? null : (
        <Box>
          <Button ref={form.opener} variant="outlined" onClick={form.open}>
            {t('bank.add')}
          </Button>
        </Box>
      )}
    </SecuritySection>
  )
}
