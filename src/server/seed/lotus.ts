/** Notices for the `lotus` merchant (English first, a lighter schedule than demo). */
import type { SeedNotice } from './types'

export const LOTUS_NOTICES: readonly SeedNotice[] = [
  {
    type: 'B',
    imageUrl: '/assets/banners/lotus-welcome.svg',
    link: '/promotions',
    title: { th: 'ยินดีต้อนรับสู่ Lotus Bay', en: 'Welcome to Lotus Bay', cn: '欢迎来到 Lotus Bay' },
    content: {
      th: '<p>สมัครวันนี้รับโบนัสต้อนรับ 50%</p>',
      en: '<p>Join today for a 50% welcome bonus.</p>',
      cn: '<p>今日注册即享 50% 欢迎奖金。</p>',
    },
  },
  {
    type: 'B',
    imageUrl: '/assets/banners/lotus-live-casino.svg',
    link: '/live',
    title: { th: 'คาสิโนสดพรีเมียม', en: 'Premium live casino', cn: '尊享真人娱乐' },
    content: {
      th: '<p>โต๊ะบาคาร่าและรูเล็ตสดตลอด 24 ชั่วโมง</p>',
      en: '<p>Live baccarat and roulette tables around the clock.</p>',
      cn: '<p>百家乐和轮盘真人牌桌 24 小时开放。</p>',
    },
  },
  {
    type: 'PL',
    title: { th: 'ฝากถอนอัตโนมัติ', en: 'Automatic deposits and withdrawals', cn: '自动存取款' },
    content: {
      th: 'ฝากและถอนอัตโนมัติ เงินเข้าภายในไม่กี่นาที',
      en: 'Deposits and withdrawals are automatic and arrive within minutes.',
      cn: '存取款全自动，几分钟内到账。',
    },
  },
  {
    type: 'PL',
    title: { th: 'ติดต่อเรา', en: 'Contact us', cn: '联系我们' },
    content: {
      th: 'มีคำถาม? ติดต่อทีมงานผ่านแชทสดได้ตลอดเวลา',
      en: 'Questions? Our team is on live chat at any time.',
      cn: '有疑问？随时通过在线客服联系我们。',
    },
  },
  {
    type: 'PU',
    title: { th: 'ยินดีต้อนรับสู่ Lotus Bay', en: 'Welcome to Lotus Bay', cn: '欢迎来到 Lotus Bay' },
    content: {
      th: '<p>ขอบคุณที่มาร่วมกับเรา</p><ul><li>สล็อตและคาสิโนสดจากค่ายชั้นนำ</li><li>ฝาก–ถอนรวดเร็ว</li></ul>',
      en: '<p>Thank you for joining us.</p><ul><li>Slots and live casino from leading studios</li><li>Fast deposits and withdrawals</li></ul>',
      cn: '<p>感谢您的加入。</p><ul><li>顶级厂商的老虎机和真人娱乐</li><li>快速存取款</li></ul>',
    },
  },
  {
    type: 'PU',
    title: { th: 'แจ้งปิดปรับปรุงระบบประจำสัปดาห์', en: 'Weekly maintenance window', cn: '每周例行维护' },
    content: {
      th: '<p>ระบบปิดปรับปรุงทุกวันพุธ เวลา 03:00–04:00 น. (GMT+7)</p>',
      en: '<p>Routine maintenance every Wednesday, 03:00–04:00 (GMT+7).</p>',
      cn: '<p>每周三 03:00–04:00（GMT+7）进行例行维护。</p>',
    },
  },
  {
    type: 'PU',
    title: { th: 'เล่นอย่างรับผิดชอบ', en: 'Play responsibly', cn: '理性娱乐' },
    content: {
      th: '<p>ตั้งงบประมาณและพักเป็นระยะ ติดต่อเราได้หากต้องการจำกัดบัญชี <a href="/help?tag=responsible-gaming">อ่านเพิ่มเติม</a></p>',
      en: '<p>Set a budget and take breaks. Contact us to limit your account. <a href="/help?tag=responsible-gaming">Read more</a></p>',
      cn: '<p>设定预算，适时休息。如需限制账户请联系我们。<a href="/help?tag=responsible-gaming">了解更多</a></p>',
    },
  },
  {
    type: 'PR',
    imageUrl: '/assets/banners/lotus-welcome.svg',
    link: '/promotions',
    title: { th: 'โบนัสต้อนรับ 50%', en: '50% welcome bonus', cn: '50% 欢迎奖金' },
    content: {
      th: '<p>ฝากแรกขั้นต่ำ 300 บาท รับโบนัส 50% สูงสุด 3,000 บาท</p>',
      en: '<p>First deposit of at least ฿300 gets a 50% bonus, up to ฿3,000.</p>',
      cn: '<p>首存最低 300 泰铢，即享 50% 奖金，最高 3,000 泰铢。</p>',
    },
  },
  {
    type: 'PR',
    imageUrl: '/assets/banners/lotus-weekend-cashback.svg',
    link: '/promotions',
    title: { th: 'คืนยอดเสียสุดสัปดาห์ 5%', en: '5% weekend cashback', cn: '周末 5% 返水' },
    content: {
      th: '<p>รับคืน 5% จากยอดเสียสุทธิวันเสาร์–อาทิตย์</p>',
      en: '<p>5% back on your net weekend losses.</p>',
      cn: '<p>周六日净输额返还 5%。</p>',
    },
    endsAfterDays: 60,
  },
]
