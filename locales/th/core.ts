/** The th namespaces the first screen uses, in one chunk; auth and member load with the chunks that need them. */
import common from './common.json'
import errors from './errors.json'
import layout from './layout.json'
import portal from './portal.json'

export default { common, errors, layout, portal }
