/**
 * The lottery's fixed test vector (src/contract/lotteryTestVector.ts, written once there), with the seed as the raw
 * bytes the server's functions take: derive.test.ts checks the algorithm against it; verify.test.ts publishes it as
 * a round.
 */
export { VECTOR_COMMITMENT, VECTOR_NORTH_PRIZES, VECTOR_NORTH_ROUND, VECTOR_SEED_HEX } from '../../../contract/lotteryTestVector'

/** Bytes 0x00, 0x01, …, 0x1f. */
export const VECTOR_SEED = Uint8Array.from({ length: 32 }, (_, i) => i)
