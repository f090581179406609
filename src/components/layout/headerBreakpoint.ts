/**
 * The width from which the header shows every control. Below it (phones) the header drops the member-centre icon,
 * the trial chip and the agent button; the bottom bar and the side menu carry them there.
 */
export const HEADER_FULL_FROM = 'md'

/** A header control that gives way below `HEADER_FULL_FROM`. */
export const hiddenBelowHeaderFull = { display: { xs: 'none', [HEADER_FULL_FROM]: 'inline-flex' } } as const

/** A stand-in for such a control elsewhere (side menu), shown only where the header hides the original. */
export const shownBelowHeaderFull = { display: { [HEADER_FULL_FROM]: 'none' } } as const
