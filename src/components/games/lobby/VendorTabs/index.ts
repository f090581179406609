export * from './VendorTabs'
