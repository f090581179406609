import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { RoadCell } from '../../../../contract/house'
import { storyT } from '../../../layout/fixtures'
import { baccaratRoads } from '../tableFixtures'
import { BaccaratRoads, type BaccaratRoadsProps } from './BaccaratRoads'

type Roads = NonNullable<BaccaratRoadsProps['roads']>
type T = ReturnType<typeof storyT>
const SIDES = { P: 'player', B: 'banker', T: 'tie' } as const

/**
 * The roads of a run of rounds written as letters (P, B, T), each optionally followed by its pairs (1 player,
 * 2 banker, 3 both): the bead plate six to a column, the big road a column per run of one side's wins with ties on
 * the win before them. Runs here are at most six long, so no road needs a dragon's tail.
 */
function roadsOf(shoe: string): Roads {
  const beadPlate: RoadCell[] = []
  const bigRoad: RoadCell[] = []
  let leadingTies = 0
  for (const [index, [, letter, pairs]] of [...shoe.matchAll(/([PBT])([0-3]?)/g)].entries()) {
    const outcome = SIDES[letter as keyof typeof SIDES]
    const playerPair = (Number(pairs || 0) & 1) === 1
    const bankerPair = (Number(pairs || 0) & 2) === 2
    beadPlate.push({ col: Math.floor(index / 6), row: index % 6, outcome, playerPair, bankerPair })
    const last = bigRoad.at(-1)
    if (outcome === 'tie') {
      if (last) last.ties = (last.ties ?? 0) + 1
      else leadingTies++
    } else if (last && last.outcome === outcome) {
      bigRoad.push({ col: last.col, row: last.row + 1, outcome, playerPair, bankerPair, ties: 0 })
    } else {
      bigRoad.push({ col: last ? last.col + 1 : 0, row: 0, outcome, playerPair, bankerPair, ties: 0 })
    }
  }
  return { beadPlate, bigRoad, leadingTies }
}

/** The first five rounds of a shoe: a tie before any win, then banker, banker, player (with a pair), banker. */
const fiveRounds = roadsOf('TBBP1B')
/** A whole shoe of 84 rounds (player 34, banker 41, tie 9): more than either road shows at once. */
const wholeShoe = roadsOf('BP2PBTBBB1PPBPB3BTPPPPBBPBTBBBBBPPB1PBPTBBPPPBBBB2PTPBBPBPPPPPBBTTBPBPBBB1PPTBPBBBPPPB2BTBP')

const meta = {
  title: 'Games/House/BaccaratRoads',
  component: BaccaratRoads,
  args: { roads: baccaratRoads },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof BaccaratRoads>

export default meta
type Story = StoryObj<typeof meta>

/** The two pictures' names: each road's title, then what it counts. */
const roadNames = (t: T, summary: string) => [
  t('house:baccarat.roadNamed', { road: t('house:baccarat.beadPlate'), summary }),
  t('house:baccarat.roadNamed', { road: t('house:baccarat.bigRoad'), summary }),
]

/**
 * The table's 39 rounds so far (player 14, banker 19, tie 6): the bead plate and the big road, pairs as dots, ties
 * as green slashes (one with a 2), the tie before the first win on the big road's first place. Roads read left to
 * right in every language, as on the table.
 */
export const Playground: Story = {
  parameters: { screenshot: { phone: true, rtl: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: t('house:baccarat.roads') })).toBeVisible()
    // The bead plate and the big road, each a picture named with its title and what it counts.
    for (const name of roadNames(t, t('house:baccarat.roadSummary', { count: 39, player: 14, banker: 19, tie: 6 }))) {
      await expect(canvas.getByRole('img', { name })).toBeVisible()
    }
    await expect(canvas.getByText(t('house:baccarat.beadPlate'))).toBeVisible()
    await expect(canvas.getByText(t('house:baccarat.bigRoad'))).toBeVisible()
  },
}

/** A new shoe: the empty grids, named as having no rounds yet. */
export const Empty: Story = {
  args: { roads: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    for (const name of roadNames(t, t('house:baccarat.roadEmpty'))) await expect(within(canvasElement).getByRole('img', { name })).toBeVisible()
  },
}

/** Five rounds in: the opening tie sits on the big road's first place as a slash. */
export const FirstRounds: Story = {
  args: { roads: fiveRounds },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const summary = t('house:baccarat.roadSummary', { count: 5, player: 1, banker: 3, tie: 1 })
    for (const name of roadNames(t, summary)) await expect(within(canvasElement).getByRole('img', { name })).toBeVisible()
  },
}

/** One round: said in the singular where the language has one. */
export const OneRound: Story = {
  args: { roads: roadsOf('B') },
  globals: { language: 'en' },
  parameters: { screenshot: { disable: true } }, // behaviour only: the picture is FirstRounds' with fewer discs
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Bead plate: The last 1 round: player 0, banker 1, tie 0' })).toBeVisible()
  },
}

/**
 * A whole shoe of 84 rounds: only the latest columns show (ten and twenty wide, eight and twelve on a phone), and
 * the label still counts every round.
 */
export const WholeShoe: Story = {
  args: { roads: wholeShoe },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals)
    const summary = t('house:baccarat.roadSummary', { count: 84, player: 34, banker: 41, tie: 9 })
    for (const name of roadNames(t, summary)) await expect(within(canvasElement).getByRole('img', { name })).toBeVisible()
  },
}

/** English, the table's 39 rounds. */
export const English: Story = { globals: { language: 'en' } }
