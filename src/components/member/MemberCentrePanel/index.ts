export * from './MemberCentrePanel'
