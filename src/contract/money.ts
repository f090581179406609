/**
 * Money crosses the wire in major units with two decimals and lives everywhere else as integer minor units.
 * These are the one place the two meet.
 */
export function toMinorUnits(major: string | number, decimals = 2): bigint {
  const text = typeof major === 'number' ? major.toFixed(decimals) : major.trim()
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) throw new RangeError(`not an amount: ${text}`)
  const [, sign, whole, fraction = ''] = match
  if (fraction.length > decimals) throw new RangeError(`more than ${decimals} decimals: ${text}`)
  const minor = BigInt(whole + fraction.padEnd(decimals, '0'))
  return sign ? -minor : minor
}

export function toMajorString(minor: bigint, decimals = 2): string {
  const negative = minor < 0n
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = decimals ? `.${digits.slice(-decimals)}` : ''
  return `${negative ? '-' : ''}${whole}${fraction}`
}
