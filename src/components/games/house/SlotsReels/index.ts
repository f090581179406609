export * from './SlotsReels'
