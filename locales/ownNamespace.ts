/**
 * A namespace loaded by the chunks that show it, not by the portal's language loaders (index.ts LOADERS), which the
 * first screen carries and which is at its byte budget: the chat room's, the sportsbook's in the portal, the
 * promotions', the points' and the activities'. Each caller writes its loaders out (not globbed), so a missing file
 * fails the build and each language is a chunk of its own; this module only loads them once per instance and
 * language, and again after a language switch. Imported by those chunks alone, so the first screen never carries it.
 */
import { useEffect, useState } from 'react'
import type { i18n } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { TranslatedLanguage } from '../src/config/languages'
import { translationLanguage } from '.'

export type StringsLoaders = Record<TranslatedLanguage, () => Promise<{ default: Record<string, unknown> }>>

export interface OwnNamespace {
  /** Resolves once the instance has the strings of its language (undefined when it has them already). */
  load(instance: i18n): Promise<void> | undefined
  /** Whether the strings of the shown language are here; loads them (again after a language switch) when not. */
  useStrings(): { ready: boolean; failed: boolean; retry(): void }
}

export function ownNamespace(namespace: string, loaders: StringsLoaders): OwnNamespace {
  const loading = new WeakMap<i18n, Map<string, Promise<void>>>()

  function load(instance: i18n): Promise<void> | undefined {
    const language = translationLanguage(instance.language)
    if (instance.hasResourceBundle(language, namespace)) return undefined
    let loads = loading.get(instance)
    if (!loads) loading.set(instance, (loads = new Map()))
    let pending = loads.get(language)
    if (!pending) {
      const done = () => loads.delete(language)
      pending = loaders[language]().then(
        (strings) => {
          instance.addResourceBundle(language, namespace, strings.default, true, true)
          done()
        },
        (error: unknown) => {
          done()
          throw error
        },
      )
      loads.set(language, pending)
    }
    return pending
  }

  function useStrings(): { ready: boolean; failed: boolean; retry(): void } {
    const { i18n } = useTranslation()
    const [, setArrivals] = useState(0)
    const [failed, setFailed] = useState(false)
    const [attempt, setAttempt] = useState(0)
    const pending = load(i18n)
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

  return { load, useStrings }
}

/** True once `pending` (a strings load, or undefined when they are in) has resolved; draws again then. */
export function useStringsLoaded(pending: Promise<void> | undefined): boolean {
  const [, setLoaded] = useState(0)
  useEffect(() => {
    let current = true
    pending?.then(
      () => current && setLoaded((n) => n + 1),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [pending])
  return pending === undefined
}
