/**
 * The lottery's fixed, published test vector: seed 0x00…0x1f (as revealed: hex), its commitment, and the northern
 * result it derives for round VN-NORTH:20261125 (bytes 59 and 97, both 253, rejected). Written once, here, for
 * everyone who checks the algorithm against it: the server's derive, seed and verify tests, the lottery app's own
 * verifier (src/house/lottery/verify.test.ts), and the lottery components' stories. Reproduced by the Python
 * re-implementation in src/server/domain/lottery/derive.ts's comment. Data only: no code of the server's.
 */
export const VECTOR_SEED_HEX = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f'
/** SHA-256 of the seed: what is published when the round opens. */
export const VECTOR_COMMITMENT = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd'
export const VECTOR_NORTH_ROUND = { gameCode: 'VN-NORTH', roundNo: '20261125' } as const

/** The northern result of that round. */
export const VECTOR_NORTH_PRIZES = {
  special: ['09878'],
  first: ['24666'],
  second: ['01804', '30760'],
  third: ['31927', '29465', '96651', '39411', '83018', '39165'],
  fourth: ['9738', '0181', '2515', '1772'],
  fifth: ['4906', '9155', '4207', '3432', '6922', '4918'],
  sixth: ['158', '883', '513'],
  seventh: ['91', '81', '14', '40'],
}
