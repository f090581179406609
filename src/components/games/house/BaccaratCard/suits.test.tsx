/**
 * One numbering of the suits, read back from the screen: the card the server deals for the published test vector
 * (src/contract/houseTestVector.ts; src/server/games/house/fairness.test.ts checks the server deals exactly it) is
 * named the same by the live table's hands and by the betting record's round detail, and as the vector says.
 */
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from '../../../../../locales/bundled'
import { PortalThemeProvider } from '../../../../../themes/PortalThemeProvider'
import { VECTOR_BACCARAT, VECTOR_COMMITMENT, VECTOR_SEED_HEX } from '../../../../contract/houseTestVector'
import type { BetRound } from '../../../../contract/schemas/games'
import { RoundDetailDialog } from '../../../member/BettingRecord'
import { BaccaratHands } from '../BaccaratHands'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
let container: HTMLElement | undefined

function render(node: ReactNode) {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() =>
    root!.render(
      <I18nextProvider i18n={createI18n({ language: 'en' })}>
        <PortalThemeProvider mode="light" direction="ltr" disableMotion>
          {node}
        </PortalThemeProvider>
      </I18nextProvider>,
    ),
  )
}

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
})

/** The cards' names as a screen reader hears them, by side (the hands are groups named for their side). */
function cardNames(scope: ParentNode): { player: string[]; banker: string[] } {
  const side = (name: 'player' | 'banker') =>
    [...scope.querySelectorAll(`[data-side="${name}"] [role="img"]`)].map((card) => card.getAttribute('aria-label')!.toLowerCase())
  return { player: side('player'), banker: side('banker') }
}

const round: BetRound = {
  id: '1', roundRef: 'baccarat-a.1.7', nodeId: '103', gameName: 'Baccarat Table A', vendorCode: 'HLIVE', vendorName: 'House Live', gameGroupCode: 'LIVE',
  gameType: 'baccarat', bet: '10.00', win: '0.00', profit: '-10.00', status: 'settled', trial: false, createdAt: '2026-03-14T08:58:10.000Z', settledAt: '2026-03-14T08:58:41.000Z',
  result: { game: 'baccarat-a', round: 1, outcome: VECTOR_BACCARAT.hand, fairness: { key: VECTOR_BACCARAT.key, seedHash: VECTOR_COMMITMENT, seed: VECTOR_SEED_HEX } },
}

describe('a dealt card', () => {
  it('is named as the vector says at the live table', () => {
    render(<BaccaratHands hand={VECTOR_BACCARAT.hand} final />)
    expect(cardNames(container!)).toEqual(VECTOR_BACCARAT.names)
  })

  it('is named the same in the betting record’s round detail', async () => {
    render(<RoundDetailDialog round={round} onClose={() => undefined} currency={{ symbol: '฿', decimals: 2 }} />)
    await expect.poll(() => cardNames(document.body).banker.length).toBe(2)
    expect(cardNames(document.body)).toEqual(VECTOR_BACCARAT.names)
  })
})
