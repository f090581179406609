/**
 * One visible focus ring for everything a person can reach with the keyboard (WCAG 2.4.7, 2.4.11): MUI's
 * controls, the router's links and the plain buttons and anchors of the layout alike. Drawn in the primary
 * colour, which the palette keeps at 4.5:1 or more against the page and paper of both schemes, and outside the
 * control, so it shows on a filled button as well as on text. Text fields keep MUI's own focused border (their
 * native input takes `:focus-visible` on every focus); containers focused only by script (tabindex -1: a
 * dialog, a drawer, the main region after the skip link) get no ring.
 */
import type { CSSObject, Theme } from '@mui/material/styles'

export function focusRingStyles(theme: Theme): CSSObject {
  const ring = {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 2,
  }
  return {
    // `:root` lifts the rule over the `outline: 0` of MUI's button base; a component's own ring still wins.
    ':root :focus-visible:not(.MuiInputBase-input):not([tabindex="-1"])': ring,
    // Keyboard focus MUI tracks itself (a tab or menu item moved to with the arrows has tabindex -1).
    ':root .Mui-focusVisible': ring,
  }
}
