export * from './AgentAnnouncementsView'
