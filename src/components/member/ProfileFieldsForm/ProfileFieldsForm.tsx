import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import type { SecurityProfile } from '../../../contract/schemas/security'
import { AuthField, ServerError } from '../../accounts/fields'
import { useAuthForm } from '../../accounts/useAuthForm'
import { FormActions, SavedNote, SecurityForm, afterSubmit, type SubmitOutcome } from '../forms'
import { SecuritySection } from '../SecuritySection'
import { PROFILE_FIELD_LIMITS, PROFILE_FIELD_ORDER, profileFieldsSchema, type ProfileFieldValues } from '../validation'

export interface ProfileFieldsFormProps {
  /** The saved values (null when never filled in). */
  profile: SecurityProfile
  /** Saving is running. */
  busy?: boolean
  /** The failed request's message, translated from its error code by the portal. */
  serverError?: string | null
  /** Save every field (trimmed; an empty one is cleared); see SubmitOutcome. */
  onSubmit: (values: ProfileFieldValues) => SubmitOutcome
}

/** The long ones take a whole row and several lines. */
const MULTILINE = new Set(['address', 'permanentAddress', 'currentAddress'])
const AUTOCOMPLETE: Partial<Record<keyof ProfileFieldValues, string>> = { address: 'street-address', occupation: 'organization-title' }

const valuesOf = (profile: SecurityProfile): ProfileFieldValues =>
  Object.fromEntries(PROFILE_FIELD_ORDER.map((field) => [field, profile[field] ?? ''])) as ProfileFieldValues

/**
 * The profile fields of spec section 3 (address, nationality, occupation, source of income, permanent and current
 * address, place of birth). Address and nationality are asked for (spec section 5: "fill in your address",
 * "fill in your nationality").
 */
export function ProfileFieldsForm({ profile, busy = false, serverError, onSubmit }: ProfileFieldsFormProps) {
  const { t } = useTranslation('member')
  const schema = useMemo(() => profileFieldsSchema(), [])
  const fields = useAuthForm(schema, valuesOf(profile))
  const [saved, setSaved] = useState(false)
  const submit = () => {
    setSaved(false)
    fields.submit<ProfileFieldValues>((values) => afterSubmit(onSubmit(values), () => setSaved(true)))
  }
  return (
    <SecuritySection title={t('fields.title')} intro={t('fields.intro')} testId="security-fields">
      <SecurityForm busy={busy} onSubmit={submit} label={t('fields.title')}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {PROFILE_FIELD_ORDER.map((field) => (
            <Box key={field} sx={{ gridColumn: MULTILINE.has(field) ? '1 / -1' : undefined }}>
              <AuthField
                {...fields.text(field)}
                label={t(`fields.${field}`)}
                required={field === 'address' || field === 'nationality'}
                multiline={MULTILINE.has(field)}
                minRows={MULTILINE.has(field) ? 2 : undefined}
                inputProps={{ maxLength: PROFILE_FIELD_LIMITS[field], autoComplete: AUTOCOMPLETE[field] ?? 'off' }}
              />
            </Box>
          ))}
        </Box>
        <ServerError message={serverError} />
        <SavedNote show={saved && !busy && !serverError}>{t('fields.done')}</SavedNote>
        <FormActions busy={busy} submitLabel={t('fields.submit')} />
      </SecurityForm>
    </SecuritySection>
  )
}
