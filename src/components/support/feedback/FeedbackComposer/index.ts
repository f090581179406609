export { FeedbackComposer, type FeedbackComposerProps } from './FeedbackComposer'
