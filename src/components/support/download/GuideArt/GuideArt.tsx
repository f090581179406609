import { useTheme } from '@mui/material/styles'
import type { ReactNode } from 'react'

/** The pictures of the installation guides: one phone screen per step. */
export const GUIDE_SCENES = [
  'iosInstall', 'iosSettings', 'iosVpn', 'iosTrust',
  'androidDownload', 'androidBlocked', 'androidAllow', 'androidInstall',
  'homeShare', 'homeAdd', 'homeConfirm', 'homeOpen',
] as const
export type GuideScene = (typeof GUIDE_SCENES)[number]

export interface GuideArtProps {
  /** Which step's screen to draw. */
  scene: GuideScene
  /** The picture's accessible description (what it shows). */
  label: string
  /** Width in px; the height follows (2:3). */
  width?: number
}

interface Colours {
  body: string
  screen: string
  line: string
  soft: string
  accent: string
  onAccent: string
}

/**
 * A phone's screen at one step of an installation guide, drawn as SVG with the theme's colours: the control to
 * use is in the brand's colour with a ring and a fingertip. No words are drawn (the step's text says them, in the
 * visitor's language), no image is fetched.
 */
export function GuideArt({ scene, label, width = 132 }: GuideArtProps) {
  const theme = useTheme()
  const dark = theme.palette.mode === 'dark'
  const colours: Colours = {
    body: dark ? '#3a4256' : '#c9ceda',
    screen: dark ? '#151a26' : '#ffffff',
    line: dark ? '#4b546b' : '#d5d9e3',
    soft: dark ? '#232a3a' : '#eef0f5',
    accent: theme.palette.primary.main,
    onAccent: theme.palette.primary.contrastText,
  }
  return (
    <svg role="img" aria-label={label} viewBox="0 0 160 240" width={width} height={(width * 3) / 2} style={{ display: 'block', flex: 'none' }}>
      <rect x="4" y="2" width="152" height="236" rx="22" fill={colours.body} />
      <rect x="12" y="12" width="136" height="216" rx="14" fill={colours.screen} />
      <rect x="62" y="18" width="36" height="6" rx="3" fill={colours.body} />
      {SCENES[scene](colours)}
    </svg>
  )
}

/** A placeholder line of text. */
const line = (x: number, y: number, w: number, c: Colours, key?: string) => <rect key={key} x={x} y={y} width={w} height="5" rx="2.5" fill={c.line} />

/** The ring and fingertip on the control to use. */
function tap(x: number, y: number, w: number, h: number, c: Colours): ReactNode {
  return (
    <g>
      <rect x={x - 3} y={y - 3} width={w + 6} height={h + 6} rx="9" fill="none" stroke={c.accent} strokeWidth="2.5" />
      <circle cx={x + w - 4} cy={y + h + 6} r="9" fill={c.accent} opacity="0.35" />
      <circle cx={x + w - 4} cy={y + h + 6} r="4.5" fill={c.accent} />
    </g>
  )
}

/** A settings list: rows with a coloured tile and a line, one of them the one to tap. */
function list(c: Colours, top: number, rows: number, chosen: number, tile: (i: number) => string): ReactNode {
  return (
    <g>
      {Array.from({ length: rows }, (_, i) => {
        const y = top + i * 26
        const picked = i === chosen
        return (
          <g key={i}>
            <rect x="20" y={y} width="120" height="22" rx="6" fill={picked ? c.soft : 'none'} />
            <rect x="25" y={y + 4} width="14" height="14" rx="4" fill={picked ? c.accent : tile(i)} />
            {line(45, y + 8.5, picked ? 70 : 50 + ((i * 17) % 30), c)}
            <path d={`M130 ${y + 7}l4 4-4 4`} fill="none" stroke={c.line} strokeWidth="2" strokeLinecap="round" />
            {picked ? tap(20, y, 120, 22, c) : null}
          </g>
        )
      })}
    </g>
  )
}

const TILES = ['#8e8e93', '#34c759', '#007aff', '#ff9500', '#5856d6', '#ff2d55']
const tiles = (i: number) => TILES[i % TILES.length]

/** A dialog over a dimmed screen, with its buttons; `chosen` is the one to tap. */
function dialog(c: Colours, buttons: number, chosen: number): ReactNode {
  return (
    <g>
      <rect x="12" y="12" width="136" height="216" rx="14" fill="#000" opacity="0.35" />
      <rect x="26" y="84" width="108" height="74" rx="10" fill={c.screen} />
      {line(40, 96, 80, c)}
      {line(34, 108, 92, c)}
      {line(44, 118, 72, c)}
      {Array.from({ length: buttons }, (_, i) => {
        const w = 108 / buttons
        const x = 26 + i * w
        return (
          <g key={i}>
            <rect x={x + 4} y="132" width={w - 8} height="18" rx="6" fill={i === chosen ? c.accent : c.soft} />
            {i === chosen ? tap(x + 4, 132, w - 8, 18, c) : null}
          </g>
        )
      })}
    </g>
  )
}

/** A switch, on. */
function toggle(x: number, y: number, c: Colours): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width="30" height="18" rx="9" fill={c.accent} />
      <circle cx={x + 21} cy={y + 9} r="7" fill={c.onAccent} />
    </g>
  )
}

/** An app icon tile. */
function appIcon(x: number, y: number, size: number, fill: string): ReactNode {
  return <rect x={x} y={y} width={size} height={size} rx={size * 0.24} fill={fill} />
}

/** Safari's bottom toolbar: back, forward, share, bookmarks, tabs. */
function safariBar(c: Colours, highlightShare: boolean): ReactNode {
  return (
    <g>
      <rect x="12" y="196" width="136" height="32" rx="0" fill={c.soft} />
      <path d="M28 212l6-6M28 212l6 6" stroke={c.line} strokeWidth="2.5" strokeLinecap="round" />
      <path d="M56 212l-6-6M56 212l-6 6" stroke={c.line} strokeWidth="2.5" strokeLinecap="round" />
      <g stroke={highlightShare ? c.accent : c.line} strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round">
        <path d="M74 207v-3h-3v16h18v-16h-3v3" />
        <path d="M80 214v-14M76 204l4-4 4 4" />
      </g>
      {highlightShare ? tap(69, 199, 22, 24, c) : null}
      <path d="M104 204h12v14l-6-4-6 4z" stroke={c.line} strokeWidth="2.5" fill="none" strokeLinejoin="round" />
      <rect x="126" y="204" width="12" height="12" rx="2" stroke={c.line} strokeWidth="2.5" fill="none" />
    </g>
  )
}

/** A web page's placeholder content. */
function page(c: Colours): ReactNode {
  return (
    <g>
      <rect x="20" y="32" width="120" height="14" rx="7" fill={c.soft} />
      <rect x="20" y="54" width="120" height="50" rx="8" fill={c.accent} opacity="0.55" />
      {[112, 122, 132].map((y) => line(20, y, y === 132 ? 70 : 120, c, String(y)))}
      {appIcon(20, 146, 36, c.soft)}
      {appIcon(62, 146, 36, c.soft)}
      {appIcon(104, 146, 36, c.soft)}
    </g>
  )
}

const SCENES: Record<GuideScene, (c: Colours) => ReactNode> = {
  iosInstall: (c) => (
    <g>
      {page(c)}
      {dialog(c, 1, 0)}
    </g>
  ),
  iosSettings: (c) => (
    <g>
      {line(20, 36, 50, c)}
      {list(c, 52, 6, 2, tiles)}
    </g>
  ),
  iosVpn: (c) => (
    <g>
      {line(20, 36, 40, c)}
      {list(c, 52, 6, 4, () => '#8e8e93')}
    </g>
  ),
  iosTrust: (c) => (
    <g>
      {line(20, 36, 60, c)}
      {appIcon(58, 56, 44, '#8e8e93')}
      {line(40, 110, 80, c)}
      {line(30, 122, 100, c)}
      <rect x="30" y="146" width="100" height="22" rx="8" fill={c.accent} />
      {tap(30, 146, 100, 22, c)}
    </g>
  ),
  androidDownload: (c) => (
    <g>
      {page(c)}
      <rect x="18" y="30" width="124" height="40" rx="10" fill={c.screen} stroke={c.line} />
      <path d="M32 38v12M27 45l5 5 5-5M26 55h12" stroke={c.accent} strokeWidth="2.5" fill="none" strokeLinecap="round" />
      {line(46, 40, 60, c)}
      {line(46, 52, 40, c)}
      <rect x="106" y="48" width="28" height="14" rx="5" fill={c.accent} />
      {tap(106, 48, 28, 14, c)}
    </g>
  ),
  androidBlocked: (c) => (
    <g>
      {page(c)}
      {dialog(c, 2, 1)}
    </g>
  ),
  androidAllow: (c) => (
    <g>
      {line(20, 36, 60, c)}
      {appIcon(20, 56, 26, '#34c759')}
      {line(54, 66, 60, c)}
      <rect x="20" y="96" width="120" height="34" rx="8" fill={c.soft} />
      {line(28, 110, 70, c)}
      {toggle(104, 104, c)}
      {tap(104, 104, 30, 18, c)}
      {line(20, 146, 110, c)}
      {line(20, 156, 90, c)}
    </g>
  ),
  androidInstall: (c) => (
    <g>
      {appIcon(58, 60, 44, c.accent)}
      {line(45, 116, 70, c)}
      {line(30, 130, 100, c)}
      <rect x="24" y="190" width="52" height="20" rx="8" fill={c.soft} />
      <rect x="84" y="190" width="52" height="20" rx="8" fill={c.accent} />
      {tap(84, 190, 52, 20, c)}
    </g>
  ),
  homeShare: (c) => (
    <g>
      {page(c)}
      {safariBar(c, true)}
    </g>
  ),
  homeAdd: (c) => (
    <g>
      {page(c)}
      <rect x="12" y="12" width="136" height="216" rx="14" fill="#000" opacity="0.3" />
      <rect x="12" y="96" width="136" height="132" rx="14" fill={c.screen} />
      {[0, 1, 2, 3].map((i) => {
        const y = 108 + i * 27
        const picked = i === 2
        return (
          <g key={i}>
            <rect x="20" y={y} width="120" height="22" rx="6" fill={picked ? c.soft : 'none'} />
            {line(28, y + 8.5, picked ? 72 : 56, c)}
            {picked ? (
              <g stroke={c.accent} strokeWidth="2" fill="none" strokeLinecap="round">
                <rect x="118" y={y + 4} width="14" height="14" rx="3" />
                <path d={`M125 ${y + 7.5}v7M121.5 ${y + 11}h7`} />
              </g>
            ) : (
              <rect x="118" y={y + 4} width="14" height="14" rx="3" fill={c.line} />
            )}
            {picked ? tap(20, y, 120, 22, c) : null}
          </g>
        )
      })}
    </g>
  ),
  homeConfirm: (c) => (
    <g>
      {line(20, 38, 24, c)}
      {line(62, 38, 36, c)}
      <rect x="112" y="32" width="28" height="16" rx="6" fill={c.accent} />
      {tap(112, 32, 28, 16, c)}
      <rect x="20" y="64" width="120" height="50" rx="8" fill={c.soft} />
      {appIcon(28, 72, 34, c.accent)}
      {line(70, 80, 60, c)}
      {line(70, 96, 44, c)}
    </g>
  ),
  homeOpen: (c) => (
    <g>
      {Array.from({ length: 16 }, (_, i) => {
        const x = 22 + (i % 4) * 30
        const y = 34 + Math.floor(i / 4) * 34
        return i === 9 ? null : <g key={i}>{appIcon(x, y, 22, TILES[i % TILES.length])}</g>
      })}
      {appIcon(52, 102, 22, c.accent)}
      {tap(52, 102, 22, 22, c)}
    </g>
  ),
}
