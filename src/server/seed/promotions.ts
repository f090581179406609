/**
 * Promotions' demo data (`promotions:<code>`, seed/index.ts): each brand's hall, written through the domain's own
 * write (domain/engagement/promotions.ts), so the texts are checked and the HTML cleaned as an operator's are. One of
 * each flow (info, apply, claim, signin, join), a mission, a first-deposit match with 10x turnover and a rebate, in
 * Thai, English and Chinese, with one coming soon and one closed, relative to the seeding day.
 */
import type { MerchantConfig } from '../../config/schema'
import type { PromotionWrite } from '../../contract/schemas/promotions'
import type { Queryable } from '../db/database'
import { writePromotion } from '../domain/engagement/promotions'

/** The brands whose halls are seeded. */
export const SEED_PROMOTION_MERCHANTS = ['demo', 'lotus'] as const

const DAY_MS = 86_400_000

type Seed = Omit<PromotionWrite, 'startsAt' | 'endsAt'> & { startDays: number; endDays?: number }

const text = (th: string, en: string, cn: string) => ({ th, en, cn })

/** The hall, amounts in baht (a dollar brand's are a twentieth: `amount`). */
function promotionsOf(amount: (thb: number) => string): Seed[] {
  return [
    {
      code: 'first-deposit-match', type: 'DEPOSIT', tags: ['NEWBIE', 'SPECIAL_OFFER'], flow: 'join', startDays: -30, sort: 1,
      titles: text('โบนัสฝากแรก 100%', '100% first deposit bonus', '首存100%红利'),
      summaries: text(`ฝากครั้งแรกรับโบนัสเท่าตัว สูงสุด ${amount(1000)}`, `Double your first deposit, up to ${amount(1000)}`, `首次存款翻倍，最高 ${amount(1000)}`),
      content: text(
        `<h3>รายละเอียด</h3><ul><li>ร่วมกิจกรรมก่อนฝาก</li><li>ฝากขั้นต่ำ ${amount(100)}</li><li>โบนัส 100% สูงสุด ${amount(1000)}</li><li>ทำเทิร์นโอเวอร์ 10 เท่าของโบนัสก่อนถอน</li></ul>`,
        `<h3>How it works</h3><ul><li>Join before you deposit</li><li>Deposit at least ${amount(100)}</li><li>We match it 100%, up to ${amount(1000)}</li><li>Bet 10 times the bonus before withdrawing</li></ul>`,
        `<h3>活动说明</h3><ul><li>存款前先参加活动</li><li>最低存款 ${amount(100)}</li><li>100%红利，最高 ${amount(1000)}</li><li>提款前需完成红利10倍流水</li></ul>`,
      ),
      eligibility: { firstDepositOnly: true },
      rule: { kind: 'depositMatch', percent: 100, cap: amount(1000), minDeposit: amount(100) }, turnoverMultiplier: 10,
    },
    {
      code: 'newbie-welcome', type: 'NEWBIE', tags: ['NEWBIE'], flow: 'apply', startDays: -60, sort: 2,
      titles: text('โบนัสต้อนรับสมาชิกใหม่', 'New member welcome bonus', '新会员欢迎红利'),
      summaries: text(`สมัครภายใน 30 วัน ยื่นขอรับ ${amount(100)}`, `Joined in the last 30 days? Apply for ${amount(100)}`, `注册30天内申请 ${amount(100)}`),
      content: text(
        `<p>สมาชิกใหม่ที่ยืนยันเบอร์โทรแล้ว ส่งคำขอพร้อมภาพหน้าจอโปรไฟล์ ทีมงานจะตรวจสอบภายใน 24 ชั่วโมง</p><p>เทิร์นโอเวอร์ 5 เท่า</p>`,
        `<p>New members with a verified phone number: send an application with a screenshot of your profile. Our team reviews it within 24 hours.</p><p>Turnover 5x.</p>`,
        `<p>已验证手机号的新会员，请附上个人资料截图提交申请，我们将在24小时内审核。</p><p>流水5倍。</p>`,
      ),
      eligibility: { newMemberDays: 30 }, rule: { kind: 'fixedBonus', amount: amount(100) }, turnoverMultiplier: 5,
      form: { remark: true, images: true },
    },
    {
      code: 'slots-free-bonus', type: 'SLOTS', tags: ['LIMITED'], flow: 'claim', startDays: -2, endDays: 5, sort: 3,
      titles: text('รับฟรีโบนัสสล็อต', 'Free slots bonus', '老虎机免费红利'),
      summaries: text(`กดรับ ${amount(50)} เล่นสล็อตได้ทันที`, `Claim ${amount(50)} to play slots now`, `立即领取 ${amount(50)} 畅玩老虎机`),
      content: text(
        `<p>รับได้หนึ่งครั้งต่อบัญชี เทิร์นโอเวอร์ 3 เท่า ใช้ได้กับเกมสล็อตเท่านั้น</p>`,
        `<p>Once per account. Turnover 3x, counted on slots only.</p>`,
        `<p>每个账户限领一次。流水3倍，仅计算老虎机。</p>`,
      ),
      rule: { kind: 'fixedBonus', amount: amount(50) }, turnoverMultiplier: 3,
    },
    {
      code: 'daily-sign-in', type: 'OTHERS', tags: ['DAILY'], flow: 'signin', startDays: -90, sort: 4,
      titles: text('เช็คอินรายวัน', 'Daily sign-in', '每日签到'),
      summaries: text('เช็คอินทุกวันรับ 10 คะแนน', 'Sign in every day for 10 points', '每天签到得10积分'),
      content: text('<p>เช็คอินได้วันละครั้ง คะแนนไม่มีวันหมดอายุ ใช้แลกของรางวัลที่ร้านคะแนน</p>', '<p>Once a day. Points never expire: spend them in the points mall.</p>', '<p>每天一次。积分永不过期，可在积分商城兑换。</p>'),
      rule: { kind: 'points', points: 10 },
    },
    {
      code: 'weekly-bet-mission', type: 'MISSION', tags: ['DAILY'], flow: 'join', startDays: -7, endDays: 21, sort: 5,
      titles: text('ภารกิจยอดเดิมพันประจำสัปดาห์', 'Weekly betting mission', '每周投注任务'),
      summaries: text(`เดิมพันครบ ${amount(5000)} รับ ${amount(88)}`, `Bet ${amount(5000)} and collect ${amount(88)}`, `投注满 ${amount(5000)} 领取 ${amount(88)}`),
      content: text(
        '<p>กดร่วมภารกิจ แล้วยอดเดิมพันที่มีผลจะนับอัตโนมัติ ครบเป้าแล้วกดรับรางวัล</p>',
        '<p>Join the mission; your valid bets count automatically. Claim the reward when you reach the target.</p>',
        '<p>参加任务后，有效投注自动累计，达标即可领取奖励。</p>',
      ),
      rule: { kind: 'mission', task: 'validBets', target: amount(5000), reward: amount(88) }, turnoverMultiplier: 1,
    },
    {
      code: 'daily-rebate', type: 'REBATE', tags: ['HIGH_REBATE', 'DAILY'], flow: 'info', startDays: -120, sort: 6,
      titles: text('คืนยอดเสียรายวันสูงสุด 1.2%', 'Daily rebate up to 1.2%', '每日返水高达1.2%'),
      summaries: text('คืนทุกวันตามยอดเดิมพันที่มีผล', 'Paid every day on your valid bets', '按有效投注每日发放'),
      content: text(
        `<table><thead><tr><th>ประเภทเกม</th><th>อัตรา</th></tr></thead><tbody><tr><td>สล็อต</td><td>1.2%</td></tr><tr><td>คาสิโนสด</td><td>0.8%</td></tr><tr><td>กีฬา</td><td>0.5%</td></tr></tbody></table><p>สูงสุด ${amount(10000)} ต่อวัน</p>`,
        `<table><thead><tr><th>Game type</th><th>Rate</th></tr></thead><tbody><tr><td>Slots</td><td>1.2%</td></tr><tr><td>Live casino</td><td>0.8%</td></tr><tr><td>Sports</td><td>0.5%</td></tr></tbody></table><p>Up to ${amount(10000)} a day.</p>`,
        `<table><thead><tr><th>游戏类型</th><th>比例</th></tr></thead><tbody><tr><td>老虎机</td><td>1.2%</td></tr><tr><td>真人娱乐</td><td>0.8%</td></tr><tr><td>体育</td><td>0.5%</td></tr></tbody></table><p>每日最高 ${amount(10000)}</p>`,
      ),
      rule: { kind: 'rebate', rates: [{ gameType: 'RNG', basisPoints: 120 }, { gameType: 'LIVE', basisPoints: 80 }, { gameType: 'SPORTS', basisPoints: 50 }], cap: amount(10000) },
    },
    {
      code: 'app-download', type: 'APP_DOWNLOAD', tags: [], flow: 'info', startDays: -45, sort: 7,
      titles: text('ดาวน์โหลดแอป เล่นลื่นกว่าเดิม', 'Get the app', '下载APP'),
      summaries: text('ติดตั้งแอปจากหน้าแรก รับการแจ้งเตือนโปรโมชั่นก่อนใคร', 'Install the app from the home page and hear of promotions first', '从首页安装APP，第一时间获取优惠'),
      content: text('<p>เปิดเว็บไซต์บนมือถือ แล้วเลือก "เพิ่มไปยังหน้าจอหลัก"</p>', '<p>Open the site on your phone and choose “Add to home screen”.</p>', '<p>用手机打开网站，选择“添加到主屏幕”。</p>'),
    },
    {
      code: 'lucky-draw', type: 'LOTTO', tags: ['LIMITED', 'SPECIAL_OFFER'], flow: 'claim', startDays: 5, endDays: 12, sort: 8, banner: 'raffle',
      titles: text('จับรางวัลใหญ่ประจำเดือน', 'Monthly lucky draw', '月度幸运抽奖'),
      summaries: text('รับสลากฟรี 1 ใบ ลุ้นรางวัลใหญ่', 'One free ticket for the big draw', '免费领取1张抽奖券'),
      content: text('<p>เปิดให้รับสลากเร็ว ๆ นี้ ผลรางวัลตรวจสอบได้ย้อนหลัง</p>', '<p>Tickets open soon. Every draw can be verified afterwards.</p>', '<p>即将开放领取，每期开奖结果均可验证。</p>'),
      rule: { kind: 'raffle', tickets: 1 },
    },
    {
      code: 'vip-live-cashback', type: 'LIVE', tags: ['VIP'], flow: 'claim', startDays: -40, endDays: -3, sort: 9, banner: 'vip',
      titles: text('โบนัส VIP คาสิโนสด', 'VIP live casino bonus', 'VIP真人娱乐红利'),
      summaries: text(`สมาชิก VIP รับ ${amount(300)}`, `VIP members collect ${amount(300)}`, `VIP会员领取 ${amount(300)}`),
      content: text('<p>สำหรับสมาชิก VIP ระดับ 3 ขึ้นไป</p>', '<p>For VIP ranks 3 and up.</p>', '<p>适用于VIP 3级及以上。</p>'),
      eligibility: { vipRanks: [3, 4, 5, 6, 7, 8, 9, 10] }, rule: { kind: 'fixedBonus', amount: amount(300) }, turnoverMultiplier: 2,
    },
  ]
}

export async function seedPromotions(db: Queryable, config: MerchantConfig, now: Date): Promise<void> {
  const factor = config.currency.code === 'THB' ? 1 : 20
  const amount = (thb: number) => String(Math.max(1, Math.round(thb / factor)))
  // Whole days from midnight UTC, so the periods read as dates.
  const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS
  for (const { startDays, endDays, ...seed } of promotionsOf(amount)) {
    await writePromotion(db, config, {
      ...seed,
      startsAt: new Date(day + startDays * DAY_MS).toISOString(),
      endsAt: endDays === undefined ? null : new Date(day + endDays * DAY_MS).toISOString(),
    }, now)
  }
}
