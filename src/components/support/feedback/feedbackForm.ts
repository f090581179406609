/**
 * The feedback form's own checks, before anything is sent (the server checks all of it again): the content's length
 * as the server counts it, a guest's contact, and the images picked (type, size, how many).
 */
import { feedbackLength, isFeedbackContact, type FeedbackQuestionType } from '../../../contract/feedbackEndpoints'
import type { FeedbackSettings } from '../../../contract/schemas/feedback'

export interface FeedbackFormValues {
  questionType: FeedbackQuestionType | ''
  content: string
  images: File[]
  contact: string
}

export type FeedbackFieldErrors = Partial<Record<'questionType' | 'content' | 'contact', true>>

/** Which fields are at fault (none: it may be sent). */
export function feedbackFieldErrors(values: FeedbackFormValues, settings: FeedbackSettings, guest: boolean): FeedbackFieldErrors {
  const errors: FeedbackFieldErrors = {}
  if (!values.questionType) errors.questionType = true
  const length = feedbackLength(values.content)
  if (length < settings.minLength || length > settings.maxLength) errors.content = true
  if (guest && !isFeedbackContact(values.contact)) errors.contact = true
  return errors
}

/** Types a browser names a PNG or JPEG by (`image/jpg` is what some say for JPEG). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg']

/** The picked files the form keeps (after those it has, up to the limit), and why each other one was refused. */
export function pickImages(held: readonly File[], picked: readonly File[], settings: Pick<FeedbackSettings, 'maxImages' | 'maxImageBytes'>): {
  images: File[]
  refused: { reason: 'type' | 'size' | 'limit'; name: string }[]
} {
  const images = [...held]
  const refused: { reason: 'type' | 'size' | 'limit'; name: string }[] = []
  for (const file of picked) {
    if (!IMAGE_TYPES.includes(file.type.toLowerCase())) refused.push({ reason: 'type', name: file.name })
    else if (file.size > settings.maxImageBytes) refused.push({ reason: 'size', name: file.name })
    else if (images.length >= settings.maxImages) refused.push({ reason: 'limit', name: file.name })
    else images.push(file)
  }
  return { images, refused }
}
