export * from './TeamOverviewView'
