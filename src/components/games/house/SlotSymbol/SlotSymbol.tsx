import Box, { type BoxProps } from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../../locales'
import { SYMBOL_ART, fallbackArt } from './art'

/** The translated name of each symbol id the house paytables use (screen readers say it; the paytable lists it). */
const SYMBOL_NAME_KEYS: Readonly<Record<string, string>> = {
  A: tKey('house:symbol.A'),
  K: tKey('house:symbol.K'),
  Q: tKey('house:symbol.Q'),
  J: tKey('house:symbol.J'),
  '10': tKey('house:symbol.10'),
  koi: tKey('house:symbol.koi'),
  lotus: tKey('house:symbol.lotus'),
  crane: tKey('house:symbol.crane'),
  fan: tKey('house:symbol.fan'),
  pagoda: tKey('house:symbol.pagoda'),
  wild: tKey('house:symbol.wild'),
  drake: tKey('house:symbol.drake'),
  ember: tKey('house:symbol.ember'),
  kiln: tKey('house:symbol.kiln'),
  anvil: tKey('house:symbol.anvil'),
  egg: tKey('house:symbol.egg'),
}

/** The translated name of a symbol id; an id without a name of its own is said as itself. */
export function useSymbolName(): (id: string) => string {
  const { t } = useTranslation('house')
  return (id) => {
    const key = SYMBOL_NAME_KEYS[id]
    return key ? t(key) : t('house:symbol.other', { id })
  }
}

export interface SlotSymbolProps {
  /** The symbol id, as the rules and rounds name it (`koi`, `wild`, `A`...). */
  symbol: string
  /**
   * The accessible name. Leave out to use the symbol's translated name; pass `null` where the text beside it
   * already says the name (the art is then hidden from screen readers).
   */
  label?: string | null
  /** Width and height in px, or any CSS length; by default it fills its box. */
  size?: number | string
  sx?: BoxProps['sx']
}

/** One slots symbol as inline SVG art, with its translated name (`role="img"`). */
export function SlotSymbol({ symbol, label, size = '100%', sx }: SlotSymbolProps) {
  const name = useSymbolName()
  const draw = SYMBOL_ART[symbol] ?? fallbackArt(symbol)
  const accessible = label === null ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label ?? name(symbol) }
  return (
    <Box
      component="svg"
      viewBox="0 0 100 100"
      {...accessible}
      focusable="false"
      data-symbol={symbol}
      sx={[{ display: 'block', width: size, height: size, flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {draw()}
    </Box>
  )
}
