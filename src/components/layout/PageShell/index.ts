export * from './PageShell'
export { useFooterHold } from './footerHold'
