import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type CSSProperties } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined'
import CloseIcon from '@mui/icons-material/Close'
import { useTranslation } from 'react-i18next'
import { ACTIVITY_MAX_IMAGE_BYTES, ACTIVITY_MAX_IMAGES, ACTIVITY_REMARK_MAX, remarkLength } from '../../../../contract/activities'
import { Dialog } from '../../../primitives/Dialog'
import { visuallyHidden } from '../../../layout/a11y'
import { pickImages } from '../../../support/feedback/feedbackForm'

export interface ApplicationFormProps {
  open: boolean
  /** Which fields the promotion asks for (its `form`). */
  fields: { remark: boolean; images: boolean }
  /** The application is being sent. */
  sending?: boolean
  /** Why the server refused it, translated. */
  error?: string | null
  /** The form passed its checks: send it. */
  onSubmit(application: { remark: string; images: File[] }): void
  onClose(): void
}

/** A preview's address for each file, made while the file is shown and released after. */
function usePreviews(files: readonly File[]): Map<File, string> {
  const previews = useMemo(() => new Map(files.map((file) => [file, URL.createObjectURL(file)] as const)), [files])
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews])
  return previews
}

/**
 * A promotion's application (spec section 5): a remark of at most 140 characters with a live count, and up to three
 * PNG or JPG images of at most 5 MB each with a preview and a remove button. Both are checked here before anything
 * is sent (the server checks again, the images by their bytes); the remark at fault takes the focus.
 */
export function ApplicationForm({ open, fields, sending = false, error = null, onSubmit, onClose }: ApplicationFormProps) {
  const { t } = useTranslation('activities')
  const [remark, setRemark] = useState('')
  const [images, setImages] = useState<File[]>([])
  const [refused, setRefused] = useState<string[]>([])
  const [remarkError, setRemarkError] = useState(false)
  const remarkRef = useRef<HTMLInputElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const imagesLabel = useId()
  const imagesHint = useId()
  const imagesError = useId()
  const previews = usePreviews(images)
  const length = remarkLength(remark)

  const submit = () => {
    if (sending) return
    if (fields.remark && length > ACTIVITY_REMARK_MAX) {
      setRemarkError(true)
      remarkRef.current?.focus()
      return
    }
    onSubmit({ remark: fields.remark ? remark : '', images: fields.images ? images : [] })
  }
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? [])
    event.target.value = ''
    const result = pickImages(images, picked, { maxImages: ACTIVITY_MAX_IMAGES, maxImageBytes: ACTIVITY_MAX_IMAGE_BYTES })
    setImages(result.images)
    setRefused([...new Set(result.refused.map(({ reason }) => (reason === 'type' ? t('form.imageType') : reason === 'size' ? t('form.imageSize') : t('form.imageCount', { max: ACTIVITY_MAX_IMAGES }))))])
  }
  const remove = (file: File) => {
    setImages(images.filter((held) => held !== file))
    setRefused([])
    inputRef.current?.focus()
  }

  return (
    <Dialog
      open={open}
      title={t('form.title')}
      onClose={() => onClose()}
      onSubmit={submit}
      disableBackdropClose
      width={480}
      actions={
        <>
          <Button onClick={onClose} disabled={sending}>
            {t('form.cancel')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={sending} aria-busy={sending || undefined}>
            {t('form.submit')}
          </Button>
        </>
      }
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('form.intro')}
      </Typography>
      {fields.remark ? (
        <TextField
          inputRef={remarkRef}
          label={t('form.remark')}
          value={remark}
          onChange={(event) => {
            setRemark(event.target.value)
            if (remarkError) setRemarkError(remarkLength(event.target.value) > ACTIVITY_REMARK_MAX)
          }}
          multiline
          minRows={3}
          fullWidth
          // Read only while sending (not disabled: a disabled field's count would fall below the contrast rule).
          slotProps={{ htmlInput: { readOnly: sending } }}
          error={remarkError}
          // The count is numbers and a slash: kept left to right so it never reads "140 / 14" in a right-to-left page.
          helperText={remarkError ? t('form.remarkTooLong', { max: ACTIVITY_REMARK_MAX }) : <bdi dir="ltr">{t('form.remarkCount', { count: length, max: ACTIVITY_REMARK_MAX })}</bdi>}
        />
      ) : null}
      {fields.images ? (
        <Box role="group" aria-labelledby={imagesLabel} sx={{ mt: 2 }}>
          <Typography id={imagesLabel} component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {t('form.images')}
          </Typography>
          <Typography id={imagesHint} variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {t('form.imagesHint', { max: ACTIVITY_MAX_IMAGES })}
          </Typography>
          {images.length ? (
            <Box component="ul" aria-labelledby={imagesLabel} sx={{ listStyle: 'none', m: 0, p: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {images.map((file, index) => (
                <Box component="li" key={`${file.name}-${file.size}-${file.lastModified}`} sx={{ position: 'relative', width: 88, height: 88, borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden' }}>
                  <Box component="img" src={previews.get(file)} alt={file.name} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
                  <IconButton
                    size="small"
                    aria-label={t('form.removeImage', { index: index + 1 })}
                    onClick={() => remove(file)}
                    disabled={sending}
                    sx={{ position: 'absolute', top: 2, insetInlineEnd: 2, width: 32, height: 32, bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Box>
          ) : null}
          <Button
            component="label"
            role={undefined}
            tabIndex={-1}
            variant="outlined"
            disabled={sending || images.length >= ACTIVITY_MAX_IMAGES}
            startIcon={<AddPhotoAlternateOutlinedIcon aria-hidden="true" />}
            sx={{ mt: 1, minHeight: 44, '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' } }}
          >
            {t('form.addImage')}
            <input
              ref={inputRef}
              type="file"
              name="images"
              accept="image/png,image/jpeg"
              multiple
              disabled={sending || images.length >= ACTIVITY_MAX_IMAGES}
              onChange={pick}
              aria-describedby={refused.length ? `${imagesHint} ${imagesError}` : imagesHint}
              style={visuallyHidden as CSSProperties}
            />
          </Button>
          {refused.length ? (
            <Box id={imagesError} role="alert" sx={{ mt: 0.75 }}>
              {refused.map((message) => (
                <Typography key={message} variant="caption" component="p" sx={{ color: 'error.main' }}>
                  {message}
                </Typography>
              ))}
            </Box>
          ) : null}
        </Box>
      ) : null}
      {error ? (
        <Typography role="alert" variant="body2" sx={{ mt: 2, color: 'error.main' }}>
          {error}
        </Typography>
      ) : null}
    </Dialog>
  )
}
