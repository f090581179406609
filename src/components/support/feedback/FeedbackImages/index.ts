export { FeedbackImages, FEEDBACK_IMAGE_ACCEPT, type FeedbackImagesProps } from './FeedbackImages'
