export * from './MoneyPanel'
export * from './MoneyPanelParts'
export * from './FormParts'
