export { GameFrame, frameSandbox, type GameFrameProps, type GameFrameState } from './GameFrame'
