/** Every namespace of the en translations: one lazy chunk, loaded only when a visitor reads en. */
import common from './common.json'
import errors from './errors.json'
import layout from './layout.json'
import portal from './portal.json'

export default { common, errors, layout, portal }
