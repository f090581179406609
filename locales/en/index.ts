/** Every namespace of the en translations: one lazy chunk, loaded only when a visitor reads en. */
import auth from './auth.json'
import common from './common.json'
import errors from './errors.json'
import layout from './layout.json'
import member from './member.json'
import portal from './portal.json'

export default { auth, common, errors, layout, member, portal }
