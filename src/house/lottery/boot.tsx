/** The lottery app's start (a lazy chunk of the frame): its strings and its app for the address it was opened at. */
import type { i18n } from 'i18next'
import type { ReactElement } from 'react'
import type { LotteryAddress } from './address'
import { createLotteryApi } from './api'
import { createLotteryI18n } from './i18n'
import { LotteryApp } from './LotteryApp'

export async function lotteryApp(address: LotteryAddress): Promise<{ i18n: i18n; element: ReactElement }> {
  const i18n = await createLotteryI18n(address.language)
  const api = createLotteryApi({ session: address.session, merchant: address.merchant, language: address.language })
  return { i18n, element: <LotteryApp api={api} address={address} /> }
}
