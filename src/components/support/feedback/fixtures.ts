/** Story and test data for the feedback components (never reaches the bundle). */
import { FEEDBACK_IMAGE_TYPES, FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES, FEEDBACK_QUESTION_TYPES } from '../../../contract/feedbackEndpoints'
import type { FeedbackSettings, FeedbackTicket } from '../../../contract/schemas/feedback'

export const feedbackSettings: FeedbackSettings = {
  minLength: 10, maxLength: 1000, guests: true, questionTypes: [...FEEDBACK_QUESTION_TYPES],
  maxImages: FEEDBACK_MAX_IMAGES, maxImageBytes: FEEDBACK_MAX_IMAGE_BYTES, imageTypes: [...FEEDBACK_IMAGE_TYPES],
}

/** A small real PNG (a 4×4 two-colour square), the picture a story attaches. */
function pngFile(name: string, colour: [number, number, number]): File {
  // Drawn on a canvas when there is one (the browser); a placeholder PNG signature elsewhere.
  if (typeof document !== 'undefined') {
    const canvas = document.createElement('canvas')
    canvas.width = 48
    canvas.height = 48
    const context = canvas.getContext('2d')!
    context.fillStyle = `rgb(${colour.join(',')})`
    context.fillRect(0, 0, 48, 48)
    context.fillStyle = '#ffffff'
    context.fillRect(12, 12, 24, 24)
    const data = atob(canvas.toDataURL('image/png').split(',')[1]!)
    return new File([Uint8Array.from(data, (c) => c.charCodeAt(0))], name, { type: 'image/png', lastModified: 0 })
  }
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png', lastModified: 0 })
}

export const screenshotFiles = (): File[] => [pngFile('withdrawal.png', [21, 101, 192]), pngFile('balance.png', [46, 125, 50])]

const at = (day: number, hour: number) => `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`

export const openTicket: FeedbackTicket = {
  id: 42, questionType: 'game', status: 'open', imageCount: 1, createdAt: at(24, 9), updatedAt: at(24, 9),
  thread: [{ id: 90, author: 'member', content: 'The slot game froze after a free-spin round and my balance did not update. A screenshot is attached.', createdAt: at(24, 9) }],
}

export const answeredTicket: FeedbackTicket = {
  id: 41, questionType: 'withdrawal', status: 'answered', imageCount: 0, createdAt: at(21, 8), updatedAt: at(22, 10),
  thread: [
    { id: 80, author: 'member', content: 'My withdrawal of 500 THB shows as paid, but the money has not reached my account yet.', createdAt: at(21, 8) },
    { id: 85, author: 'staff', content: 'Thank you for waiting. The bank confirmed the transfer this morning: it can take up to 24 hours to show in your account.', createdAt: at(22, 10) },
  ],
}

export const closedTicket: FeedbackTicket = {
  id: 37, questionType: 'deposit', status: 'closed', imageCount: 0, createdAt: at(12, 14), updatedAt: at(13, 9),
  thread: [
    { id: 60, author: 'member', content: 'My PromptPay deposit was not credited.', createdAt: at(12, 14) },
    { id: 61, author: 'staff', content: 'It is credited now. Sorry for the wait.', createdAt: at(13, 9) },
  ],
}
