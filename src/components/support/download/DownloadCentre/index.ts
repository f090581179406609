export { DownloadCentre, type DownloadCentreProps } from './DownloadCentre'
