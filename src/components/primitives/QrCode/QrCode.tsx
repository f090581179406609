import Box from '@mui/material/Box'
import QRCode from 'react-qr-code'
import { useTranslation } from 'react-i18next'

/** The spec's QR defaults (section 9): size 200, margin 20, black on white, error correction M, logo at 0.2. */
export const QR_DEFAULTS = { size: 200, margin: 20, fgColor: '#000000', bgColor: '#ffffff', level: 'M', logoScale: 0.2 } as const

export interface QrCodeProps {
  /** The text or URL encoded in the code. */
  value: string
  /** Accessible name of the image, e.g. "Scan to download the iOS app". Defaults to `common:qrCode.label`. */
  label?: string
  /** Width and height of the code itself in px, without the margin. */
  size?: number
  /** Quiet zone around the code in px, painted in `bgColor` (scanners need it). */
  margin?: number
  /** Colour of the dark modules. */
  fgColor?: string
  /** Colour of the light modules and the quiet zone. */
  bgColor?: string
  /** Error-correction level; M survives a logo covering the centre at the default scale. */
  level?: 'L' | 'M' | 'Q' | 'H'
  /** URL of a logo drawn in the centre. */
  logoUrl?: string
  /** Logo width as a fraction of `size`. */
  logoScale?: number
}

/**
 * A QR code with the spec's defaults. The colours are fixed black on white in both themes (scanners and
 * contrast), so it looks the same on a dark page.
 */
export function QrCode({
  value,
  label,
  size = QR_DEFAULTS.size,
  margin = QR_DEFAULTS.margin,
  fgColor = QR_DEFAULTS.fgColor,
  bgColor = QR_DEFAULTS.bgColor,
  level = QR_DEFAULTS.level,
  logoUrl,
  logoScale = QR_DEFAULTS.logoScale,
}: QrCodeProps) {
  const { t } = useTranslation('common')
  const logoSize = Math.round(size * logoScale)
  return (
    <Box
      role="img"
      aria-label={label ?? t('qrCode.label')}
      // The encoded text, for a test or a tool that checks what the code says without decoding the picture.
      data-qr-value={value}
      sx={{
        position: 'relative',
        display: 'inline-block',
        lineHeight: 0,
        padding: `${margin}px`,
        backgroundColor: bgColor,
        borderRadius: 1,
        direction: 'ltr', // a QR code is never mirrored
      }}
    >
      <QRCode value={value} size={size} fgColor={fgColor} bgColor={bgColor} level={level} aria-hidden="true" />
      {logoUrl ? (
        <Box
          component="img"
          src={logoUrl}
          alt=""
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: logoSize,
            height: logoSize,
            objectFit: 'contain',
            backgroundColor: bgColor,
            padding: '2px',
            borderRadius: '4px',
          }}
        />
      ) : null}
    </Box>
  )
}
