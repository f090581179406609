/** Agency notices (type AG) for the `demo` merchant: what its agents read after logging in (demoagent, demosubagent). */
import type { SeedNotice } from './types'

export const DEMO_AGENCY_NOTICES: readonly SeedNotice[] = [
  {
    type: 'AG',
    title: { th: 'รอบการจ่ายค่าคอมมิชชั่นเอเย่นต์', en: 'Agent commission settlement schedule', cn: '代理佣金结算时间表' },
    content: {
      th:
        '<p>ค่าคอมมิชชั่นของสัปดาห์ก่อนหน้า (วันจันทร์ถึงวันอาทิตย์) จะสรุปยอด<strong>ทุกวันจันทร์ เวลา 12:00 น.</strong> (GMT+7) ' +
        'และโอนเข้ากระเป๋าเอเย่นต์ของท่านโดยอัตโนมัติ</p>' +
        '<ul><li>ดูยอดได้ที่ศูนย์เอเย่นต์ เมนู “รายได้ของฉัน”</li><li>หากยอดไม่ถูกต้อง โปรดแจ้งฝ่ายบริการลูกค้าภายใน 3 วัน</li></ul>',
      en:
        '<p>Commission for the previous week (Monday to Sunday) is settled <strong>every Monday at 12:00</strong> (GMT+7) ' +
        'and paid into your agent wallet automatically.</p>' +
        '<ul><li>See the figures in the agent centre under “My income”.</li><li>If a figure looks wrong, tell customer service within 3 days.</li></ul>',
      cn:
        '<p>上周（周一至周日）的佣金于<strong>每周一 12:00</strong>（GMT+7）结算，并自动转入您的代理钱包。</p>' +
        '<ul><li>可在代理中心的“我的收入”中查看明细。</li><li>如对金额有疑问，请在 3 天内联系客服。</li></ul>',
    },
  },
  {
    type: 'AG',
    title: { th: 'วิธีเพิ่มบัญชีลูกทีม', en: 'How to add downline accounts', cn: '如何添加下线账户' },
    content: {
      th:
        '<p>เปิดศูนย์เอเย่นต์ แล้วเลือก <strong>“เพิ่มบัญชี”</strong> เลือกประเภทบัญชี (สมาชิกหรือเอเย่นต์ย่อย) และตั้งชื่อผู้ใช้</p>' +
        '<ul><li>บัญชีใหม่เข้าสู่ระบบครั้งแรกด้วยรหัสผ่านเริ่มต้นของเว็บไซต์ และต้องเปลี่ยนรหัสผ่านทันที</li>' +
        '<li>ดูและจัดการลูกทีมทั้งหมดได้ที่เมนู “จัดการทีม”</li></ul>',
      en:
        '<p>Open the agent centre and choose <strong>“Add account”</strong>, pick the account type (member or sub-agent) and a username.</p>' +
        '<ul><li>The new account logs in the first time with the site’s default password and must change it straight away.</li>' +
        '<li>See and manage your whole downline under “Team management”.</li></ul>',
      cn:
        '<p>打开代理中心，选择<strong>“添加账户”</strong>，选择账户类型（会员或下级代理）并设置用户名。</p>' +
        '<ul><li>新账户首次使用网站的默认密码登录，并须立即修改密码。</li><li>可在“团队管理”中查看和管理您的全部下线。</li></ul>',
    },
  },
]
