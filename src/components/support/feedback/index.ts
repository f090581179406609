export * from './FeedbackForm'
export * from './FeedbackImages'
export * from './MyFeedbackList'
