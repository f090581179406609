export * from './EventCard'
export * from './MatchSummary'
