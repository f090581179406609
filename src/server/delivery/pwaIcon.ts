/**
 * The installed web app's icons, drawn per brand as PNG (what every browser's installer takes): the brand's initial in
 * the bundled Noto Sans Bold, in the colour that reads best on the brand's primary colour, on that colour.
 *
 * - `any`: a rounded square on a transparent ground, the letter about half its height;
 * - `maskable`: the colour to every edge (the launcher cuts its own shape), the letter inside the middle 80 % circle
 *   that every mask keeps.
 *
 * A small rasteriser does it: filled outlines (non-zero winding), four sub-rows a pixel and exact coverage along each,
 * then a PNG writer (RGBA, deflate). No image library, no external file: the glyph comes from the font the server
 * already draws its artwork with (assets/outlineText.ts).
 */
import { crc32, deflateSync } from 'node:zlib'
import type { MerchantConfig } from '../../config/schema'
import { CAP_HEIGHT, outlinedText } from '../assets/outlineText'

export type IconPurpose = 'any' | 'maskable'
export const ICON_SIZES = [192, 512] as const
export type IconSize = (typeof ICON_SIZES)[number]

type Point = [number, number]
type Rgb = [number, number, number]

function rgbOf(hex: string): Rgb {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1] ?? /^#?([0-9a-f]{3})$/i.exec(hex.trim())?.[1].replace(/./g, (c) => c + c) ?? '000000'
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb
}

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** The brand's colours for its icon: its primary colour, and the letter's (its dark background or white). */
export function iconColours(config: MerchantConfig): { fill: string; letter: string } {
  const fill = config.brand.colours.primary
  const dark = config.brand.colours.backgroundDark ?? '#121212'
  return { fill, letter: contrast(rgbOf(fill), rgbOf(dark)) >= contrast(rgbOf(fill), [255, 255, 255]) ? dark : '#ffffff' }
}

/** The brand's initial: the first letter or digit of its name, capitalised. */
export function brandInitial(name: string): string {
  return ([...name].find((c) => /[\p{L}\p{N}]/u.test(c)) ?? 'P').toUpperCase()
}

/** An RGBA image being painted. */
class Raster {
  readonly data: Uint8Array
  constructor(readonly width: number, readonly height: number) {
    this.data = new Uint8Array(width * height * 4)
  }

  /** Fills the outlines (closed polylines) by the non-zero rule, `over` what is painted. */
  fill(contours: Point[][], hex: string): void {
    const [r, g, b] = rgbOf(hex)
    const edges: [number, number, number, number][] = []
    for (const contour of contours) {
      for (let i = 0; i < contour.length; i += 1) {
        const [x0, y0] = contour[i]
        const [x1, y1] = contour[(i + 1) % contour.length]
        if (y0 !== y1) edges.push([x0, y0, x1, y1])
      }
    }
    const SUB = 4
    const coverage = new Float32Array(this.width + 1)
    for (let y = 0; y < this.height; y += 1) {
      coverage.fill(0)
      for (let s = 0; s < SUB; s += 1) {
        const sy = y + (s + 0.5) / SUB
        const crossings: [number, number][] = []
        for (const [x0, y0, x1, y1] of edges) {
          if ((sy >= y0 && sy < y1) || (sy >= y1 && sy < y0)) crossings.push([x0 + ((sy - y0) * (x1 - x0)) / (y1 - y0), y1 > y0 ? 1 : -1])
        }
        crossings.sort((a, c) => a[0] - c[0])
        let winding = 0
        let start = 0
        for (const [x, direction] of crossings) {
          const before = winding
          winding += direction
          if (before === 0 && winding !== 0) start = x
          else if (before !== 0 && winding === 0) this.span(coverage, start, x, 1 / SUB)
        }
      }
      for (let x = 0; x < this.width; x += 1) {
        const alpha = Math.min(1, coverage[x])
        if (alpha <= 0) continue
        const at = (y * this.width + x) * 4
        const below = this.data[at + 3] / 255
        const out = alpha + below * (1 - alpha)
        const mix = (top: number, under: number) => Math.round((top * alpha + under * below * (1 - alpha)) / out)
        this.data[at] = mix(r, this.data[at])
        this.data[at + 1] = mix(g, this.data[at + 1])
        this.data[at + 2] = mix(b, this.data[at + 2])
        this.data[at + 3] = Math.round(out * 255)
      }
    }
  }

  /** Adds `weight` times the part of each pixel that [a, b) covers. */
  private span(coverage: Float32Array, a: number, b: number, weight: number): void {
    const from = Math.max(0, a)
    const to = Math.min(this.width, b)
    if (to <= from) return
    const first = Math.floor(from)
    const last = Math.floor(to)
    if (first === last) {
      coverage[first] += (to - from) * weight
      return
    }
    coverage[first] += (first + 1 - from) * weight
    for (let x = first + 1; x < last; x += 1) coverage[x] += weight
    if (last < this.width) coverage[last] += (to - last) * weight
  }
}

function roundedSquare(size: number, radius: number): Point[] {
  const points: Point[] = []
  const corners: [number, number, number][] = [[size - radius, radius, -90], [size - radius, size - radius, 0], [radius, size - radius, 90], [radius, radius, 180]]
  for (const [cx, cy, from] of corners) {
    for (let i = 0; i <= 16; i += 1) {
      const angle = ((from + (90 * i) / 16) * Math.PI) / 180
      points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)])
    }
  }
  return points
}

/** The closed polylines of SVG path data made of absolute M, L, Q, C and Z (what outlinedText writes). */
export function pathContours(d: string): Point[][] {
  const contours: Point[][] = []
  let current: Point[] = []
  let at: Point = [0, 0]
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? []
  let i = 0
  const next = () => Number(tokens[i++])
  while (i < tokens.length) {
    const command = tokens[i++]
    if (command === 'M') {
      if (current.length) contours.push(current)
      at = [next(), next()]
      current = [at]
    } else if (command === 'L') {
      at = [next(), next()]
      current.push(at)
    } else if (command === 'Q') {
      const [cx, cy, x, y] = [next(), next(), next(), next()]
      const [x0, y0] = at
      for (let s = 1; s <= 8; s += 1) {
        const t = s / 8
        const u = 1 - t
        current.push([u * u * x0 + 2 * u * t * cx + t * t * x, u * u * y0 + 2 * u * t * cy + t * t * y])
      }
      at = [x, y]
    } else if (command === 'C') {
      const [c1x, c1y, c2x, c2y, x, y] = [next(), next(), next(), next(), next(), next()]
      const [x0, y0] = at
      for (let s = 1; s <= 12; s += 1) {
        const t = s / 12
        const u = 1 - t
        current.push([u ** 3 * x0 + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t ** 3 * x, u ** 3 * y0 + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t ** 3 * y])
      }
      at = [x, y]
    } else if (command === 'Z' || command === 'z') {
      if (current.length) contours.push(current)
      current = []
    }
  }
  if (current.length) contours.push(current)
  return contours
}

/** The brand's icon as RGBA pixels. */
export function drawIcon(config: MerchantConfig, size: number, purpose: IconPurpose): Raster {
  const raster = new Raster(size, size)
  const { fill, letter } = iconColours(config)
  const square: Point[] = purpose === 'maskable' ? [[0, 0], [size, 0], [size, size], [0, size]] : roundedSquare(size, size * 0.22)
  raster.fill([square], fill)
  // The letter's capital height: half the icon, or under a third where a mask may cut to the middle circle.
  const fontSize = (size * (purpose === 'maskable' ? 0.32 : 0.46)) / CAP_HEIGHT
  const path = outlinedText(brandInitial(config.name), { x: size / 2, y: size / 2 + (fontSize * CAP_HEIGHT) / 2, size: fontSize, fill: letter, anchor: 'middle' })
  raster.fill(pathContours(/ d="([^"]*)"/.exec(path)?.[1] ?? ''), letter)
  return raster
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** RGBA pixels as a PNG file (8 bits a channel, no filter, deflated). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 6, 0, 0, 0], 8)
  const rows = Buffer.alloc(height * (width * 4 + 1))
  for (let y = 0; y < height; y += 1) {
    rows[y * (width * 4 + 1)] = 0
    rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ])
}

const drawn = new WeakMap<MerchantConfig, Map<string, Buffer>>()

/** The brand's icon as a PNG file, drawn once per config, size and purpose. */
export function brandIconPng(config: MerchantConfig, size: IconSize, purpose: IconPurpose): Buffer {
  let icons = drawn.get(config)
  if (!icons) drawn.set(config, (icons = new Map()))
  const key = `${size}-${purpose}`
  let png = icons.get(key)
  if (!png) {
    const raster = drawIcon(config, size, purpose)
    icons.set(key, (png = encodePng(size, size, raster.data)))
  }
  return png
}
