/** The arena's app's start (a lazy chunk of the frame): its strings, its API client and its app for the frame's session. */
import type { i18n } from 'i18next'
import type { ReactElement } from 'react'
import type { FrameAddress } from '../address'
import { createCockfightApi } from './api'
import { CockfightApp } from './CockfightApp'
import { createCockfightI18n } from './i18n'

export async function cockfightApp(address: FrameAddress): Promise<{ i18n: i18n; element: ReactElement }> {
  const i18n = await createCockfightI18n(address.language)
  return { i18n, element: <CockfightApp api={createCockfightApi(address.session, address.language)} /> }
}
