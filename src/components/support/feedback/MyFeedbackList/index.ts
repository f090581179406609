export { MyFeedbackList, type MyFeedbackListProps } from './MyFeedbackList'
