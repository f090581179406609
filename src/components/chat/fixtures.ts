/** Messages for the chat stories: a short lobby, a long thread over three days, Thai and English mixed. */
import type { ChatMessage } from '../../contract/schemas/chat'

/** The stories' "now" (parameters.now): 12:00 in Bangkok. */
export const CHAT_NOW = '2026-11-24T05:00:00.000Z'

const at = (minutesBefore: number) => new Date(Date.parse(CHAT_NOW) - minutesBefore * 60_000).toISOString()
const m = (id: number, minutesBefore: number, name: string, text: string, own = false): ChatMessage => ({ id, room: 'lobby', name, text, at: at(minutesBefore), own })

export const chatMessages: ChatMessage[] = [
  m(1, 1500, 'de***er', 'Good evening everyone 👋'),
  m(2, 1490, 'te***r1', 'Crash just went to 12.4x and I cashed out at 2x 😅'),
  m(3, 50, 'do***e1', 'Anyone tried the new dice game?'),
  m(4, 42, 'so***ai', 'Yes! The seed check on each round is neat.', true),
  m(5, 5, 'de***nt', '<b>Not bold</b> <script>alert(1)</script> — shown exactly as typed.'),
]

/** Thai and English in one room, own messages among them. */
export const mixedMessages: ChatMessage[] = [
  m(11, 30, 'te***r3', 'หวยรัฐบาลงวดนี้ใครแทงเลขอะไรบ้าง'),
  m(12, 28, 'so***ai', 'ผมเอา 2 ตัวล่าง 59 ครับ 🍀', true),
  m(13, 26, 'te***r2', 'nice, 59 comes up a lot'),
  m(14, 20, 'do***e1', 'Morning! ฝนตกไหมคะที่นั่น'),
  m(15, 12, 'so***ai', 'ไม่ตกครับ the weather is great today ☀️', true),
  m(16, 3, 'de***nt', 'Play responsibly everyone, set a limit before you start 🙏 เล่นอย่างมีสติ'),
]

const LINES = [
  'the football parlay paid out, 3 out of 3 ⚽', 'ไก่ชนรอบบ่ายเริ่มกี่โมงคะ', 'every 3 minutes on the demo arena',
  'baccarat streak of 6 bankers in a row 😮', 'ระวังนะ อย่าไล่ตาม', 'slots tournament tonight?',
  'check the promotions page, the schedule is there', 'ได้แล้ว ขอบคุณครับ',
  'a much longer message to show how the bubble wraps when someone writes more than a line, as people sometimes do when they explain a strategy',
]
const NAMES = ['te***r1', 'te***r2', 'do***e2', 'de***nt', 'so***ai']

/** Forty messages over three days, one in five the reader's own. */
export const longThread: ChatMessage[] = Array.from({ length: 40 }, (_, index) => {
  const own = index % 5 === 4
  return m(100 + index, (40 - index) * 100, NAMES[index % NAMES.length], LINES[index % LINES.length], own)
})
