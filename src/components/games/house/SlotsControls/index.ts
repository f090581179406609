export * from './SlotsControls'
