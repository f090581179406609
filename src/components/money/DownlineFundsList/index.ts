export * from './DownlineFundsList'
