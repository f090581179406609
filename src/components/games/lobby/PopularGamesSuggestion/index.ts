export * from './PopularGamesSuggestion'
