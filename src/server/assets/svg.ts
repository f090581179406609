/**
 * Generated artwork, so every vendor has a logo and every seeded banner has an image without shipping binary
 * files: deterministic SVG from a name (same input, same bytes), colours from a hash of it, and an accessible
 * `<title>` naming what it shows.
 */
import { createHash } from 'node:crypto'
import { CAP_HEIGHT, outlinedText, textWidth } from './outlineText'

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string)
}

/** A stable 0..359 hue and a second number from a name. */
function hashOf(name: string): { hue: number; spin: number } {
  const digest = createHash('sha256').update(name).digest()
  return { hue: digest.readUInt16BE(0) % 360, spin: digest.readUInt16BE(2) % 360 }
}

/** The largest size, up to 26 px, at which a vendor code fits its badge with 12 px either side. */
export function badgeFontSize(code: string): number {
  // Width grows with the size, but the 1 px letter spacing does not.
  const spacing = Math.max([...code].length - 1, 0)
  const widthPerPixel = textWidth(code, 100) / 100
  return widthPerPixel > 0 ? Math.min(26, Math.floor((136 - spacing) / widthPerPixel)) : 26
}

/** A 160x64 badge with the vendor code, for vendors whose config has no logo. */
export function vendorBadgeSvg(code: string, title: string = code): string {
  const { hue } = hashOf(code)
  const fontSize = badgeFontSize(code)
  const id = `t-${code.toLowerCase()}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64" role="img" aria-labelledby="${id}">
<title id="${id}">${escapeXml(title)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 62% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 62% 28%)"/></linearGradient></defs>
<rect x="1" y="1" width="158" height="62" rx="12" fill="url(#g)"/>
<rect x="1" y="1" width="158" height="62" rx="12" fill="none" stroke="hsl(${hue} 70% 75%)" stroke-opacity="0.45" stroke-width="2"/>
${outlinedText(code, { x: 80, y: 32 + (fontSize * CAP_HEIGHT) / 2, size: fontSize, fill: '#ffffff', anchor: 'middle', letterSpacing: 1 })}
</svg>
`
}

/** `welcome-bonus` -> `WELCOME BONUS`. */
export function bannerHeadline(id: string): string {
  return id.split('-').filter(Boolean).join(' ').toUpperCase()
}

/** A 1200x400 banner for seeded notices: gradient, soft shapes, and the banner's name as headline. */
export function bannerSvg(id: string, title: string = bannerHeadline(id)): string {
  const { hue, spin } = hashOf(id)
  const second = (hue + 150) % 360
  const circles = [0, 1, 2, 3, 4]
    .map((i) => {
      const angle = ((spin + i * 72) * Math.PI) / 180
      const cx = Math.round(900 + Math.cos(angle) * (140 + i * 22))
      const cy = Math.round(200 + Math.sin(angle) * (90 + i * 10))
      const r = 40 + ((spin + i * 37) % 70)
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${(hue + i * 24) % 360} 80% 70%)" fill-opacity="${(0.18 + i * 0.05).toFixed(2)}"/>`
    })
    .join('\n')
  const headline = bannerHeadline(id)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-labelledby="banner-title">
<title id="banner-title">${escapeXml(title)}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 22%)"/><stop offset="1" stop-color="hsl(${second} 65% 38%)"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#bg)"/>
${circles}
${outlinedText(headline, { x: 80, y: 190, size: headline.length > 18 ? 56 : 72, fill: '#ffffff' })}
<rect x="80" y="236" width="180" height="8" rx="4" fill="hsl(${(hue + 60) % 360} 90% 65%)"/>
</svg>
`
}

/**
 * A game's card art (3:2, 360x240): a gradient from the game's id, rings behind, and its English name along the
 * bottom. The house games' pictures (`/assets/games/<gameId>.svg`).
 */
export function gameArtSvg(gameId: string, name: string): string {
  const { hue, spin } = hashOf(gameId)
  const rings = [0, 1, 2]
    .map((i) => {
      const angle = ((spin + i * 120) * Math.PI) / 180
      const cx = Math.round(240 + Math.cos(angle) * 40)
      const cy = Math.round(90 + Math.sin(angle) * 30)
      return `<circle cx="${cx}" cy="${cy}" r="${70 - i * 16}" fill="none" stroke="hsl(${(hue + 40 + i * 30) % 360} 85% 70%)" stroke-opacity="0.55" stroke-width="${10 - i * 2}"/>`
    })
    .join('\n')
  const size = name.length > 14 ? 26 : 32
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240" viewBox="0 0 360 240" role="img" aria-labelledby="g-${gameId}">
<title id="g-${gameId}">${escapeXml(name)}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 68% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 110) % 360} 60% 16%)"/></linearGradient></defs>
<rect width="360" height="240" fill="url(#bg)"/>
${rings}
<rect y="168" width="360" height="72" fill="#000000" fill-opacity="0.35"/>
${outlinedText(name, { x: 20, y: 204 + (size * CAP_HEIGHT) / 2, size, fill: '#ffffff' })}
</svg>
`
}
