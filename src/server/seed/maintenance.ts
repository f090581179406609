/** Vendor maintenance announcements: the most common popup an operator posts, one per vendor window. */
import type { SeedNotice } from './types'

interface Window {
  vendor: string
  /** e.g. 2026-11-25 */
  date: string
  from: string
  to: string
}

const THAI_MONTHS = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.']
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

export function vendorMaintenanceNotice({ vendor, date, from, to }: Window): SeedNotice {
  const [year, month, day] = date.split('-').map(Number)
  const th = `${day} ${THAI_MONTHS[month - 1]} ${year + 543}`
  const en = `${day} ${EN_MONTHS[month - 1]} ${year}`
  const cn = `${year}年${month}月${day}日`
  return {
    type: 'PU',
    title: {
      th: `แจ้งปิดปรับปรุงระบบ ${vendor} วันที่ ${th}`,
      en: `${vendor} scheduled maintenance on ${en}`,
      cn: `${vendor} 系统维护通知（${cn}）`,
    },
    content: {
      th: `<p>เรียนสมาชิกทุกท่าน</p><p><strong>${vendor}</strong> จะปิดปรับปรุงระบบในวันที่ ${th} เวลา <strong>${from}–${to} น.</strong> (GMT+7)</p><ul><li>ระหว่างปิดปรับปรุงจะไม่สามารถเข้าเล่นเกมของ ${vendor} ได้</li><li>ยอดเงินในกระเป๋าของท่านปลอดภัยและไม่ได้รับผลกระทบ</li><li>เกมที่ค้างอยู่จะได้รับการชำระหลังระบบเปิดให้บริการ</li></ul><p>ขออภัยในความไม่สะดวก</p>`,
      en: `<p>Dear members,</p><p><strong>${vendor}</strong> will be under scheduled maintenance on ${en} from <strong>${from} to ${to}</strong> (GMT+7).</p><ul><li>${vendor} games cannot be opened during this window.</li><li>Your wallet balance is safe and not affected.</li><li>Unfinished rounds are settled once the service is back.</li></ul><p>We apologise for the inconvenience.</p>`,
      cn: `<p>尊敬的会员：</p><p><strong>${vendor}</strong> 将于${cn} <strong>${from}至${to}</strong>（GMT+7）进行系统维护。</p><ul><li>维护期间无法进入 ${vendor} 的游戏。</li><li>您的钱包余额安全，不受影响。</li><li>未完成的牌局将在服务恢复后结算。</li></ul><p>给您带来不便，敬请谅解。</p>`,
    },
    endsAfterDays: 30,
  }
}
