export { FeedbackForm, type FeedbackFormProps, type FeedbackSubmission } from './FeedbackForm'
