export * from './SideMenu'
export { SIDE_MENU_ID } from './sideMenuId'
