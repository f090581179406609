/** Notices for the `demo` merchant: what a live site typically has posted. */
import { vendorMaintenanceNotice } from './maintenance'
import type { SeedNotice } from './types'

const banners: SeedNotice[] = [
  {
    type: 'B',
    imageUrl: '/assets/banners/welcome-bonus.svg',
    link: '/promotions',
    title: { th: 'โบนัสต้อนรับสมาชิกใหม่ 100%', en: '100% welcome bonus for new members', cn: '新会员 100% 欢迎奖金' },
    content: {
      th: '<p>ฝากครั้งแรกรับโบนัส 100% สูงสุด 5,000 บาท</p>',
      en: '<p>Get a 100% bonus on your first deposit, up to ฿5,000.</p>',
      cn: '<p>首次存款即享 100% 奖金，最高 5,000 泰铢。</p>',
    },
  },
  {
    type: 'B',
    imageUrl: '/assets/banners/sports-cashback.svg',
    link: '/sports',
    title: { th: 'คืนยอดเสียกีฬา 10% ทุกสัปดาห์', en: '10% weekly sports cashback', cn: '体育每周 10% 返水' },
    content: {
      th: '<p>รับคืนยอดเสียจากการเดิมพันกีฬาทุกวันจันทร์</p>',
      en: '<p>Cashback on your net sports losses, paid every Monday.</p>',
      cn: '<p>体育投注净输额返水，每周一发放。</p>',
    },
  },
  {
    type: 'B',
    imageUrl: '/assets/banners/slots-tournament.svg',
    link: '/rng',
    title: { th: 'ทัวร์นาเมนต์สล็อต ชิงรางวัลรวม 1 ล้านบาท', en: 'Slots tournament: ฿1,000,000 prize pool', cn: '老虎机锦标赛：奖池 100 万泰铢' },
    content: {
      th: '<p>หมุนสล็อตจากค่ายที่ร่วมรายการ สะสมคะแนนและไต่อันดับ</p>',
      en: '<p>Spin participating slots, collect points and climb the leaderboard.</p>',
      cn: '<p>玩指定老虎机游戏，累积积分，冲上排行榜。</p>',
    },
    endsAfterDays: 30,
  },
]

const player: SeedNotice[] = [
  {
    type: 'PL',
    title: { th: 'ยินดีต้อนรับสู่ Portico Demo', en: 'Welcome to Portico Demo', cn: '欢迎来到 Portico Demo' },
    content: {
      th: 'ยินดีต้อนรับสู่ Portico Demo — ฝาก ถอน รวดเร็ว ตลอด 24 ชั่วโมง',
      en: 'Welcome to Portico Demo — fast deposits and withdrawals, 24 hours a day.',
      cn: '欢迎来到 Portico Demo —— 全天 24 小时快速存取款。',
    },
  },
  {
    type: 'PL',
    title: { th: 'ระวังมิจฉาชีพ', en: 'Beware of scams', cn: '谨防诈骗' },
    content: {
      th: 'เจ้าหน้าที่จะไม่ขอรหัสผ่านหรือรหัส OTP ของท่านไม่ว่ากรณีใด',
      en: 'Our staff will never ask for your password or OTP code.',
      cn: '我们的工作人员绝不会索取您的密码或验证码。',
    },
  },
  {
    type: 'PL',
    title: { th: 'ช่องทางฝากเงินใหม่', en: 'New deposit channel', cn: '新增存款渠道' },
    content: {
      th: 'เพิ่มช่องทางฝากผ่าน PromptPay QR แล้ววันนี้ เงินเข้าภายใน 1 นาที',
      en: 'PromptPay QR deposits are now available — credited within a minute.',
      cn: '现已支持 PromptPay 二维码存款，一分钟内到账。',
    },
  },
]

const highlight: SeedNotice = {
  type: 'H',
  link: '/promotions',
  title: { th: 'กิจกรรมประจำเดือน', en: 'This month\u2019s highlights', cn: '本月精彩活动' },
  content: {
    th: '<p>ฝากสะสมครบ 10,000 บาท รับสิทธิ์ลุ้นรางวัลใหญ่ประจำเดือน</p>',
    en: '<p>Deposit ฿10,000 in total this month for a chance at the monthly grand prize.</p>',
    cn: '<p>本月累计存款满 10,000 泰铢，即可参与月度大奖抽奖。</p>',
  },
}

const popups: SeedNotice[] = [
  {
    type: 'PU',
    title: { th: 'ยินดีต้อนรับสู่ Portico Demo', en: 'Welcome to Portico Demo', cn: '欢迎来到 Portico Demo' },
    content: {
      th: '<h3>ยินดีต้อนรับ!</h3><p>ขอบคุณที่เลือกใช้บริการของเรา สิ่งที่ท่านทำได้:</p><ul><li>คาสิโนสด สล็อต กีฬา และหวย ในบัญชีเดียว</li><li>ฝาก–ถอนอัตโนมัติ ตลอด 24 ชั่วโมง</li><li>ทีมงานดูแลตลอดเวลาผ่าน <a href="https://line.me/R/ti/p/@portico">LINE</a></li></ul>',
      en: '<h3>Welcome!</h3><p>Thank you for choosing us. Here is what you can do:</p><ul><li>Live casino, slots, sports and lottery in one account</li><li>Automatic deposits and withdrawals, 24 hours a day</li><li>Round-the-clock support on <a href="https://line.me/R/ti/p/@portico">LINE</a></li></ul>',
      cn: '<h3>欢迎！</h3><p>感谢您选择我们。您可以：</p><ul><li>一个账户畅玩真人娱乐、老虎机、体育和彩票</li><li>全天 24 小时自动存取款</li><li>通过 <a href="https://line.me/R/ti/p/@portico">LINE</a> 获得全天候客服支持</li></ul>',
    },
  },
  {
    type: 'PU',
    title: { th: 'ธนาคารที่รองรับการฝากเงิน', en: 'Banks supported for deposits', cn: '支持存款的银行' },
    content: {
      th: '<p>ท่านสามารถฝากเงินผ่านธนาคารต่อไปนี้:</p><ol><li>ธนาคารกสิกรไทย</li><li>ธนาคารไทยพาณิชย์</li><li>ธนาคารกรุงเทพ</li><li>ธนาคารกรุงไทย</li><li>ธนาคารกรุงศรีอยุธยา</li></ol><p>กรุณาโอนจากบัญชีที่ลงทะเบียนไว้เท่านั้น</p>',
      en: '<p>You can deposit from these banks:</p><ol><li>Kasikornbank</li><li>Siam Commercial Bank</li><li>Bangkok Bank</li><li>Krungthai Bank</li><li>Bank of Ayudhya (Krungsri)</li></ol><p>Please transfer only from your registered account.</p>',
      cn: '<p>您可以通过以下银行存款：</p><ol><li>开泰银行</li><li>暹罗商业银行</li><li>盘谷银行</li><li>泰京银行</li><li>大城银行</li></ol><p>请仅使用您已登记的账户转账。</p>',
    },
  },
  {
    type: 'PU',
    title: { th: 'ระยะเวลาดำเนินการถอนเงิน', en: 'Withdrawal processing times', cn: '提款处理时间' },
    content: {
      th: '<p>ระยะเวลาโดยประมาณ:</p><ul><li>ไม่เกิน 50,000 บาท: ภายใน 5 นาที</li><li>50,001–500,000 บาท: ภายใน 30 นาที</li><li>มากกว่า 500,000 บาท: ภายใน 2 ชั่วโมง</li></ul><p>ดูรายละเอียดเพิ่มเติมที่ <a href="/help?tag=withdrawal">ศูนย์ช่วยเหลือ</a></p>',
      en: '<p>Typical times:</p><ul><li>Up to ฿50,000: within 5 minutes</li><li>฿50,001–฿500,000: within 30 minutes</li><li>Over ฿500,000: within 2 hours</li></ul><p>More in the <a href="/help?tag=withdrawal">help centre</a>.</p>',
      cn: '<p>一般处理时间：</p><ul><li>50,000 泰铢以内：5 分钟内</li><li>50,001–500,000 泰铢：30 分钟内</li><li>500,000 泰铢以上：2 小时内</li></ul><p>更多信息请见<a href="/help?tag=withdrawal">帮助中心</a>。</p>',
    },
  },
  {
    // Pasted from another system with markup that must never run: the portal's sanitiser removes it.
    type: 'PU',
    title: { th: 'เตือนความปลอดภัยของบัญชี', en: 'Account security reminder', cn: '账户安全提醒' },
    content: {
      th: '<p><strong>อย่าเปิดเผยรหัสผ่านหรือรหัส OTP</strong> แก่ผู้ใด</p><script>alert("xss")</script><img src="/assets/banners/missing.png" onerror="alert(\'xss\')" alt=""><ul><li>เปลี่ยนรหัสผ่านทุก 90 วัน</li><li>เปิดใช้การยืนยันตัวตนสองขั้นตอน</li></ul>',
      en: '<p><strong>Never share your password or OTP code</strong> with anyone.</p><script>alert("xss")</script><img src="/assets/banners/missing.png" onerror="alert(\'xss\')" alt=""><ul><li>Change your password every 90 days.</li><li>Turn on two-step verification.</li></ul>',
      cn: '<p><strong>切勿向任何人透露您的密码或验证码</strong>。</p><script>alert("xss")</script><img src="/assets/banners/missing.png" onerror="alert(\'xss\')" alt=""><ul><li>每 90 天更换一次密码。</li><li>开启两步验证。</li></ul>',
    },
  },
  {
    type: 'PU',
    title: { th: 'การเล่นอย่างรับผิดชอบ', en: 'Play responsibly', cn: '理性娱乐' },
    content: {
      th: '<p>การพนันควรเป็นความบันเทิง ไม่ใช่หนทางหารายได้</p><ul><li>ตั้งงบประมาณก่อนเล่นและยึดตามนั้น</li><li>พักเป็นระยะ</li><li>หากต้องการจำกัดบัญชี ติดต่อ <a href="/help">ฝ่ายบริการลูกค้า</a></li></ul><p>บริการนี้สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น</p>',
      en: '<p>Gaming should be entertainment, not a way to earn money.</p><ul><li>Set a budget before you play and stick to it.</li><li>Take regular breaks.</li><li>To limit your account, contact <a href="/help">customer service</a>.</li></ul><p>For players aged 18 and over only.</p>',
      cn: '<p>博彩应是娱乐，而非赚钱手段。</p><ul><li>游戏前设定预算并严格遵守。</li><li>定时休息。</li><li>如需限制账户，请联系<a href="/help">客服</a>。</li></ul><p>仅限 18 岁及以上玩家。</p>',
    },
  },
  {
    type: 'PU',
    title: { th: 'ตารางออกผลหวยรัฐบาล', en: 'Thai government lottery draw schedule', cn: '泰国政府彩票开奖时间表' },
    content: {
      th: '<p>หวยรัฐบาลออกผลทุกวันที่ 1 และ 16 ของเดือน เวลา 15:00 น.</p><p>ปิดรับแทงเวลา 14:30 น. ดูผลย้อนหลังได้ที่หน้า <a href="/lott">หวย</a></p>',
      en: '<p>The Thai government lottery draws on the 1st and 16th of every month at 15:00.</p><p>Betting closes at 14:30. Past results are on the <a href="/lott">lottery</a> page.</p>',
      cn: '<p>泰国政府彩票于每月 1 日和 16 日 15:00 开奖。</p><p>14:30 截止投注。往期结果请见<a href="/lott">彩票</a>页面。</p>',
    },
  },
  {
    type: 'PU',
    title: { th: 'ดาวน์โหลดแอปของเราแล้ววันนี้', en: 'Our app is here', cn: '我们的应用已上线' },
    content: {
      th: '<p>เล่นได้ลื่นไหลกว่าเดิมบนมือถือ รองรับทั้ง iOS และ Android</p><p><a href="/down">สแกน QR เพื่อดาวน์โหลด</a></p>',
      en: '<p>Smoother play on your phone, for both iOS and Android.</p><p><a href="/down">Scan the QR code to download</a></p>',
      cn: '<p>手机畅玩更流畅，支持 iOS 和 Android。</p><p><a href="/down">扫描二维码下载</a></p>',
    },
  },
  {
    type: 'PU',
    title: { th: 'เวลาทำการฝ่ายบริการลูกค้า', en: 'Customer service hours', cn: '客服服务时间' },
    content: {
      th: '<p>ทีมงานพร้อมให้บริการตลอด 24 ชั่วโมง ทุกวันไม่เว้นวันหยุด</p><ul><li>LINE: @portico</li><li>Telegram: <a href="https://t.me/portico_demo">@portico_demo</a></li><li>แชทสด: กดไอคอนที่มุมขวาล่าง</li></ul>',
      en: '<p>Our team is available 24 hours a day, every day including holidays.</p><ul><li>LINE: @portico</li><li>Telegram: <a href="https://t.me/portico_demo">@portico_demo</a></li><li>Live chat: the icon at the bottom corner</li></ul>',
      cn: '<p>客服团队全年无休，24 小时为您服务。</p><ul><li>LINE：@portico</li><li>Telegram：<a href="https://t.me/portico_demo">@portico_demo</a></li><li>在线客服：点击页面角落的图标</li></ul>',
    },
  },
  vendorMaintenanceNotice({ vendor: 'PG Soft', date: '2026-11-25', from: '02:00', to: '04:00' }),
  vendorMaintenanceNotice({ vendor: 'Pragmatic Play', date: '2026-11-26', from: '09:00', to: '11:00' }),
  vendorMaintenanceNotice({ vendor: 'Evolution', date: '2026-11-27', from: '07:00', to: '08:30' }),
  vendorMaintenanceNotice({ vendor: 'SBOBET', date: '2026-11-28', from: '11:00', to: '13:00' }),
  vendorMaintenanceNotice({ vendor: 'SA Gaming', date: '2026-11-29', from: '10:00', to: '12:00' }),
  vendorMaintenanceNotice({ vendor: 'JILI', date: '2026-12-01', from: '03:00', to: '05:00' }),
  vendorMaintenanceNotice({ vendor: 'SV388', date: '2026-12-02', from: '12:00', to: '14:00' }),
  vendorMaintenanceNotice({ vendor: 'Kingmaker', date: '2026-12-03', from: '06:00', to: '07:00' }),
  {
    type: 'PU',
    title: { th: 'เกมใหม่จาก PG Soft', en: 'New games from PG Soft', cn: 'PG Soft 新游戏上线' },
    content: {
      th: '<p>เกมใหม่ประจำเดือนนี้:</p><ul><li>Wild Ape #3258</li><li>Mafia Mayhem</li><li>Forge of Wealth</li></ul><p>ลองเล่นได้แล้วที่หน้า <a href="/rng">สล็อต</a></p>',
      en: '<p>New this month:</p><ul><li>Wild Ape #3258</li><li>Mafia Mayhem</li><li>Forge of Wealth</li></ul><p>Try them now on the <a href="/rng">slots</a> page.</p>',
      cn: '<p>本月新游戏：</p><ul><li>Wild Ape #3258</li><li>Mafia Mayhem</li><li>Forge of Wealth</li></ul><p>现在就到<a href="/rng">老虎机</a>页面试玩。</p>',
    },
  },
  {
    type: 'PU',
    title: { th: 'อัปเกรดโปรแกรม VIP', en: 'VIP programme upgrade', cn: 'VIP 计划升级' },
    content: {
      th: '<p>โปรแกรม VIP ใหม่มี 8 ระดับ พร้อมสิทธิประโยชน์:</p><ul><li>โบนัสเลื่อนระดับ</li><li>คืนยอดเล่นสูงขึ้นทุกระดับ</li><li>ผู้จัดการบัญชีส่วนตัวตั้งแต่ระดับ 5</li></ul>',
      en: '<p>The new VIP programme has 8 levels with:</p><ul><li>Level-up bonuses</li><li>Higher rebates at every level</li><li>A personal account manager from level 5</li></ul>',
      cn: '<p>全新 VIP 计划共 8 个等级，享有：</p><ul><li>晋级奖金</li><li>每一级更高的返水</li><li>5 级起专属客户经理</li></ul>',
    },
  },
  {
    type: 'PU',
    title: { th: 'ชวนเพื่อน รับค่าแนะนำ', en: 'Invite friends, earn rewards', cn: '邀请好友赢奖励' },
    content: {
      th: '<p>แชร์ลิงก์แนะนำของท่าน รับ 0.5% จากยอดเล่นของเพื่อนทุกวัน</p><p>ดูลิงก์ของท่านได้ที่ <a href="/member?page=referral">ชวนเพื่อน</a></p>',
      en: '<p>Share your referral link and earn 0.5% of your friends\u2019 turnover every day.</p><p>Find your link under <a href="/member?page=referral">Invite friends</a>.</p>',
      cn: '<p>分享您的推荐链接，每天获得好友投注额的 0.5%。</p><p>在<a href="/member?page=referral">邀请好友</a>中查看您的链接。</p>',
    },
  },
  {
    type: 'PU',
    title: { th: 'ปรับปรุงข้อกำหนดและเงื่อนไข', en: 'Terms and conditions updated', cn: '条款与条件更新' },
    content: {
      th: '<p>เราได้ปรับปรุงข้อกำหนดและเงื่อนไข มีผลตั้งแต่วันที่ 1 ธ.ค. 2569</p><p>อ่านฉบับเต็มได้ที่ <a href="/help?tag=terms">ข้อกำหนดและเงื่อนไข</a></p>',
      en: '<p>Our terms and conditions have been updated, effective 1 Dec 2026.</p><p>Read them in full under <a href="/help?tag=terms">Terms and conditions</a>.</p>',
      cn: '<p>我们的条款与条件已更新，自 2026 年 12 月 1 日起生效。</p><p>完整内容请见<a href="/help?tag=terms">条款与条件</a>。</p>',
    },
  },
]

const promotions: SeedNotice[] = [
  {
    type: 'PR',
    imageUrl: '/assets/banners/welcome-bonus.svg',
    link: '/promotions',
    title: { th: 'โบนัสฝากแรก 100%', en: '100% first deposit bonus', cn: '首存 100% 奖金' },
    content: {
      th: '<p>ฝากขั้นต่ำ 100 บาท รับโบนัส 100% สูงสุด 5,000 บาท ทำยอดเทิร์น 10 เท่า</p>',
      en: '<p>Deposit at least ฿100 and get a 100% bonus up to ฿5,000. 10x turnover applies.</p>',
      cn: '<p>最低存款 100 泰铢，即享 100% 奖金，最高 5,000 泰铢，需完成 10 倍流水。</p>',
    },
  },
  {
    type: 'PR',
    imageUrl: '/assets/banners/daily-reload.svg',
    link: '/promotions',
    title: { th: 'โบนัสฝากรายวัน 10%', en: '10% daily reload bonus', cn: '每日 10% 再存奖金' },
    content: {
      th: '<p>ฝากครั้งแรกของวันรับเพิ่ม 10% สูงสุด 1,000 บาท</p>',
      en: '<p>Get 10% extra on your first deposit of the day, up to ฿1,000.</p>',
      cn: '<p>每日首笔存款额外获得 10%，最高 1,000 泰铢。</p>',
    },
  },
  {
    type: 'PR',
    imageUrl: '/assets/banners/live-casino-rebate.svg',
    link: '/live',
    title: { th: 'คืนค่าคอมคาสิโนสด 0.8%', en: '0.8% live casino rebate', cn: '真人娱乐 0.8% 返水' },
    content: {
      th: '<p>รับคืน 0.8% จากยอดเล่นคาสิโนสดทุกวัน ไม่ต้องทำเทิร์น</p>',
      en: '<p>0.8% back on your live casino turnover every day, no turnover requirement.</p>',
      cn: '<p>每日返还真人娱乐投注额的 0.8%，无流水要求。</p>',
    },
  },
  {
    type: 'PR',
    imageUrl: '/assets/banners/birthday-gift.svg',
    link: '/promotions',
    title: { th: 'ของขวัญวันเกิด', en: 'Birthday gift', cn: '生日礼金' },
    content: {
      th: '<p>สมาชิก VIP รับเครดิตฟรีในเดือนเกิด ยืนยันอายุ 21 ปีขึ้นไป</p>',
      en: '<p>VIP members receive free credit in their birthday month (age 21 and over).</p>',
      cn: '<p>VIP 会员在生日当月可获得免费彩金（需年满 21 岁）。</p>',
    },
    endsAfterDays: 90,
  },
]

export const DEMO_NOTICES: readonly SeedNotice[] = [...banners, ...player, highlight, ...popups, ...promotions]
