import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import FavoriteIcon from '@mui/icons-material/Favorite'
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder'
import { useTranslation } from 'react-i18next'
import type { Game } from '../../../../contract/schemas/games'
import { anchorLink, type RenderLink } from '../../../layout/renderLink'
import { Tag } from '../../../primitives/Tag'
import { GameImage } from '../GameImage'
import { gamePath } from '../paths'

export interface GameCardProps {
  /** The game as the game list answers it (name already in the visitor's language). */
  game: Game
  /** Image hosts its picture is fetched from, one at random (the permission answer's `imageCDNs`; `""` is this server). */
  imageHosts?: readonly string[]
  /** Where the card leads; default the game frame page of this game (`gamePath`). */
  href?: string
  /** The link slot: the portal passes its router's link; default a plain anchor. */
  renderLink?: RenderLink
  /**
   * The member's favourite toggle, called with the game to add or remove. Leave out for a guest: the card then
   * shows no toggle.
   */
  onToggleFavourite?: (game: Game) => void
  /** The favourite change is on its way: the toggle waits. */
  favouritePending?: boolean
}

/**
 * One game: its picture, name and vendor, HOT and NEW badges, a maintenance mark when its vendor is closed, and
 * for members a favourite toggle (a button with `aria-pressed`). The card is a link to the game.
 */
export function GameCard({ game, imageHosts, href, renderLink = anchorLink, onToggleFavourite, favouritePending = false }: GameCardProps) {
  const { t } = useTranslation('games')
  const favourite = game.isFav === 1
  return (
    <Box
      sx={{
        position: 'relative',
        height: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        '& .game-card-link': {
          display: 'flex',
          flexDirection: 'column',
          height: '100%',
          color: 'inherit',
          textDecoration: 'none',
          borderRadius: 'inherit',
        },
        '& .game-card-link:hover .game-card-name': { color: 'primary.main' },
        '& .game-card-link:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {renderLink({
        to: href ?? gamePath(game.nodeId),
        className: 'game-card-link',
        children: (
          <>
            <Box component="span" aria-hidden="true" sx={{ position: 'relative', display: 'block', lineHeight: 0, filter: game.maintenance ? 'grayscale(1)' : undefined }}>
              <GameImage src={game.image} alt="" hosts={imageHosts} />
            </Box>
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, p: 1, minWidth: 0 }}>
              {/* Names are the platform's data, in any script: each lays itself out in its own direction. */}
              <Box
                component="span"
                dir="auto"
                className="game-card-name"
                sx={{ typography: 'subtitle2', fontWeight: 700, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflowWrap: 'anywhere' }}
              >
                {game.name}
              </Box>
              <Box component="span" dir="auto" sx={{ typography: 'caption', color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {game.vendorName}
              </Box>
            </Box>
            {game.isHot || game.isNew || game.maintenance ? (
              <Box component="span" sx={{ position: 'absolute', insetBlockStart: 8, insetInlineStart: 8, display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: 'calc(100% - 56px)' }}>
                {game.maintenance ? (
                  <Tag tone="warning" variant="filled">
                    {t('card.maintenance')}
                  </Tag>
                ) : null}
                {game.isHot ? (
                  <Tag tone="error" variant="filled">
                    {t('card.hot')}
                  </Tag>
                ) : null}
                {game.isNew ? <NewTag>{t('card.new')}</NewTag> : null}
              </Box>
            ) : null}
          </>
        ),
      })}
      {onToggleFavourite ? (
        <IconButton
          size="small"
          aria-pressed={favourite}
          aria-label={t('card.favourite', { name: game.name })}
          disabled={favouritePending}
          onClick={() => onToggleFavourite(game)}
          sx={{
            position: 'absolute',
            insetBlockStart: 4,
            insetInlineEnd: 4,
            color: favourite ? 'error.main' : 'text.primary',
            bgcolor: 'background.paper',
            boxShadow: 1,
            '&:hover': { bgcolor: 'background.paper' },
            '&.Mui-disabled': { bgcolor: 'background.paper', opacity: 0.7 },
          }}
        >
          {favourite ? <FavoriteIcon fontSize="small" aria-hidden="true" /> : <FavoriteBorderIcon fontSize="small" aria-hidden="true" />}
        </IconButton>
      ) : null}
    </Box>
  )
}

/** NEW, on the picture: the primary colour, filled. */
function NewTag({ children }: { children: string }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', height: 24, px: 1, borderRadius: 3, bgcolor: 'primary.main', color: 'primary.contrastText', typography: 'caption', fontSize: '0.8125rem', lineHeight: 1, whiteSpace: 'nowrap' }}
    >
      {children}
    </Box>
  )
}
