import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import type { OwnNamespace } from '../../../locales/ownNamespace'

/**
 * What a chunk whose strings it loads itself (locales/ownNamespace.ts) shows: its content once the strings are in, a
 * retry when they could not be fetched (in the first screen's own words, `common`), else the placeholder.
 */
export function OwnStringsGate({ strings, placeholder = null, children }: { strings: ReturnType<OwnNamespace['useStrings']>; placeholder?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('common')
  if (strings.ready) return children
  if (strings.failed) {
    return (
      <Alert severity="error" sx={{ mt: 2 }} action={<Button color="inherit" size="small" onClick={strings.retry}>{t('retry')}</Button>}>
        {t('error')}
      </Alert>
    )
  }
  return placeholder
}
