/** Story and test data of the member centre, in the contract's shapes (what the server answers for a member). */
import type { ActiveSession, AuthenticatorSetup, BankAccount, SecurityOverview, SocialBinding } from '../../contract/schemas/security'

/** Stories that show dates fix the clock here (`parameters.now`). */
export const STORY_NOW = '2026-03-14T09:30:00.000Z'

export const demoOverview: SecurityOverview = {
  account: 'demomember',
  nickname: 'Lucky Tiger',
  regDate: '2025-11-02T08:15:00.000Z',
  clubLabel: { labelName: 'Gold', rankLevel: 3 },
  lastLoginAt: '2026-03-14T09:12:00.000Z',
  lastLoginIp: '203.0.113.24',
  previousLoginAt: '2026-03-12T21:40:00.000Z',
  previousLoginIp: '198.51.100.7',
  bound: {
    mobile: '081****678',
    email: 'me***@demo.portico.test',
    bankAccounts: 1,
    maxBankAccounts: 3,
    paymentPassword: true,
    authenticator: false,
    social: [],
  },
  profile: {
    address: '99/1 Sukhumvit Road, Bangkok',
    nationality: 'Thai',
    occupation: 'Engineer',
    sourceOfIncome: 'Salary',
    permanentAddress: null,
    currentAddress: null,
    placeOfBirth: 'Chiang Mai',
  },
}

/** A member who has just registered: nothing bound, no club, no previous login. */
export const newMemberOverview: SecurityOverview = {
  ...demoOverview,
  account: 'tiger88',
  nickname: null,
  clubLabel: { labelName: null, rankLevel: 0 },
  previousLoginAt: null,
  previousLoginIp: null,
  bound: { mobile: null, email: null, bankAccounts: 0, maxBankAccounts: 3, paymentPassword: false, authenticator: false, social: [] },
  profile: { address: null, nationality: null, occupation: null, sourceOfIncome: null, permanentAddress: null, currentAddress: null, placeOfBirth: null },
}

export const demoBankAccounts: BankAccount[] = [
  { id: 11, bankName: 'Kasikorn Bank', holderName: 'Somchai Jaidee', accountNumber: '******4821', createdAt: '2025-12-01T10:00:00.000Z' },
  { id: 12, bankName: 'Siam Commercial Bank', holderName: 'Somchai Jaidee', accountNumber: '******0097', createdAt: '2026-01-20T15:30:00.000Z' },
]

export const demoSocial: SocialBinding[] = [
  { provider: 'google', displayName: 'som***@gmail.com', boundAt: '2025-11-02T08:20:00.000Z', confirmedAt: '2025-11-02T08:21:00.000Z' },
  { provider: 'line', displayName: 'Som***', boundAt: '2026-03-01T12:00:00.000Z', confirmedAt: null },
]

export const demoSessions: ActiveSession[] = [
  { id: 301, createdAt: '2026-03-14T09:12:00.000Z', lastSeenAt: '2026-03-14T09:29:00.000Z', ip: '203.0.113.24', device: 'Chrome on Windows', current: true },
  { id: 298, createdAt: '2026-03-12T21:40:00.000Z', lastSeenAt: '2026-03-13T23:02:00.000Z', ip: '198.51.100.7', device: 'Safari on iPhone', current: false },
  { id: 290, createdAt: '2026-03-10T06:05:00.000Z', lastSeenAt: '2026-03-10T06:45:00.000Z', ip: '2001:db8::42', device: null, current: false },
]

/** A setup as the server answers it: the URI drawn as a QR code and the same key for typing in. */
export const demoAuthenticatorSetup: AuthenticatorSetup = {
  uri: 'otpauth://totp/Portico%20Demo:demomember?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Portico%20Demo&algorithm=SHA1&digits=6&period=30',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  issuer: 'Portico Demo',
  label: 'demomember',
}
