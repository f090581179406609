export * from './ArenaSlip'
