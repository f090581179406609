import { useId, useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined'
import { useTranslation } from 'react-i18next'
import { feedbackLength, type FeedbackQuestionType } from '../../../../contract/feedbackEndpoints'
import type { FeedbackSettings } from '../../../../contract/schemas/feedback'
import { ProgressButton } from '../../../primitives/ProgressButton'
import { FeedbackImages } from '../FeedbackImages'
import { feedbackFieldErrors, pickImages, type FeedbackFieldErrors, type FeedbackFormValues } from '../feedbackForm'

export interface FeedbackSubmission {
  questionType: FeedbackQuestionType
  content: string
  images: File[]
  /** A guest's phone number or e-mail. */
  contact?: string
}

export interface FeedbackFormProps {
  /** The merchant's rules (bounds, guests, images). */
  settings: FeedbackSettings
  /** No member is logged in: the form asks for a contact and takes no images (or, where guests may not send, asks to log in). */
  guest: boolean
  /** The feedback is being sent. */
  sending?: boolean
  /** Why the server refused it, translated. */
  error?: string | null
  /** The ticket the last send made: the form says it was sent. */
  sent?: { id: number } | null
  /** What the form starts with (a story's images attached, a draft kept). */
  initial?: Partial<FeedbackFormValues>
  /** The visitor sends a feedback that passed the form's checks. */
  onSubmit(submission: FeedbackSubmission): void
  /** After a sent feedback: back to an empty form. */
  onSendAnother(): void
  /** A guest where guests may not send (or who wants to attach images): open the login. */
  onLogin?(): void
}

/**
 * The feedback form (spec sections 1, 3, 5): a question type, the text with a live count against the merchant's
 * bounds, up to three PNG or JPG images with previews and a remove button each, and for a guest a phone number or
 * e-mail. Nothing is sent until every check passes; the first field at fault then takes the focus. Presentational.
 */
export function FeedbackForm({ settings, guest, sending = false, error, sent, initial, onSubmit, onSendAnother, onLogin }: FeedbackFormProps) {
  const { t } = useTranslation('support')
  const titleId = useId()
  const countId = useId()
  const [values, setValues] = useState<FeedbackFormValues>({ questionType: '', content: '', images: [], contact: '', ...initial })
  const [refused, setRefused] = useState<string[]>([])
  const [errors, setErrors] = useState<FeedbackFieldErrors>({})
  const [tried, setTried] = useState(false)
  const length = feedbackLength(values.content)
  const sizeMb = Math.round(settings.maxImageBytes / (1024 * 1024))

  const set = (change: Partial<FeedbackFormValues>) => {
    const next = { ...values, ...change }
    setValues(next)
    if (tried) setErrors(feedbackFieldErrors(next, settings, guest))
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = feedbackFieldErrors(values, settings, guest)
    setTried(true)
    setErrors(found)
    const first = (['questionType', 'content', 'contact'] as const).find((field) => found[field])
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    onSubmit({ questionType: values.questionType as FeedbackQuestionType, content: values.content, images: guest ? [] : values.images, ...(guest ? { contact: values.contact.trim() } : {}) })
  }

  if (guest && !settings.guests) {
    return (
      <Alert severity="info" action={onLogin ? <Button color="inherit" size="small" onClick={onLogin}>{t('feedback.form.login')}</Button> : undefined}>
        {t('feedback.form.guestsClosed')}
      </Alert>
    )
  }

  if (sent) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, backgroundImage: 'none' }} role="status" aria-labelledby={titleId}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <CheckCircleOutlineIcon color="success" aria-hidden="true" sx={{ mt: 0.25 }} />
          <Box>
            <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
              {t('feedback.form.sentTitle', { id: sent.id })}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {guest ? t('feedback.form.sentGuest') : t('feedback.form.sentBody')}
            </Typography>
            <Button variant="outlined" sx={{ mt: 2, minHeight: 44 }} onClick={onSendAnother}>
              {t('feedback.form.sendAnother')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    )
  }

  const lengthMessage = t('feedback.form.lengthError', { min: settings.minLength, max: settings.maxLength })
  return (
    <Paper component="form" noValidate onSubmit={submit} variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, backgroundImage: 'none' }}>
      <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {t('feedback.form.title')}
      </Typography>
      <Stack spacing={2.5}>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextField
          select
          name="questionType"
          label={t('feedback.form.questionType')}
          value={values.questionType}
          onChange={(event) => set({ questionType: event.target.value as FeedbackQuestionType })}
          error={Boolean(errors.questionType)}
          helperText={errors.questionType ? t('feedback.form.chooseType') : undefined}
          required
          disabled={sending}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: { sm: 360 } }}
        >
          <option value="" disabled>
            {t('feedback.form.questionType')}
          </option>
          {settings.questionTypes.map((type) => (
            <option key={type} value={type}>
              {t(`feedback.types.${type}`)}
            </option>
          ))}
        </TextField>
        <Box>
          <TextField
            name="content"
            label={t('feedback.form.content')}
            value={values.content}
            onChange={(event) => set({ content: event.target.value })}
            multiline
            minRows={4}
            maxRows={12}
            fullWidth
            required
            error={Boolean(errors.content)}
            helperText={errors.content ? lengthMessage : t('feedback.form.contentHelp', { min: settings.minLength, max: settings.maxLength })}
            // Read only while sending, not disabled: its words stay readable (a disabled field's hint is too faint to read).
            slotProps={{ htmlInput: { 'aria-describedby': countId, readOnly: sending, dir: 'auto' } }}
          />
          {/* The live count, as the server counts: read with the field, not announced at every key. */}
          <Typography
            id={countId}
            variant="caption"
            aria-label={t('feedback.form.countLabel', { count: length, max: settings.maxLength })}
            sx={{ display: 'block', textAlign: 'end', mt: 0.5, fontVariantNumeric: 'tabular-nums', color: length > settings.maxLength || (tried && length < settings.minLength) ? 'error.main' : 'text.secondary' }}
          >
            {t('feedback.form.count', { count: length, max: settings.maxLength })}
          </Typography>
        </Box>
        {guest ? (
          <>
            <TextField
              name="contact"
              label={t('feedback.form.contact')}
              value={values.contact}
              onChange={(event) => set({ contact: event.target.value })}
              required
              error={Boolean(errors.contact)}
              helperText={errors.contact ? t('feedback.form.contactInvalid') : t('feedback.form.contactHelp')}
              slotProps={{ htmlInput: { autoComplete: 'email', maxLength: 100, readOnly: sending } }}
              sx={{ maxWidth: { sm: 360 } }}
            />
            <Alert severity="info" action={onLogin ? <Button color="inherit" size="small" onClick={onLogin}>{t('feedback.form.login')}</Button> : undefined}>
              {t('feedback.form.guestImages')}
            </Alert>
          </>
        ) : (
          <FeedbackImages
            files={values.images}
            max={settings.maxImages}
            maxBytes={settings.maxImageBytes}
            messages={refused}
            disabled={sending}
            onPick={(picked) => {
              const { images, refused: out } = pickImages(values.images, picked, settings)
              set({ images })
              setRefused(out.map(({ reason, name }) =>
                reason === 'type' ? t('feedback.form.imageType', { name }) : reason === 'size' ? t('feedback.form.imageSize', { name, size: sizeMb }) : t('feedback.form.imageLimit', { count: settings.maxImages })))
            }}
            onRemove={(file) => {
              set({ images: values.images.filter((held) => held !== file) })
              setRefused([])
            }}
          />
        )}
        <Box>
          <ProgressButton type="submit" variant="contained" running={sending} sx={{ minHeight: 44, minWidth: 140 }}>
            {sending ? t('feedback.form.sending') : t('feedback.form.submit')}
          </ProgressButton>
        </Box>
      </Stack>
    </Paper>
  )
}
