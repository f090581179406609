/**
 * The table's colours, as every baccarat table has them: player blue, banker red, tie green. Dark enough for white
 * text on them (4.5:1 and more) in either colour scheme.
 */
export const SIDE_COLOURS = { player: '#1565c0', banker: '#c62828', tie: '#2e7d32' } as const
