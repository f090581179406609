/**
 * Colour arithmetic for contrast checks (WCAG 2.x relative luminance). A brand may pick any colour; the theme
 * nudges it darker or lighter per colour scheme until text in that colour, and text on it, meet AA.
 */

type Rgb = readonly [number, number, number]

export function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match) throw new RangeError(`not a #rrggbb colour: ${hex}`)
  const value = parseInt(match[1], 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`
}

function channelLuminance(channel: number): number {
  const c = channel / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex)
  return 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b)
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** Mixes `hex` toward `target` by `amount` (0..1). */
export function mix(hex: string, target: string, amount: number): string {
  const from = parseHex(hex)
  const to = parseHex(target)
  return toHex([0, 1, 2].map((i) => from[i] + (to[i] - from[i]) * amount) as unknown as Rgb)
}

/**
 * Returns `colour`, or the closest shade of it (mixed toward black on light backgrounds, toward white on dark
 * ones) whose contrast with every background is at least `minimum`.
 */
export function ensureContrast(colour: string, backgrounds: readonly string[], minimum: number): string {
  const passes = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= minimum)
  if (passes(colour)) return colour
  const darkBackground = relativeLuminance(backgrounds[0]) < 0.2
  const target = darkBackground ? '#ffffff' : '#000000'
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mix(colour, target, step * 0.05)
    if (passes(candidate)) return candidate
  }
  return target
}

/** Black-ish or white text, whichever reads better on `background` (always at least 4.5:1 for #rrggbb). */
export function readableTextOn(background: string, dark = '#000000', light = '#ffffff'): string {
  return contrastRatio(background, dark) >= contrastRatio(background, light) ? dark : light
}
