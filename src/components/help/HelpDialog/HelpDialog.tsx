import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../primitives/Dialog'

export interface HelpDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** Close (the close button, Escape, a click outside). The portal then returns to the home page (spec section 2). */
  onClose(): void
  /** The help centre it shows (HelpCentre, connected to the portal's store). */
  children: ReactNode
}

/** The help-centre modal (spec section 2 "Modals"): the help centre in a wide dialog; a full-screen sheet on a phone. */
export function HelpDialog({ open, onClose, children }: HelpDialogProps) {
  const { t } = useTranslation('help')
  return (
    <Dialog open={open} title={t('title')} onClose={() => onClose()} closeLabel={t('close')} width={960}>
      {children}
    </Dialog>
  )
}
