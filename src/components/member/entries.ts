/**
 * The member centre's entries (spec section 2 "Member centre"): thirteen, in the spec's order, each labelled by
 * its translation key and mapped to the page key that the member page (`?page=<key>`) opens.
 */
import { tKey } from '../../../locales'

export const MEMBER_CENTRE_ENTRIES = [
  { page: 'securityCenter', labelKey: tKey('member:menu.in_my_account') },
  { page: 'transferFund', labelKey: tKey('member:menu.in_my_wallet') },
  { page: 'depositv2', labelKey: tKey('member:menu.in_increase_deposit') },
  { page: 'withdraw', labelKey: tKey('member:menu.in_increase_withdrawal') },
  { page: 'transferUpline', labelKey: tKey('member:menu.in_transfer_upline') },
  { page: 'personalHistoryCopy', labelKey: tKey('member:menu.in_betting_record') },
  { page: 'transactionHistory', labelKey: tKey('member:menu.in_account_record') },
  { page: 'personalProfit', labelKey: tKey('member:menu.in_personal_loss') },
  { page: 'bonusDetails', labelKey: tKey('member:menu.in_bonus_details') },
  { page: 'rewardCenter', labelKey: tKey('member:menu.in_reward_center') },
  { page: 'referral', labelKey: tKey('member:menu.invite_friends') },
  { page: 'missionLeaderboard', labelKey: tKey('member:menu.mission_activity') },
  { page: 'messageV2', labelKey: tKey('member:menu.in_platform_information') },
] as const

export type MemberPageKey = (typeof MEMBER_CENTRE_ENTRIES)[number]['page']
export type MemberCentreEntry = (typeof MEMBER_CENTRE_ENTRIES)[number]

/** The page shown when `?page=` names none (spec section 9). */
export const DEFAULT_MEMBER_PAGE_KEY: MemberPageKey = 'securityCenter'

/** The entry shown only when the VIP feature is on (spec section 2: "the VIP entry (securityCenter)"). */
export const VIP_ENTRY: MemberPageKey = 'securityCenter'
/** The entry that carries the count of available MISSION promotions as a badge. */
export const MISSION_ENTRY: MemberPageKey = 'missionLeaderboard'

/** The entry that carries the count of unread in-platform messages as a badge. */
export const MESSAGES_ENTRY: MemberPageKey = 'messageV2'

export function isMemberPageKey(value: string | null | undefined): value is MemberPageKey {
  return MEMBER_CENTRE_ENTRIES.some((entry) => entry.page === value)
}

/** The entry of a page key (an unknown key opens the default page). */
export function memberEntryOf(page: string | null | undefined): MemberCentreEntry {
  const key = isMemberPageKey(page) ? page : DEFAULT_MEMBER_PAGE_KEY
  return MEMBER_CENTRE_ENTRIES.find((entry) => entry.page === key)!
}
