export * from './ThemeToggle'
