export { HelpArticle, type HelpArticleProps } from './HelpArticle'
