export * from './MyBets'
export * from './BetCard'
