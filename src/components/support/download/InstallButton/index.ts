export { InstallButton, type InstallButtonProps, type InstallState } from './InstallButton'
