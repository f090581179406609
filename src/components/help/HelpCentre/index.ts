export { HelpCentre, type HelpCentreProps, type HelpSelection } from './HelpCentre'
