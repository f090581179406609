/**
 * Colour contrast of the palettes themselves, in both schemes, for the shipped brands and for brands that pick the
 * worst colours they can. Every story checks contrast with axe in its own mode and the layout stories in the other
 * one too (.storybook/visualRegression.ts); what every component draws with comes from these pairs, so a palette
 * that fails here would fail in every story of the other mode, and this is where it is caught, in milliseconds.
 */
import { describe, expect, it } from 'vitest'
import demo from '../src/config/merchants/demo.json'
import lotus from '../src/config/merchants/lotus.json'
import { contrastRatio } from './colour'
import { darkScheme } from './dark'
import { lightScheme } from './light'
import type { BrandColours } from './palette'
import { MIN_TEXT_CONTRAST } from './tokens'

interface Palette {
  background: { default: string; paper: string }
  text: { primary: string; secondary: string }
  [accent: string]: unknown
}

const ACCENTS = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const

const BRANDS: [string, BrandColours][] = [
  ['demo', demo.brand.colours],
  ['lotus', lotus.brand.colours],
  ['white accents', { primary: '#ffffff', secondary: '#fefefe' }],
  ['black accents', { primary: '#000000', secondary: '#010101' }],
  ['mid grey accents on tinted surfaces', { primary: '#777777', secondary: '#808080', backgroundDark: '#202040', backgroundLight: '#fff8e1' }],
]

describe.each(BRANDS)('the %s palette', (_name, colours) => {
  it.each([
    ['light', lightScheme(colours).palette as unknown as Palette],
    ['dark', darkScheme(colours).palette as unknown as Palette],
  ])('in %s: text, accents and text on accents all reach AA on both surfaces', (_mode, palette) => {
    const failures: string[] = []
    const check = (what: string, fore: string, back: string) => {
      const ratio = contrastRatio(fore, back)
      if (ratio < MIN_TEXT_CONTRAST) failures.push(`${what}: ${fore} on ${back} is ${ratio.toFixed(2)}:1`)
    }
    for (const surface of [palette.background.default, palette.background.paper]) {
      check('text.primary', palette.text.primary, surface)
      check('text.secondary', palette.text.secondary, surface)
      for (const accent of ACCENTS) check(`${accent}.main`, (palette[accent] as { main: string }).main, surface)
    }
    for (const accent of ACCENTS) {
      const { main, contrastText } = palette[accent] as { main: string; contrastText: string }
      check(`${accent}.contrastText`, contrastText, main)
    }
    expect(failures).toEqual([])
  })
})
