import { useEffect, useId, useMemo, useRef, type ChangeEvent, type CSSProperties } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined'
import CloseIcon from '@mui/icons-material/Close'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '../../../layout/a11y'

export interface FeedbackImagesProps {
  /** The images attached so far (at most `max`). */
  files: readonly File[]
  /** How many may be attached. */
  max: number
  /** The largest image, in bytes. */
  maxBytes: number
  /** Why the last picked were refused (not PNG or JPG, too large, too many), translated. */
  messages: readonly string[]
  /** A feedback is being sent: nothing can be added or removed. */
  disabled?: boolean
  /** Files picked with the file input (the caller checks and keeps them). */
  onPick(files: File[]): void
  /** A preview's remove button pressed. */
  onRemove(file: File): void
}

/** The image types the picker offers (the server checks each file's bytes). */
export const FEEDBACK_IMAGE_ACCEPT = 'image/png,image/jpeg'

/** A preview's address for each file, made while the file is shown and released after. */
function usePreviews(files: readonly File[]): Map<File, string> {
  const previews = useMemo(() => new Map(files.map((file) => [file, URL.createObjectURL(file)] as const)), [files])
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews])
  return previews
}

/**
 * A feedback's images (spec section 5: PNG or JPG, at most 5 MB each, at most 3): a preview of each with its remove
 * button, a button-like label holding the file input (disabled once full), and what was refused. Removing an image
 * puts the focus back on the picker, so the keyboard never lands on nothing.
 */
export function FeedbackImages({ files, max, maxBytes, messages, disabled = false, onPick, onRemove }: FeedbackImagesProps) {
  const { t } = useTranslation('support')
  const labelId = useId()
  const hintId = useId()
  const errorId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const previews = usePreviews(files)
  const full = files.length >= max

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? [])
    // The same file may be picked again after a remove.
    event.target.value = ''
    if (picked.length) onPick(picked)
  }
  const remove = (file: File) => {
    onRemove(file)
    inputRef.current?.focus()
  }

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('feedback.form.images')}
      </Typography>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
        {t('feedback.form.imagesHelp', { count: max, size: Math.round(maxBytes / (1024 * 1024)) })}
      </Typography>
      {files.length > 0 ? (
        <Box component="ul" aria-labelledby={labelId} sx={{ listStyle: 'none', m: 0, p: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {files.map((file) => (
            <Box
              component="li"
              key={`${file.name}-${file.size}-${file.lastModified}`}
              sx={{ position: 'relative', width: 96, height: 96, borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden', bgcolor: 'action.hover' }}
            >
              <Box component="img" src={previews.get(file)} alt={file.name} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
              <IconButton
                size="small"
                aria-label={t('feedback.form.removeImage', { name: file.name })}
                onClick={() => remove(file)}
                disabled={disabled}
                sx={{
                  position: 'absolute', top: 2, insetInlineEnd: 2, width: 32, height: 32, bgcolor: 'background.paper', boxShadow: 1,
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
      {/* The label looks like a button; the file input inside it is what takes focus and opens the picker. */}
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        disabled={disabled || full}
        startIcon={<AddPhotoAlternateOutlinedIcon aria-hidden="true" />}
        sx={{ mt: 1, minHeight: 44, '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' } }}
      >
        {t('feedback.form.addImage')}
        <input
          ref={inputRef}
          type="file"
          name="images"
          accept={FEEDBACK_IMAGE_ACCEPT}
          multiple
          disabled={disabled || full}
          onChange={pick}
          aria-describedby={messages.length ? `${hintId} ${errorId}` : hintId}
          style={visuallyHidden as CSSProperties}
        />
      </Button>
      {messages.length ? (
        <Box id={errorId} role="alert" sx={{ mt: 0.75 }}>
          {messages.map((message) => (
            <Typography key={message} variant="caption" component="p" sx={{ color: 'error.main' }}>
              {message}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  )
}
