/** Which app platforms a merchant offers; kept apart from the panel so the header can ask without loading QR code. */

export interface AppDownloadPanelProps {
  /** App Store (or enterprise install) link for iOS. */
  ios?: string
  /** iOS configuration-profile link; shown for iOS when there is no `ios` link. */
  iosMobileConfig?: string
  /** Android package (APK or store) link. */
  android?: string
  /** Brand logo drawn in the middle of each QR code. */
  logoUrl?: string
}

interface Platform {
  key: 'ios' | 'android'
  url: string
}

/** The platforms that have a link: iOS prefers the App Store link over the configuration profile. */
export function appPlatforms({ ios, iosMobileConfig, android }: AppDownloadPanelProps): Platform[] {
  const platforms: Platform[] = []
  const iosUrl = ios ?? iosMobileConfig
  if (iosUrl) platforms.push({ key: 'ios', url: iosUrl })
  if (android) platforms.push({ key: 'android', url: android })
  return platforms
}
