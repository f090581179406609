export * from './catalogue'
export * from './gameMenus'
