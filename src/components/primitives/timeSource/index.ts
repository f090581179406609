export { installManualTime, monotonicNow, type ManualTime } from './timeSource'
