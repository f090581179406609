/**
 * The chat room's demo data (`chat:<code>`, seed/index.ts): a day of talk in the demo's lobby between demomember,
 * the agents and the team's players, written through the room's own send (domain/chat/chat.ts: its membership,
 * trial, mute and text checks), with only the per-member rate set aside, explicitly, since a day's messages are
 * written at once.
 */
import type { Database } from '../db/database'
import { findMemberByUsername } from '../db/member/members'
import { sendChatMessage } from '../domain/chat/chat'
import { inProcessEventBus } from '../domain/events/bus'
import type { MerchantRegistry } from '../merchants/registry'

/** Merchants whose room the demo data writes (where the chat is on). */
export const SEED_CHAT_MERCHANTS = ['demo'] as const

/** [writer, minutes before now, text]: Thai and English, as the demo's members write. */
const LINES: readonly (readonly [string, number, string])[] = [
  ['demomember', 1380, 'สวัสดีครับทุกคน 👋'],
  ['downline1', 1374, 'สวัสดีค่ะ วันนี้เล่นอะไรกันบ้าง'],
  ['demoagent', 1366, 'Welcome to the lobby! Be kind, no links to other sites please.'],
  ['teamplayer1', 1310, 'Crash just went to 12.4x and I cashed out at 2x 😅'],
  ['demomember', 1302, 'ใจเย็น ๆ นะ ตั้ง auto cash out ไว้ช่วยได้'],
  ['teamplayer2', 1240, 'anyone tried the new dice game?'],
  ['downline2', 1233, 'เล่นแล้ว ชอบตรงที่ตรวจผลย้อนหลังได้'],
  ['teamplayer2', 1229, 'yes, the seed check on each round is neat'],
  ['demoagent', 1150, 'Reminder: deposits by PromptPay QR are credited within minutes.'],
  ['teamplayer3', 1082, 'หวยรัฐบาลงวดนี้ใครแทงเลขอะไรบ้าง'],
  ['demomember', 1077, 'ผมเอา 2 ตัวล่าง 59 ครับ 🍀'],
  ['teamplayer3', 1071, '59 นี่มาบ่อยนะ'],
  ['teamplayer4', 960, 'Good morning from Chiang Mai ☀️'],
  ['downline1', 955, 'Morning! ฝนตกไหมคะที่นั่น'],
  ['teamplayer4', 951, 'ไม่ตกครับ อากาศดีมาก'],
  ['demosubagent', 880, 'If anyone needs help with a withdrawal, open the help centre first, it answers most questions.'],
  ['teamplayer5', 812, 'the football parlay paid out, 3 out of 3 ⚽'],
  ['demomember', 806, 'เยี่ยมเลย! ยินดีด้วยครับ'],
  ['teamplayer6', 790, 'which league?'],
  ['teamplayer5', 787, 'Thai League + two Premier League games'],
  ['downline2', 701, 'ไก่ชนรอบบ่ายเริ่มกี่โมงคะ'],
  ['demoagent', 696, 'Every 3 minutes on the demo arena, the next fight is always on the page.'],
  ['teamplayer1', 610, 'baccarat streak of 6 bankers in a row 😮'],
  ['teamplayer6', 604, 'ระวังนะ อย่าไล่ตาม'],
  ['demomember', 540, 'Play responsibly everyone, set a limit before you start 🙏'],
  ['downline1', 422, 'ขอบคุณค่ะ ตั้งลิมิตไว้แล้ว'],
  ['teamplayer2', 360, 'slots tournament tonight?'],
  ['demosubagent', 352, 'Check the promotions page, the schedule is there.'],
  ['teamplayer3', 240, 'ได้แล้ว ขอบคุณครับ'],
  ['demomember', 181, 'เดือนนี้ทีมเราเล่นเยอะสุดเลย 💪'],
  ['demoagent', 176, 'Thanks team! Wages for yesterday are already released.'],
  ['teamplayer4', 95, 'หวยเวียดนามออกแล้วนะ'],
  ['downline2', 61, 'Good luck tonight everyone!'],
  ['demomember', 32, 'ไปกินข้าวก่อนนะครับ เดี๋ยวกลับมา'],
  ['teamplayer1', 14, 'see you 👋'],
]

/** Writes the demo's lobby talk; a writer the data folder does not have (the team's players without `teamActivity`) is skipped. */
export async function seedChat(db: Database, merchants: MerchantRegistry, input: { merchantCode: string; now: Date }): Promise<number> {
  const merchant = merchants.byCode(input.merchantCode)
  if (!merchant?.config.chat?.enabled) return 0
  // Nobody listens yet: the messages go to the room's history only.
  const services = { db, events: inProcessEventBus() }
  const ids = new Map<string, number | null>()
  let written = 0
  for (const [username, minutesAgo, text] of LINES) {
    if (!ids.has(username)) ids.set(username, (await findMemberByUsername(db, input.merchantCode, username))?.id ?? null)
    const memberId = ids.get(username)
    if (memberId == null) continue
    const now = new Date(input.now.getTime() - minutesAgo * 60_000)
    await sendChatMessage(services, merchant.config, { memberId, text, now, bypassRateLimit: true })
    written += 1
  }
  return written
}
