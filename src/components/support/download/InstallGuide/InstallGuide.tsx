import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GuideArt, type GuideScene } from '../GuideArt'

export const GUIDE_TABS = ['ios', 'android', 'home'] as const
export type GuideTab = (typeof GUIDE_TABS)[number]

/** Each guide's steps: the picture and the words (keys under `support:download.guide.<tab>Steps`). */
export const GUIDE_STEPS: Record<GuideTab, readonly { key: string; scene: GuideScene }[]> = {
  ios: [
    { key: 'install', scene: 'iosInstall' },
    { key: 'settings', scene: 'iosSettings' },
    { key: 'vpn', scene: 'iosVpn' },
    { key: 'trust', scene: 'iosTrust' },
  ],
  android: [
    { key: 'download', scene: 'androidDownload' },
    { key: 'blocked', scene: 'androidBlocked' },
    { key: 'allow', scene: 'androidAllow' },
    { key: 'install', scene: 'androidInstall' },
  ],
  home: [
    { key: 'share', scene: 'homeShare' },
    { key: 'add', scene: 'homeAdd' },
    { key: 'confirm', scene: 'homeConfirm' },
    { key: 'open', scene: 'homeOpen' },
  ],
}

export interface InstallGuideProps {
  /** The guide shown first (the page picks the visitor's platform). */
  initialTab?: GuideTab
}

/**
 * The installation guides, one tab per route onto the phone: the iOS app (trusting its enterprise profile), the
 * Android app (allowing installs from the browser), and the web app on the home screen. Each step has its picture.
 * The tabs are a WAI-ARIA tab list: arrow keys move between them, Home and End to the ends.
 */
export function InstallGuide({ initialTab = 'ios' }: InstallGuideProps) {
  const { t } = useTranslation('support')
  const [tab, setTab] = useState<GuideTab>(initialTab)
  const id = useId()
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, next: GuideTab) => setTab(next)}
        aria-label={t('download.guide.tabs')}
        // Three tabs share the width; a long label wraps onto a second line on a phone rather than scroll away.
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {GUIDE_TABS.map((key) => (
          <Tab key={key} value={key} sx={{ minWidth: 0, px: 1 }} label={t(`download.guide.${key}`)} id={`${id}-tab-${key}`} aria-controls={`${id}-panel-${key}`} />
        ))}
      </Tabs>
      {GUIDE_TABS.map((key) => (
        <Box key={key} role="tabpanel" id={`${id}-panel-${key}`} aria-labelledby={`${id}-tab-${key}`} hidden={tab !== key} sx={{ pt: 2 }}>
          {tab === key ? (
            <Box
              component="ol"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
              }}
            >
              {GUIDE_STEPS[key].map((step, index) => (
                <Box component="li" key={step.key} sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 1.5, alignItems: { xs: 'flex-start', md: 'center' } }}>
                  <GuideArt scene={step.scene} label={t(`download.guide.art.${step.scene}`)} width={96} />
                  <Box>
                    <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
                      {t('download.guide.step', { n: index + 1 })}
                    </Typography>
                    <Typography variant="body2">{t(`download.guide.${key}Steps.${step.key}`)}</Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  )
}
