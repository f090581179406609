/** Request headers both sides agree on. `Authorization` carries the bare token (no scheme). */
export const HEADERS = {
  authorization: 'Authorization',
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
} as const

export const DEVICE_WEB = 'web'
