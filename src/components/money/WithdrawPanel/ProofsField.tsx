import { useId, type ChangeEvent, type CSSProperties, type RefObject } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined'
import CloseIcon from '@mui/icons-material/Close'
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '../../layout/a11y'
import { useLocaleTag } from '../../layout/useLocaleTag'
import { PROOF_ACCEPT, PROOF_MAX_FILES, formatFileSize } from './withdrawForm'

interface ProofsFieldProps {
  /** The screenshots attached so far. */
  files: readonly File[]
  /** Why the last picked were refused (too large, not an image, too many) and the field's own fault, translated. */
  messages: readonly string[]
  /** The field is at fault (nothing attached when it must be). */
  invalid: boolean
  /** A request is running: nothing can be added or removed. */
  disabled: boolean
  /** The file input, which takes focus when the field is at fault or a row is removed. */
  inputRef: RefObject<HTMLInputElement | null>
  /** Files picked with the file input. */
  onPick: (event: ChangeEvent<HTMLInputElement>) => void
  /** A row's remove button pressed. */
  onRemove: (file: File) => void
}

/**
 * The screenshots of the bank statement that prove nothing arrived: the files attached (each with its size and a
 * remove button), a button-like label holding the file input, and what was refused.
 */
export function ProofsField({ files, messages, invalid, disabled, inputRef, onPick, onRemove }: ProofsFieldProps) {
  const { t } = useTranslation('wallet')
  const locale = useLocaleTag()
  const labelId = useId()
  const hintId = useId()
  const errorId = useId()
  const full = files.length >= PROOF_MAX_FILES

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('withdraw.confirm.proofs')}
      </Typography>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
        {t('withdraw.confirm.proofsHint', { count: PROOF_MAX_FILES })}
      </Typography>
      {files.length > 0 ? (
        <Box component="ul" aria-labelledby={labelId} sx={{ listStyle: 'none', m: 0, p: 0, mt: 1, display: 'grid', gap: 0.75 }}>
          {files.map((file) => (
            <Box
              component="li"
              key={`${file.name}-${file.size}-${file.lastModified}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, paddingInlineStart: 1.25, paddingBlock: 0.25, borderRadius: 1, border: 1, borderColor: 'divider' }}
            >
              <ImageOutlinedIcon aria-hidden="true" sx={{ fontSize: 20, color: 'text.secondary', flexShrink: 0 }} />
              <Typography variant="body2" noWrap title={file.name} sx={{ minWidth: 0, flexGrow: 1 }}>
                <bdi>{file.name}</bdi>
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                {formatFileSize(file.size, locale)}
              </Typography>
              <IconButton size="small" aria-label={t('withdraw.confirm.remove', { name: file.name })} onClick={() => onRemove(file)} disabled={disabled}>
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
        sx={{ mt: 1, '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' } }}
      >
        {t('withdraw.confirm.addProofs')}
        <input
          ref={inputRef}
          type="file"
          name="proofs"
          accept={PROOF_ACCEPT}
          multiple
          disabled={disabled || full}
          onChange={onPick}
          aria-describedby={messages.length ? `${hintId} ${errorId}` : hintId}
          aria-invalid={invalid ? true : undefined}
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
