export * from './SlotSymbol'
