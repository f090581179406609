/**
 * The one check of an uploaded image (a withdrawal's proof, a feedback's picture): PNG or JPEG told by its first bytes,
 * never by a file name or the declared type alone (a renamed text file is refused), and the declared type must agree.
 * Both uploads take the image itself as the request's body, at most 5 MB (the route's body limit refuses more before
 * it is read; this refuses it again for a caller that bypasses the route).
 */
import { AppError, type AnyErrorCode } from '../errors'

export type ImageType = 'image/png' | 'image/jpeg'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The image types an upload may be, told by their first bytes; null for anything else. */
export function imageTypeOf(data: Buffer): ImageType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png'
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg'
  return null
}

/** The upload's type when it is a PNG or JPEG its declared type agrees with and no larger than `maxBytes`; else `invalid` (or `payload.too.large`). */
export function checkUploadedImage(upload: { contentType: string | undefined; data: Buffer }, options: { maxBytes: number; invalid: AnyErrorCode }): ImageType {
  const type = imageTypeOf(upload.data)
  const declared = upload.contentType?.split(';')[0].trim().toLowerCase()
  if (!type || (declared !== type && !(declared === 'image/jpg' && type === 'image/jpeg'))) throw new AppError(options.invalid)
  if (upload.data.length > options.maxBytes) throw new AppError('payload.too.large')
  return type
}
