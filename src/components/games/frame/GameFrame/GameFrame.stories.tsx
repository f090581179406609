import type { Meta, StoryObj } from '@storybook/react-vite'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyT } from '../../../layout/fixtures'
import { GameFrame } from './GameFrame'

/**
 * A stand-in game document (a data URL: no server, nothing fetched), so the frame shows something to look at: a play
 * mark drawn as a path, no text (the document has none of the bundled fonts).
 */
const GAME_URL = `data:text/html,${encodeURIComponent('<body style="margin:0;display:grid;place-items:center;height:100vh;background:#123"><svg width="96" height="96" viewBox="0 0 24 24" aria-hidden="true"><path fill="#f5c542" d="M8 5v14l11-7z"/></svg></body>')}`

const meta = {
  title: 'Games/GameFrame',
  component: GameFrame,
  args: {
    state: 'playing',
    title: 'Koi Terrace',
    url: GAME_URL,
    origin: 'http://localhost',
    onBack: fn(),
    onRetry: fn(),
    onLogin: fn(),
    onFullScreen: fn(),
    testId: 'route-page-game',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GameFrame>

export default meta
type Story = StoryObj<typeof meta>

/** The game in its sandboxed frame, under a bar with back, its name and full screen. */
export const Playing: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    const frame = canvas.getByTitle('Koi Terrace')
    await expect(frame).toHaveAttribute('sandbox', expect.stringContaining('allow-scripts'))
    await expect(canvas.getByRole('heading', { name: 'Koi Terrace' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('games:frame.fullScreen') }))
    await expect(args.onFullScreen).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: t('games:frame.back') }))
    await expect(args.onBack).toHaveBeenCalled()
  },
}

/** A house game on the portal's own origin runs with an opaque origin: no allow-same-origin. */
export const SameOriginSandbox: Story = {
  args: { url: '/house/play/koi-terrace?session=x', origin: 'http://localhost' },
  render: (args) => <GameFrame {...args} state="playing" url={args.url} />,
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Koi Terrace')
    await expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin')
  },
}

export const Launching: Story = { args: { state: 'launching', url: null } }

/** A guest: log in to play (the login popup opens too). */
export const NeedsLogin: Story = {
  args: { state: 'needsLogin', url: null },
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(globals)('games:frame.login') }))
    await expect(args.onLogin).toHaveBeenCalled()
  },
}

/** The vendor is in maintenance until a time, with popular games to play instead. */
export const Maintenance: Story = {
  args: {
    state: 'maintenance',
    url: null,
    maintenanceUntil: '2026-11-25T10:00:00.000Z',
    suggestions: (
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', px: 2 }}>
        <Button variant="outlined">Rocket Crash</Button>
        <Button variant="outlined">Dice Over/Under</Button>
      </Box>
    ),
  },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('games:frame.maintenanceTitle'))).toBeVisible()
  },
}

/** The game needed a window of its own and the browser blocked it. */
export const PopupBlocked: Story = {
  args: { state: 'popupBlocked', url: null },
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(globals)('common:retry') }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** Too little to play: the deposit button instead of a retry. */
export const NotEnoughBalance: Story = {
  args: { state: 'failed', url: null, errorMessage: 'Your balance is less than this game’s smallest bet (1.00). Deposit to play.', onDeposit: fn() },
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(globals)('games:frame.deposit') }))
    await expect(args.onDeposit).toHaveBeenCalled()
  },
}

export const NotFound: Story = { args: { state: 'notFound', url: null } }

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }

/** English (the stories' default language is Thai). */
export const English: Story = { args: { state: 'maintenance', url: null, maintenanceUntil: '2026-11-25T10:00:00.000Z' }, globals: { language: 'en' } }

/** Arabic (English text, right to left): back points the other way. */
export const RightToLeft: Story = { args: { state: 'popupBlocked', url: null }, globals: { language: 'ar' } }
