export * from './TeamMembersTable'
