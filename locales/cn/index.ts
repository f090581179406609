/** Every namespace of the cn translations: one lazy chunk, loaded only when a visitor reads cn. */
import common from './common.json'
import errors from './errors.json'
import layout from './layout.json'
import portal from './portal.json'

export default { common, errors, layout, portal }
