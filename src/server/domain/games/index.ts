export * from './gameMenus'
export * from './vendors'
