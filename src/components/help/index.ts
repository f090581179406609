export * from './HelpArticle'
export * from './HelpCentre'
export * from './HelpDialog'
