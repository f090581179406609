import { useTranslation } from 'react-i18next'
import type { ApiError } from '../api/ApiError'
import { useRootStore } from '../StoreContext'
import { messageOf } from './serverMessage'

/**
 * The translated message of a failed account call for a dialog's `serverError`: the catalogue message in the
 * visitor's language; a lock says until when, in the visitor's language and time zone.
 */
export function useServerMessage(error: ApiError | null | undefined): string | null {
  const { t } = useTranslation()
  const { ui } = useRootStore()
  if (!error) return null
  const message = messageOf(error)
  const time = message.time ? formatTime(message.time, ui.language) : undefined
  const values = { ...valuesOf(error.value), ...(time ? { time } : {}) }
  return t(message.key, Object.keys(values).length ? values : undefined)
}

/** The plain values an error carries (a deposit's `min` and `max`), for its message; nothing else of it. */
function valuesOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {}
  const out: Record<string, string> = {}
  for (const [key, field] of Object.entries(value)) if (typeof field === 'string' || typeof field === 'number') out[key] = String(field)
  return out
}

function formatTime(iso: string, language: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  try {
    return new Intl.DateTimeFormat(language === 'cn' ? 'zh-CN' : language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
  } catch {
    return date.toISOString()
  }
}
