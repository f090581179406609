export * from './SportTabs'
