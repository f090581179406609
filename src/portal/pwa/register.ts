/**
 * The service worker's registration and the browser's install offer, loaded by the portal's boot once the first
 * screen has settled and the browser is idle (main.tsx: one dynamic import in a production build, none in
 * development; none when a browser is driven by automation, unless the test asks). The worker's rules are the
 * server's (src/server/delivery/pwaWorker.ts).
 */

/** The browser's install offer (Chromium's `beforeinstallprompt` event; not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

type Listener = () => void

let offer: InstallPromptEvent | null = null
let watching = false
let installed = false
const listeners = new Set<Listener>()
const notify = () => listeners.forEach((listener) => listener())

/** The offer the browser made, if it made one and it is still unused. */
export function installOffer(): InstallPromptEvent | null {
  return offer
}

/** Whether the portal was installed in this visit (the `appinstalled` event) or runs as the installed app. */
export function isInstalled(): boolean {
  return installed || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches)
}

/** Calls `listener` when the offer or the installed state changes; returns the unsubscribe. */
export function onInstallChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Shows the browser's install dialog for the offer; the offer is used up either way. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = offer
  if (!event) return 'unavailable'
  offer = null
  notify()
  await event.prompt()
  const { outcome } = await event.userChoice
  return outcome
}

/** Starts listening for the browser's install offer (idempotent). */
export function watchInstallOffer(): void {
  if (typeof window === 'undefined' || watching) return
  watching = true
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the download page's Install button instead of the browser's own mini bar.
    event.preventDefault()
    offer = event as InstallPromptEvent
    notify()
  })
  window.addEventListener('appinstalled', () => {
    installed = true
    offer = null
    notify()
  })
}

/** Registers the service worker for the whole site, once the page has loaded. */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined)
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

/** What the portal's boot runs when idle (pwa/start.ts). */
export function startPwa(): void {
  watchInstallOffer()
  registerServiceWorker()
}
