export * from './LanguageSelect'
