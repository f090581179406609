export { LiveMatches, liveMatchPath, type LiveMatchesProps } from './LiveMatches'
