/**
 * Opening the live chat's window (spec section 7: a 440×500 popup). It must be opened in the click itself, before
 * anything is awaited, or the browser blocks it as unasked for; so this small part is in the side menu's chunk, and
 * the rest of the flow (the call, the decoding: CustomerServiceStore) loads after, and fills the window in.
 */
import { LIVE_CHAT_WINDOW } from '../../contract/customerService'

/** What the flow uses of the window it opened (a test passes a fake). */
export interface ServiceWindow {
  readonly closed: boolean
  opener: unknown
  close(): void
  location: { replace(url: string): void }
}

/** `window.open`'s shape; null when the browser blocked the window. */
export type WindowOpener = (url: string, target: string, features: string) => ServiceWindow | null

const browserOpener: WindowOpener = (url, target, features) => window.open(url, target, features)

/**
 * Opens the empty live-chat window now, centred over the page; null when the browser blocked it. The window is cut
 * from this page (`opener` null) before it goes anywhere, so the chat's page can never navigate the portal; the
 * portal keeps its handle to send it to the chat.
 */
export function openLiveChatWindow(open: WindowOpener = browserOpener): ServiceWindow | null {
  const { width, height, name } = LIVE_CHAT_WINDOW
  const left = typeof window === 'undefined' ? 0 : Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2))
  const top = typeof window === 'undefined' ? 0 : Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2))
  const popup = open('about:blank', name, `popup=yes,width=${width},height=${height},left=${left},top=${top}`)
  if (popup) popup.opener = null
  return popup
}
