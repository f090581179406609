export { HelpDialog, type HelpDialogProps } from './HelpDialog'
