export { AppQrCard, APP_PLATFORMS, type AppPlatform, type AppQrCardProps } from './AppQrCard'
