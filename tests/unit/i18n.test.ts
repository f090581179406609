/**
 * The i18next set-up the portal uses: English fallback in a right-to-left page is bidi-isolated (so its end
 * punctuation stays at its end), and lazy namespaces load once, on request, in the language the page shows.
 */
import { describe, expect, it } from 'vitest'
import { createI18n as createBundledI18n } from '../../locales/bundled'
import { createI18n, loadedLazyNamespaces, loadNamespaces, loadTranslations } from '../../locales'

describe('English fallback in a right-to-left page', () => {
  it('is wrapped in first-strong isolate … pop isolate for Arabic, which has no translations', () => {
    const i18n = createBundledI18n({ language: 'ar' })
    expect(i18n.t('auth:login.forgot')).toBe('\u2068Forgot password?\u2069')
    expect(i18n.t('layout:language.label')).toBe('\u2068Language\u2069')
  })

  it('is left alone in left-to-right pages and for translated strings', () => {
    expect(createBundledI18n({ language: 'en' }).t('auth:login.forgot')).toBe('Forgot password?')
    expect(createBundledI18n({ language: 'th' }).t('layout:language.label')).toBe('ภาษา')
    // A language without translations that reads left to right shows plain English too.
    expect(createBundledI18n({ language: 'vi' }).t('layout:language.label')).toBe('Language')
  })
})

describe('lazy namespaces', () => {
  it('load on request, once, in the language the page shows', async () => {
    const { language, translations } = await loadTranslations('th')
    expect(Object.keys(translations).sort()).toEqual(['common', 'errors', 'layout', 'portal'])
    const i18n = createI18n({ language: 'th', resources: { [language]: translations } })
    expect(loadedLazyNamespaces(i18n)).toEqual([])

    const first = loadNamespaces(i18n, ['auth'])
    expect(first).toBeInstanceOf(Promise)
    // A second ask while it loads shares the load (React waits on one promise).
    expect(loadNamespaces(i18n, ['auth'])).toBe(first)
    await first
    expect(i18n.t('auth:login.title')).toBe('เข้าสู่ระบบ')
    expect(loadNamespaces(i18n, ['auth'])).toBeUndefined()
    expect(loadedLazyNamespaces(i18n)).toEqual(['auth'])
    expect(i18n.hasResourceBundle('th', 'member')).toBe(false)
  })

  it('a language switch asks for what is already in use', async () => {
    const { language, translations } = await loadTranslations('en', ['member'])
    expect(Object.keys(translations)).toContain('member')
    const i18n = createI18n({ language: 'en', resources: { [language]: translations } })
    const cn = await loadTranslations('cn', loadedLazyNamespaces(i18n))
    expect(cn.translations.member).toBeDefined()
    expect(cn.translations.auth).toBeUndefined()
  })
})
