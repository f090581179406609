/**
 * Reading the start data the server wrote into the page, and keeping the server told of the visitor's
 * language (a cookie mirroring local storage's hisLang), so the next page arrives in it.
 */
import { LANGUAGE_COOKIE, START_DATA_ELEMENT_ID, type StartData } from '../contract/start'

/** The page's start data, or undefined when there is none (Vite's dev server, an unknown host) or it is unreadable. */
export function readStartData(doc: Document = document): StartData | undefined {
  const text = doc.getElementById(START_DATA_ELEMENT_ID)?.textContent
  if (!text) return undefined
  try {
    const data = JSON.parse(text) as StartData
    return data && typeof data === 'object' && data.values ? data : undefined
  } catch {
    return undefined
  }
}

/** A year, like local storage: the choice outlives the session. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

export function rememberLanguage(code: string, doc: Document = document): void {
  doc.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`
}
