export * from './RegisterCenterView'
