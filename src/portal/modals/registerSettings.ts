import type { RegisterSettings } from '../../contract/schemas/system'

/** Until the register settings arrive, the forms check with the built-in rules only. */
export const NO_REGISTER_SETTINGS: RegisterSettings = { fields: [] }
