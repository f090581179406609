export { FeedbackThread, type FeedbackThreadProps } from './FeedbackThread'
