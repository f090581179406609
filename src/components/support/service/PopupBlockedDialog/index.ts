export * from './PopupBlockedDialog'
