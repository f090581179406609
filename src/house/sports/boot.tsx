/** The book's app's start (a lazy chunk of the frame): its strings, its API client and its app for the frame's session. */
import type { i18n } from 'i18next'
import type { ReactElement } from 'react'
import type { FrameAddress } from '../address'
import { createSportsApi } from './api'
import { createSportsI18n } from './i18n'
import { SportsApp } from './SportsApp'

export async function sportsApp(address: FrameAddress): Promise<{ i18n: i18n; element: ReactElement }> {
  const i18n = await createSportsI18n(address.language)
  return { i18n, element: <SportsApp api={createSportsApi(address.session, address.language)} openFirst={address.event} /> }
}
