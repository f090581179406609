/**
 * The account flows' own call table (authEndpoints.ts) and the SMS codes' answers (verificationErrors.ts), registered
 * by whichever of the flows' stores loads first (each imports this module): the first screen carries neither.
 */
import { AUTH_ENDPOINTS } from '../../../contract/authEndpoints'
import { registerErrors } from '../../../contract/errors'
import { VERIFICATION_ERRORS } from '../../../contract/verificationErrors'
import { registerEndpoints } from '../../api/endpointTable'

registerEndpoints(AUTH_ENDPOINTS)
registerErrors(VERIFICATION_ERRORS)
