/** The side menu's element id, which the header's toggle names in aria-controls. */
export const SIDE_MENU_ID = 'portal-side-menu'
