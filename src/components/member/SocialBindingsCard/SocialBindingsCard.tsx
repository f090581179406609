import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import LinkIcon from '@mui/icons-material/Link'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { SocialBinding, SocialProvider } from '../../../contract/schemas/security'
import { ServerError } from '../../accounts/fields'
import { SOCIAL_ICONS } from '../../accounts/socialIcons'
import { Tag } from '../../primitives/Tag'
import { useDateTime } from '../format'
import { SavedNote } from '../forms'
import { Ltr, SecuritySection } from '../SecuritySection'

export interface SocialBindingsCardProps {
  /** The linked social accounts (names masked by the server). */
  bindings: readonly SocialBinding[]
  /**
   * The providers the member may link here (those the server offers that can run now), in this order: each one
   * not linked yet gets a button. Leave out for a read-only list.
   */
  providers?: readonly SocialProvider[]
  /**
   * Those of `providers` that run against the server's sandbox identity provider (no real credentials): their
   * buttons are marked as a test sign-in, in their label and their accessible name, and a line says what that means.
   */
  sandboxProviders?: readonly SocialProvider[]
  /**
   * The account may link no social account (a trial account, type 4: the server refuses it): no button is offered,
   * and the card says why.
   */
  bindNeedsRealAccount?: boolean
  /** A link is starting with this provider (the browser then leaves for it): its button shows progress, the others wait. */
  busyProvider?: SocialProvider | null
  /** The provider the member has just linked (the provider sent the browser back): said in a status message. */
  justBound?: SocialProvider | null
  /** Why the last link failed (starting it, or as the provider sent it back), translated from its error code by the portal. */
  serverError?: string | null
  /** Link an account of this provider: the portal sends the browser to the provider. */
  onBind?: (provider: SocialProvider) => void
}

/**
 * Linked social accounts (spec section 5): once confirmed one can be neither changed nor unlinked. With `providers`
 * and `onBind`, a button per provider not linked yet starts linking one (marked as a test sign-in when it runs
 * against the server's sandbox); the result comes back as `justBound` or `serverError`. A trial account is offered
 * no link, and told that linking needs a real account.
 */
export function SocialBindingsCard({
  bindings,
  providers = [],
  sandboxProviders = [],
  bindNeedsRealAccount = false,
  busyProvider = null,
  justBound = null,
  serverError,
  onBind,
}: SocialBindingsCardProps) {
  const { t } = useTranslation('member')
  const dateTime = useDateTime()
  const sandboxNoteId = useId()
  const linked = new Set(bindings.map((binding) => binding.provider))
  const bindable = onBind && !bindNeedsRealAccount ? providers.filter((provider) => !linked.has(provider)) : []
  const anySandbox = bindable.some((provider) => sandboxProviders.includes(provider))
  const waiting = busyProvider !== null
  return (
    <SecuritySection title={t('social.title')} intro={t('social.note')} testId="security-social">
      <SavedNote show={justBound !== null}>{justBound ? t('social.bound', { provider: t(`social.provider.${justBound}`) }) : null}</SavedNote>
      <ServerError message={serverError} />
      {bindings.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('social.empty')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('social.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {bindings.map((binding) => (
            <Box component="li" key={binding.provider} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <LinkIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
              <Typography variant="body1" sx={{ fontWeight: 600 }}>
                {t(`social.provider.${binding.provider}`)}
              </Typography>
              {binding.displayName ? (
                <Typography variant="body2" color="text.secondary">
                  <Ltr>{binding.displayName}</Ltr>
                </Typography>
              ) : null}
              <Chip
                size="small"
                variant="outlined"
                label={binding.confirmedAt ? t('social.confirmed', { time: dateTime(binding.confirmedAt) }) : t('social.pending')}
                color={binding.confirmedAt ? 'success' : 'default'}
              />
            </Box>
          ))}
        </Box>
      )}
      {onBind && bindNeedsRealAccount ? (
        <Typography variant="body2" color="text.secondary">
          {t('social.trialNote')}
        </Typography>
      ) : null}
      {bindable.length ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
            {t('social.bindIntro')}
          </Typography>
          {bindable.map((provider) => {
            const Icon = SOCIAL_ICONS[provider]
            // The provider on its way keeps focus and says it is busy; the others are disabled meanwhile.
            const starting = busyProvider === provider
            const name = t(`social.provider.${provider}`)
            const sandbox = sandboxProviders.includes(provider)
            return (
              <Button
                key={provider}
                variant="outlined"
                startIcon={starting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <Icon aria-hidden="true" />}
                aria-label={sandbox ? t('social.bindSandbox', { provider: name, tag: t('social.sandboxTag') }) : undefined}
                aria-describedby={sandbox ? sandboxNoteId : undefined}
                aria-busy={starting || undefined}
                aria-disabled={starting || undefined}
                disabled={waiting && !starting}
                onClick={waiting ? undefined : () => onBind?.(provider)}
              >
                {t('social.bind', { provider: name })}
                {sandbox ? (
                  <>
                    {/* A space, so the visible text ("LINE Test") reads as in the accessible name. */}{' '}
                    <Box component="span" sx={{ display: 'inline-flex', ml: 1 }}>
                      <Tag tone="warning" variant="filled">{t('social.sandboxTag')}</Tag>
                    </Box>
                  </>
                ) : null}
              </Button>
            )
          })}
          {anySandbox ? (
            <Typography id={sandboxNoteId} variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
              {t('social.sandboxNote')}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </SecuritySection>
  )
}
