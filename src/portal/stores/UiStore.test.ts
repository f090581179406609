import { describe, expect, it } from 'vitest'
import { memoryStorages } from '../testing/fixtures'
import { resolveLanguage, resolveThemeMode, UiStore } from './UiStore'

const languages = { default: 'en', supported: ['en', 'th'], selectable: ['en', 'th', 'ar'] } as const
const theme = { defaultMode: 'light', modes: ['light', 'dark'] } as const

describe('UiStore', () => {
  it('resolves the language from hisLang or the merchant default', () => {
    expect(resolveLanguage(null, { ...languages, supported: [...languages.supported], selectable: [...languages.selectable] })).toBe('en')
    expect(resolveLanguage('th', { ...languages, supported: [...languages.supported], selectable: [...languages.selectable] })).toBe('th')
    expect(resolveLanguage('klingon', { ...languages, supported: [...languages.supported], selectable: [...languages.selectable] })).toBe('en')
  })

  it('theme mode persists per browser and only among the modes the merchant allows', () => {
    const storage = memoryStorages()
    const ui = new UiStore(storage)
    ui.applyMerchant({ languages: { ...languages, supported: ['en'], selectable: ['en'] }, theme: { ...theme, modes: [...theme.modes] } })
    expect(ui.themeMode).toBe('light')
    expect(ui.canToggleTheme).toBe(true)
    ui.toggleThemeMode()
    expect(storage.local.getItem('themeMode')).toBe('dark')
    const reloaded = new UiStore(storage)
    reloaded.applyMerchant({ languages: { ...languages, supported: ['en'], selectable: ['en'] }, theme: { ...theme, modes: [...theme.modes] } })
    expect(reloaded.themeMode).toBe('dark')
    const lightOnly = new UiStore(storage)
    lightOnly.applyMerchant({ languages: { ...languages, supported: ['en'], selectable: ['en'] }, theme: { defaultMode: 'light', modes: ['light'] } })
    expect(lightOnly.themeMode).toBe('light')
    expect(lightOnly.canToggleTheme).toBe(false)
    expect(resolveThemeMode('sepia', { defaultMode: 'dark', modes: ['dark'] })).toBe('dark')
  })

  it('balance hidden persists per browser', () => {
    const storage = memoryStorages()
    const ui = new UiStore(storage)
    expect(ui.balanceHidden).toBe(false)
    ui.toggleBalanceHidden()
    expect(new UiStore(storage).balanceHidden).toBe(true)
    ui.toggleBalanceHidden()
    expect(new UiStore(storage).balanceHidden).toBe(false)
  })

  it('direction follows the language', () => {
    const ui = new UiStore(memoryStorages())
    ui.setLanguage('fa')
    expect(ui.direction).toBe('rtl')
    ui.setLanguage('th')
    expect(ui.direction).toBe('ltr')
  })
})
