/**
 * The chat room's strings (`chat`), loaded by the chat's chunk itself when the widget first opens, and again in a
 * new language: kept out of the portal's language loaders (locales/index.ts), which the first screen carries, as the
 * betting record does with the sportsbook's (components/member/BettingRecord/sportsStrings.ts).
 */
import { useEffect, useState } from 'react'
import type { i18n } from 'i18next'
import { useTranslation } from 'react-i18next'
import { translationLanguage } from '../../../locales'
import type { TranslatedLanguage } from '../../config/languages'

/** Written out (not globbed), so a missing file fails the build and each language is its own chunk. */
const LOADERS: Record<TranslatedLanguage, () => Promise<{ default: Record<string, unknown> }>> = {
  th: () => import('../../../locales/th/chat.json'),
  en: () => import('../../../locales/en/chat.json'),
  cn: () => import('../../../locales/cn/chat.json'),
}

const loading = new WeakMap<i18n, Map<string, Promise<void>>>()

/** Resolves once the instance has the chat strings of its language (undefined when it has them already). */
export function loadChatStrings(instance: i18n): Promise<void> | undefined {
  const language = translationLanguage(instance.language)
  if (instance.hasResourceBundle(language, 'chat')) return undefined
  let loads = loading.get(instance)
  if (!loads) loading.set(instance, (loads = new Map()))
  let load = loads.get(language)
  if (!load) {
    const done = () => loads.delete(language)
    load = LOADERS[language]().then(
      (strings) => {
        instance.addResourceBundle(language, 'chat', strings.default, true, true)
        done()
      },
      (error: unknown) => {
        done()
        throw error
      },
    )
    loads.set(language, load)
  }
  return load
}

/** Whether the chat strings of the shown language are here; loads them (again after a language switch) when not. */
export function useChatStrings(): { ready: boolean; failed: boolean; retry(): void } {
  const { i18n } = useTranslation()
  const [, setArrivals] = useState(0)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const pending = loadChatStrings(i18n)
  useEffect(() => {
    if (!pending) return
    let live = true
    pending.then(
      () => live && setArrivals((n) => n + 1),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [pending, attempt])
  return {
    ready: !pending,
    failed,
    retry: () => {
      setFailed(false)
      setAttempt((n) => n + 1)
    },
  }
}
