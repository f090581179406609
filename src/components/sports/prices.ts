/**
 * Prices as the player sees them. The book sends decimal thousandths (1.952 is 1952); what a screen shows is the
 * quote of that price in the player's odds format, made by the book's own core (contract/sports/odds.ts), so the
 * slip, the cards and the bet the server strikes all read the same number. Nothing here converts by itself.
 */
import { tKey } from '../../../locales'
import { SportsError } from '../../contract/sports/errors'
import { formatOdds, ODDS_FORMATS, toQuote, type OddsFormat, type Quote } from '../../contract/sports/odds'

/** Each odds format's name, as the picker and the betting record show it. */
export const ODDS_FORMAT_NAMES = {
  decimal: tKey('sports:oddsFormat.decimal'),
  hongkong: tKey('sports:oddsFormat.hongkong'),
  malay: tKey('sports:oddsFormat.malay'),
  indonesian: tKey('sports:oddsFormat.indonesian'),
  american: tKey('sports:oddsFormat.american'),
  fractional: tKey('sports:oddsFormat.fractional'),
} as const satisfies Record<OddsFormat, string>

export { ODDS_FORMATS, type OddsFormat }

/** The typographic minus: "−0.67" reads as a negative price, where a hyphen reads as a dash. */
const MINUS = '\u2212'

/** Text with its ASCII minus signs written as the typographic minus (prices, lines, amounts). */
export function withMinus(text: string): string {
  return text.replace(/-/g, MINUS)
}

/**
 * The book's price as a quote of `format`, at two places, or three where two cannot show it (decimal 1.005 is
 * HK "0.005"); null for a price the core refuses (out of the book's range), which a screen shows as no price.
 */
export function quoteOf(price: number, format: OddsFormat): Quote | null {
  for (const places of [2, 3] as const) {
    try {
      return toQuote(price, format, places)
    } catch (error) {
      if (!(error instanceof SportsError)) throw error
    }
  }
  return null
}

/** The book's price as the player reads it in `format` ("1.95", "−0.67", "+150", "19/20"); null when it has none. */
export function priceText(price: number | null, format: OddsFormat): string | null {
  if (price === null) return null
  const quote = quoteOf(price, format)
  return quote === null ? null : withMinus(formatOdds(quote))
}
