import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Skeleton from '@mui/material/Skeleton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import { useTranslation } from 'react-i18next'
import type { CreateDownlineBody, CreatedDownline, CreateInviteLinkBody, InviteLink } from '../../../contract/schemas/agents'
import { visuallyHidden } from '../../layout/a11y'
import { ConfirmDialog } from '../../primitives/ConfirmDialog'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { QrCode } from '../../primitives/QrCode'
import { Tag } from '../../primitives/Tag'
import { useCount, useDateTime } from '../format'
import { downlineSchema, fieldErrors, inviteLinkSchema } from './validation'

/** An invite link's life in days (0: never expires), the contract's INVITE_EXPIRIES. */
export const INVITE_EXPIRY_DAYS = [0, 1, 7, 30] as const

export interface RegisterCenterViewProps {
  /** A create request is running. */
  creating: boolean
  /** Its failure, already translated. */
  createError: string | null
  /** The account the last request created (a note says so, and the form starts afresh). */
  created: CreatedDownline | null
  onCreate: (body: CreateDownlineBody) => void
  /** The agent's invite links; null while they load. */
  links: readonly InviteLink[] | null
  linksError: string | null
  onRetryLinks: () => void
  /** A link is being made. */
  creatingLink: boolean
  linkError: string | null
  onCreateLink: (body: CreateInviteLinkBody) => void
  /** A link is being deleted (its id). */
  deletingLink: string | null
  onDeleteLink: (id: string) => void
  /** The site's origin (`https://…`): a link's full address is this plus its `path`. */
  origin: string
  /** Copies text (navigator.clipboard by default; stories replace it). Resolves false when the browser refused. */
  copy?: (text: string) => Promise<boolean>
}

async function clipboardCopy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/**
 * Add account: a form to create a member or a sub-agent under the agent (the account logs in with the merchant's
 * default password and must change it at its first login), and the agent's invite links: each with its type,
 * channel, expiry, registrations and QR code, a copy button that says when it has copied, and delete.
 */
export function RegisterCenterView(props: RegisterCenterViewProps) {
  const { t } = useTranslation('agents')
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {t('menu.registerCenter')}
      </Typography>
      <CreateDownlineForm {...props} />
      <InviteLinks {...props} />
    </Box>
  )
}

function CreateDownlineForm({ creating, createError, created, onCreate }: RegisterCenterViewProps) {
  const { t } = useTranslation('agents')
  const headingId = useId()
  const noteId = useId()
  const [values, setValues] = useState({ account: '', nickname: '', accountType: 'member' as 'member' | 'agent' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const accountRef = useRef<HTMLInputElement>(null)
  const lastCreated = useRef(created)
  // Each new account made starts the form afresh for the next one.
  useEffect(() => {
    if (created && created !== lastCreated.current) setValues((current) => ({ ...current, account: '', nickname: '' }))
    lastCreated.current = created
  }, [created])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = fieldErrors(downlineSchema, values)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      accountRef.current?.focus()
      return
    }
    const nickname = values.nickname.trim()
    onCreate({ account: values.account.trim(), accountType: values.accountType, ...(nickname ? { nickname } : {}) })
  }

  return (
    <Paper variant="outlined" component="form" noValidate aria-labelledby={headingId} onSubmit={submit} sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 2, backgroundImage: 'none' }}>
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('register.createTitle')}
      </Typography>
      <Typography id={noteId} variant="body2" sx={{ color: 'text.secondary' }}>
        {t('register.defaultPassword')}
      </Typography>
      <Box>
        <FormLabel id={`${headingId}-type`} sx={{ fontSize: 14 }}>
          {t('register.accountType')}
        </FormLabel>
        <RadioGroup row aria-labelledby={`${headingId}-type`} value={values.accountType} onChange={(event) => setValues({ ...values, accountType: event.target.value as 'member' | 'agent' })}>
          <FormControlLabel value="member" control={<Radio />} label={t('members.typeMember')} disabled={creating} />
          <FormControlLabel value="agent" control={<Radio />} label={t('members.typeAgent')} disabled={creating} />
        </RadioGroup>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 2 }}>
        <TextField
          inputRef={accountRef}
          size="small"
          required
          label={t('register.account')}
          value={values.account}
          disabled={creating}
          error={!!errors.account}
          helperText={errors.account ? t(errors.account) : t('register.accountHint')}
          onChange={(event) => setValues({ ...values, account: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 16, autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, 'aria-describedby': undefined } }}
        />
        <TextField
          size="small"
          label={t('register.nickname')}
          value={values.nickname}
          disabled={creating}
          error={!!errors.nickname}
          helperText={errors.nickname ? t(errors.nickname) : t('register.optional')}
          onChange={(event) => setValues({ ...values, nickname: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 40, autoComplete: 'off' } }}
        />
      </Box>
      {createError ? <Alert severity="error">{createError}</Alert> : null}
      {created ? (
        <Alert severity="success" role="status">
          {t('register.created', { account: created.account })} {t('register.mustChange')}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" loading={creating} aria-describedby={noteId}>
          {t('register.create')}
        </Button>
      </Box>
    </Paper>
  )
}

function InviteLinks({ links, linksError, onRetryLinks, creatingLink, linkError, onCreateLink, deletingLink, onDeleteLink, origin, copy = clipboardCopy }: RegisterCenterViewProps) {
  const { t } = useTranslation('agents')
  const headingId = useId()
  const dateTime = useDateTime()
  const count = useCount()
  const [form, setForm] = useState({ accountType: 'member' as 'member' | 'agent', expiryDays: 7 as (typeof INVITE_EXPIRY_DAYS)[number], channel: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [copied, setCopied] = useState<{ id: string; ok: boolean } | null>(null)
  const [confirm, setConfirm] = useState<InviteLink | null>(null)
  const address = (link: InviteLink) => `${origin}${link.path}`

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = fieldErrors(inviteLinkSchema, { channel: form.channel })
    setErrors(found)
    if (Object.keys(found).length === 0) onCreateLink({ accountType: form.accountType, expiryDays: form.expiryDays, channel: form.channel.trim() })
  }
  const expiryLabel = (days: number) => (days === 0 ? t('links.expiryNever') : t('links.expiryDays', { count: days }))

  let list
  if (linksError) list = <ErrorState compact title={t('table.errorTitle')} message={linksError} onRetry={onRetryLinks} />
  else if (!links)
    list = (
      <Box role="status" sx={{ display: 'grid', gap: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('table.loading')}
        </Box>
        <Skeleton variant="rounded" height={120} aria-hidden="true" />
      </Box>
    )
  else if (links.length === 0) list = <EmptyState compact title={t('links.emptyTitle')} description={t('links.emptyHint')} />
  else
    list = (
      <Box component="ul" aria-label={t('links.title')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {links.map((link) => (
          <Box component="li" key={link.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
            <Box sx={{ flexShrink: 0, lineHeight: 0 }}>
              <QrCode value={address(link)} size={96} margin={8} label={t('links.qr', { channel: link.channel })} />
            </Box>
            <Box sx={{ flex: '1 1 220px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  <bdi>{link.channel}</bdi>
                </Typography>
                <Tag>{link.accountType === 'agent' ? t('members.typeAgent') : t('members.typeMember')}</Tag>
                {link.expired ? <Tag tone="warning">{t('links.expired')}</Tag> : null}
              </Box>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', direction: 'ltr', textAlign: 'start' }}>
                <bdi>{address(link)}</bdi>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('links.registrations', { count: link.registrations, formatted: count(link.registrations) })} ·{' '}
                {link.expiresAt ? t(link.expired ? 'links.expiredAt' : 'links.expiresAt', { time: dateTime(link.expiresAt) }) : t('links.expiryNever')}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<ContentCopyIcon aria-hidden="true" />}
                  disabled={link.expired}
                  onClick={async () => setCopied({ id: link.id, ok: await copy(address(link)) })}
                >
                  {t('links.copy')}
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    {link.channel}
                  </Box>
                </Button>
                <IconButton size="small" aria-label={t('links.delete', { channel: link.channel })} disabled={deletingLink === link.id} onClick={() => setConfirm(link)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
                <Box component="span" role="status" sx={{ fontSize: 14, color: copied?.ok === false ? 'error.main' : 'success.main' }}>
                  {copied?.id === link.id ? (copied.ok ? t('links.copied') : t('links.copyFailed')) : ''}
                </Box>
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    )

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 2, backgroundImage: 'none' }}>
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('links.title')}
      </Typography>
      <Box component="form" noValidate aria-label={t('links.createTitle')} onSubmit={submit} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: 2, alignItems: 'start' }}>
        <TextField select size="small" label={t('register.accountType')} value={form.accountType} onChange={(event) => setForm({ ...form, accountType: event.target.value as 'member' | 'agent' })}>
          <MenuItem value="member">{t('members.typeMember')}</MenuItem>
          <MenuItem value="agent">{t('members.typeAgent')}</MenuItem>
        </TextField>
        <TextField select size="small" label={t('links.expiry')} value={form.expiryDays} onChange={(event) => setForm({ ...form, expiryDays: Number(event.target.value) as (typeof INVITE_EXPIRY_DAYS)[number] })}>
          {INVITE_EXPIRY_DAYS.map((days) => (
            <MenuItem key={days} value={days}>
              {expiryLabel(days)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          required
          label={t('links.channel')}
          value={form.channel}
          error={!!errors.channel}
          helperText={errors.channel ? t(errors.channel) : t('links.channelHint')}
          onChange={(event) => setForm({ ...form, channel: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 40, autoComplete: 'off' } }}
        />
        <Button type="submit" variant="contained" loading={creatingLink} sx={{ minHeight: 40 }}>
          {t('links.create')}
        </Button>
      </Box>
      {linkError ? <Alert severity="error">{linkError}</Alert> : null}
      {list}
      <ConfirmDialog
        open={confirm !== null}
        title={t('links.deleteTitle')}
        message={t('links.deleteConfirm', { channel: confirm?.channel ?? '' })}
        confirmLabel={t('links.deleteButton')}
        destructive
        onConfirm={() => {
          if (confirm) onDeleteLink(confirm.id)
          setConfirm(null)
        }}
        onCancel={() => setConfirm(null)}
      />
    </Paper>
  )
}
