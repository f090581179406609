/** An amount a merchant's JSON writes in major units ("100", "99.50"): the server turns it into minor units and checks it. */
import { Type } from 'typebox'

export const MAJOR_AMOUNT_PATTERN = '^[0-9]{1,12}(\\.[0-9]{1,8})?$'
export const MajorAmountSetting = Type.String({ pattern: MAJOR_AMOUNT_PATTERN, description: 'An amount in major units, e.g. "100" or "99.50".' })
/** An amount in major units with its own description. */
export const majorAmountSetting = (description: string) => Type.String({ pattern: MAJOR_AMOUNT_PATTERN, description })
