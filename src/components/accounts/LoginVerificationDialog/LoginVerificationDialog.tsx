import { useId, useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { RegisterSettings } from '../../../contract/schemas/system'
import { tKey } from '../../../../locales'
import { Dialog } from '../../primitives/Dialog'
import { AuthField, FieldWithButton, ServerError, SubmitButton } from '../fields'
import { SmsCodeButton } from '../SmsCodeButton'
import { useAuthForm } from '../useAuthForm'
import { buildAuthValidation, type VerifyMethod } from '../validation'

/** Why the extra step: a login from an address the account has not used, or the account's two-factor setting. */
export type LoginVerificationKind = 'newIp' | 'twoFactor'

const METHOD_KEYS: Record<VerifyMethod, string> = {
  mobile: tKey('auth:verification.methods.mobile'),
  email: tKey('auth:verification.methods.email'),
  bankHolder: tKey('auth:verification.methods.bankHolder'),
  authenticator: tKey('auth:verification.methods.authenticator'),
}

const NO_SETTINGS: RegisterSettings = { fields: [] }

export interface LoginVerificationDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** New-IP verification or two-factor login: the title and explanation. */
  kind: LoginVerificationKind
  /** The methods the server allows, in its order. With one, the choice is skipped. */
  methods: readonly VerifyMethod[]
  /** Where codes go, masked by the server (e.g. `081****678`, `t***@example.com`). */
  targets?: { mobile?: string; email?: string }
  /** The merchant's register settings: the verification-code rule. */
  registerSettings?: RegisterSettings
  /** Seconds of the code countdown (60 by default). */
  codeSeconds?: number
  /** The request is running. */
  busy?: boolean
  /** The failed step's message, translated from its error code by the portal. */
  serverError?: string | null
  /** Why the last code request failed, translated from its error code by the portal: the warning dialog a failed send opens shows it. */
  codeError?: string | null
  /** Send a code for the mobile or email method; see SmsCodeButton for what the promise means. */
  onRequestCode: (method: 'mobile' | 'email') => void | false | Promise<unknown>
  /** Complete the step with the chosen method and the trimmed answer. */
  onSubmit: (values: { method: VerifyMethod; answer: string }) => void
  /** Give up (close button, Escape): the login does not complete. */
  onClose: () => void
}

/**
 * The extra login step (spec sections 4 and 5): choose one of the allowed methods — a code to the mobile number,
 * a code to the bound email, the bank account holder name, an authenticator code — then answer it.
 */
export function LoginVerificationDialog({
  open,
  kind,
  methods,
  targets = {},
  registerSettings = NO_SETTINGS,
  codeSeconds,
  busy = false,
  serverError,
  codeError,
  onRequestCode,
  onSubmit,
  onClose,
}: LoginVerificationDialogProps) {
  const { t } = useTranslation('auth')
  const single = methods.length === 1
  const chooseLabelId = useId()
  const [choice, setChoice] = useState<VerifyMethod>(methods[0] ?? 'mobile')
  const [answering, setAnswering] = useState(single)
  const [codeRequested, setCodeRequested] = useState(false)
  const validation = useMemo(() => buildAuthValidation(registerSettings), [registerSettings])
  const schema = useMemo(() => validation.verification(choice), [validation, choice])
  const context = useMemo(() => ({ codeRequested: choice === 'mobile' || choice === 'email' ? codeRequested : undefined }), [choice, codeRequested])
  const form = useAuthForm(schema, { answer: '' }, context)
  const sendsCode = choice === 'mobile' || choice === 'email'

  const next = () => {
    form.reset({ answer: '' })
    setCodeRequested(false)
    setAnswering(true)
  }
  const submit = () => {
    if (busy) return
    if (!answering) next()
    else form.submit<{ answer: string }>(({ answer }) => onSubmit({ method: choice, answer }))
  }
  const inputLabel = () => {
    if (choice === 'mobile') return targets.mobile ? t('verification.inputs.mobile', { target: targets.mobile }) : t('verification.inputs.mobileNoTarget')
    if (choice === 'email') return targets.email ? t('verification.inputs.email', { target: targets.email }) : t('verification.inputs.emailNoTarget')
    return choice === 'bankHolder' ? t('verification.inputs.bankHolder') : t('verification.inputs.authenticator')
  }

  return (
    <Dialog open={open} title={kind === 'newIp' ? t('verification.titleNewIp') : t('verification.titleTwoFactor')} onClose={onClose} onSubmit={submit} disableBackdropClose>
      <Box component="form" noValidate aria-busy={busy || undefined} onSubmit={(event) => { event.preventDefault(); submit() }}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {kind === 'newIp' ? t('verification.introNewIp') : t('verification.introTwoFactor')}
          </Typography>
          {answering ? (
            <>
              {sendsCode ? (
                <FieldWithButton
                  button={
                    <SmsCodeButton
                      seconds={codeSeconds}
                      disabled={busy}
                      failureMessage={codeError}
                      onSend={() => {
                        setCodeRequested(true)
                        return onRequestCode(choice as 'mobile' | 'email')
                      }}
                    />
                  }
                >
                  <AuthField {...form.text('answer')} label={inputLabel()} autoFocus inputProps={{ autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 16 }} />
                </FieldWithButton>
              ) : (
                <AuthField
                  {...form.text('answer')}
                  label={inputLabel()}
                  autoFocus
                  inputProps={
                    choice === 'authenticator'
                      ? { autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 12 }
                      : { autoComplete: 'off', autoCapitalize: 'words', spellCheck: false, maxLength: 80 }
                  }
                />
              )}
              <ServerError message={serverError} />
              <SubmitButton busy={busy} onClick={submit}>
                {busy ? t('busy') : t('verification.submit')}
              </SubmitButton>
              {single ? null : (
                <Button color="inherit" onClick={() => setAnswering(false)} disabled={busy}>
                  {t('verification.back')}
                </Button>
              )}
            </>
          ) : (
            <>
              <FormControl>
                <FormLabel id={chooseLabelId}>{t('verification.chooseMethod')}</FormLabel>
                <RadioGroup aria-labelledby={chooseLabelId} value={choice} onChange={(event) => setChoice(event.target.value as VerifyMethod)}>
                  {methods.map((method, index) => (
                    <FormControlLabel key={method} value={method} control={<Radio autoFocus={index === 0} />} label={t(METHOD_KEYS[method])} />
                  ))}
                </RadioGroup>
              </FormControl>
              <ServerError message={serverError} />
              <Button variant="contained" size="large" fullWidth onClick={next}>
                {t('verification.next')}
              </Button>
            </>
          )}
        </Stack>
      </Box>
    </Dialog>
  )
}
