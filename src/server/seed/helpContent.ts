/**
 * The demo merchants' help centre, in Thai, English and Chinese (data). Figures come from the merchant's own config
 * (its name, currency, deposit channels and limits, withdrawal rules), so what an article says is what the site does;
 * the lottery topic is written only for a merchant that runs lottery games. How a draw is checked is the lottery's own
 * algorithm (docs/features.md "Lottery", src/server/domain/lottery/derive.ts).
 */
import type { MerchantConfig } from '../../config/schema'

export type HelpLanguage = 'th' | 'en' | 'cn'
export const HELP_SEED_LANGUAGES: readonly HelpLanguage[] = ['th', 'en', 'cn']

export interface SeedHelpArticle {
  tag: string
  slug: string
  title: string
  html: string
}

export interface SeedHelp {
  topics: { tag: string; title: Record<HelpLanguage, string> }[]
  articles: Record<HelpLanguage, SeedHelpArticle[]>
}

/** The topics in the footer's order, then the rest. `lottery` only where the merchant runs lottery games. */
const TOPICS: { tag: string; title: Record<HelpLanguage, string> }[] = [
  { tag: 'about', title: { th: 'เกี่ยวกับเรา', en: 'About us', cn: '关于我们' } },
  { tag: 'deposit', title: { th: 'การฝากเงิน', en: 'Deposits', cn: '存款' } },
  { tag: 'withdrawal', title: { th: 'การถอนเงิน', en: 'Withdrawals', cn: '取款' } },
  { tag: 'play', title: { th: 'วิธีเล่น', en: 'How to play', cn: '如何游戏' } },
  { tag: 'lottery', title: { th: 'หวยและการตรวจสอบผล', en: 'Lottery and fair draws', cn: '彩票与公平开奖' } },
  { tag: 'responsible-gaming', title: { th: 'การเล่นอย่างรับผิดชอบ', en: 'Responsible gaming', cn: '理性博彩' } },
  { tag: 'terms', title: { th: 'ข้อกำหนดและเงื่อนไข', en: 'Terms and conditions', cn: '条款与条件' } },
  { tag: 'privacy', title: { th: 'นโยบายความเป็นส่วนตัว', en: 'Privacy policy', cn: '隐私政策' } },
]

interface Facts {
  brand: string
  cur: string
  channels: { name: string; min: string; max: string }[]
  expiry: number
  wMin: string
  wMax: string
  daily: number
  autoConfirm: number
  realName: boolean
  turnover: number
  singleWallet: boolean
  lottery: boolean
}

function factsOf(config: MerchantConfig): Facts {
  // The demo brands set all of these; the defaults are the money domain's (domain/money/withdrawals.ts, deposits.ts).
  const withdrawal = config.withdrawal ?? { min: '100', max: '50000', autoConfirmMinutes: 60 }
  return {
    brand: config.name,
    cur: config.currency.code,
    channels: (config.deposit?.channels ?? []).map((channel) => ({ name: channel.name, min: channel.min, max: channel.max })),
    expiry: config.deposit?.expiryMinutes ?? 30,
    wMin: withdrawal.min,
    wMax: withdrawal.max,
    daily: withdrawal.dailyCount ?? 5,
    autoConfirm: withdrawal.autoConfirmMinutes,
    realName: withdrawal.requireRealName ?? false,
    turnover: withdrawal.turnoverMultiplier ?? 0,
    singleWallet: config.wallet?.isSingle ?? true,
    lottery: (config.lottery?.games.length ?? 0) > 0,
  }
}

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`
const steps = (items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`

function english(f: Facts): SeedHelpArticle[] {
  const channels = list(f.channels.map((c) => `<strong>${c.name}</strong>: ${c.min} to ${c.max} ${f.cur}`))
  return [
    { tag: 'about', slug: 'about-us', title: `About ${f.brand}`, html: `<p>${f.brand} is an online gaming site: slots, live casino, fishing, sports${f.lottery ? ', lottery' : ''} and more, with your balance kept in ${f.cur}.</p><p>Every movement of your money is recorded in a double-entry ledger, and you can read it at any time in <strong>Account records</strong> in the member centre.</p>` },
    { tag: 'deposit', slug: 'how-to-deposit', title: 'How to deposit', html: `<p>Log in, then press <strong>Deposit</strong> in the header (or open the member centre and choose Deposit).</p>${steps(['Choose a channel and type an amount within its limits.', 'Press Deposit: the payment page opens in a new tab.', 'Pay there. Your balance in the header goes up by itself as soon as the payment provider confirms the payment; you do not need to reload the page.'])}<h3>Channels and limits</h3>${channels}<p>An order that is not paid within ${f.expiry} minutes expires and nothing is charged; start a new one.</p>` },
    { tag: 'withdrawal', slug: 'how-to-withdraw', title: 'How to withdraw', html: `<p>Open the member centre and choose <strong>Withdraw</strong>. If something stands in the way, the page says what, and where to fix it.</p><h3>Before your first withdrawal</h3>${list([`Bind a bank account in the security centre${f.realName ? ' in your real name (the name must match your account)' : ''}.`, 'Set a payment password: every withdrawal asks for it.', ...(f.turnover > 0 ? [`Bet at least ${f.turnover} times what you deposited since your last paid withdrawal.`] : [])])}<h3>Limits</h3>${list([`From ${f.wMin} to ${f.wMax} ${f.cur} per withdrawal.`, `At most ${f.daily} withdrawals a day.`, 'One withdrawal at a time: wait until the one under way is paid or refused.'])}<h3>After you ask</h3><p>Our staff pay or refuse the request. A refused amount goes straight back to your main wallet, with the reason. After a payment, tell us what arrived: all of it, part of it, or nothing (with up to three screenshots). If you do not answer within ${f.autoConfirm} minutes, it counts as received.</p>` },
    { tag: 'play', slug: 'how-to-play', title: 'How to play', html: `${steps(['Choose a category in the header (slots, live casino, fishing...) and a game.', 'Press the game: it opens in the page with your balance.', 'Bets and wins appear in the member centre under Betting record.'])}${f.singleWallet ? '<p>One wallet serves every game: there is nothing to move.</p>' : '<p>Some game providers keep a wallet of their own. Move money to it (and back) in <strong>My wallet</strong> in the member centre; <em>Recall all</em> brings every provider wallet back to your main wallet.</p>'}<p>Not sure yet? Where the site offers it, <strong>Free play</strong> on the login window gives a trial account with play credit only: no real money, nothing to withdraw.</p>` },
    ...(f.lottery ? [{ tag: 'lottery', slug: 'verify-a-lottery-round', title: 'How to check that a lottery draw was fair', html: `<p>Our lottery draws are <strong>provably fair</strong>: you can check every round yourself, without trusting us.</p>${steps(['When a round is created, before any bet, we publish the <strong>SHA-256 hash</strong> of a secret 32-byte seed (the round’s commitment).', 'At the draw we reveal the seed itself.', 'The winning numbers follow from the seed alone: HMAC-SHA256 of the round’s name, keyed by the seed, turned into digits by rejection sampling (so every digit is equally likely).'])}<h3>Check a round</h3><p>In the lottery’s <strong>Results</strong>, open a drawn round and press <em>Verify this round</em>: your own browser hashes the revealed seed, compares it with the commitment published before the round opened, and derives the numbers again. If both match, the draw could not have been changed after bets were placed.</p><p>Electronic games draw every 1, 3 or 5 minutes; the Vietnamese northern and southern games once a day.</p>` }] : []),
    { tag: 'responsible-gaming', slug: 'responsible-gaming', title: 'Play responsibly', html: `<p>Gaming is entertainment, not a way to earn money. You must be 18 or older to play.</p>${list(['Decide before you play how much you can afford to lose, and stop when it is gone.', 'Never chase losses, and never play with money meant for rent, bills or family.', 'Take breaks: your session ends by itself after a while without activity.', 'Keep an eye on your play: the member centre shows your betting record and your profit and loss.'])}<p>If gaming stops being fun, contact customer service to close your account for a while. Independent help is available from organisations such as Gamblers Anonymous.</p>` },
    { tag: 'terms', slug: 'terms-and-conditions', title: 'Terms and conditions', html: `${steps([`You must be 18 or older and allowed to play where you live. ${f.brand} may refuse or close an account that breaks these terms.`, 'One account per person. Keep your password and payment password to yourself: activity on your account is yours.', 'A bet is final once the game or the lottery has confirmed it. A game round that a fault interrupts is settled or refunded according to the game’s rules.', `Deposits and withdrawals follow the limits shown on their pages. Money sent in error is returned to the sender.`, 'We may change these terms; the version on this page applies from the time it is published.'])}` },
    { tag: 'privacy', slug: 'privacy-policy', title: 'Privacy policy', html: `<p>What we keep, and why:</p>${list(['Your account: name, and the mobile number or e-mail you bind, to log you in and send you codes.', 'Your passwords, only as slow one-way hashes: nobody, staff included, can read them.', 'The addresses you log in from, to spot a login from somewhere new and ask you to confirm it.', 'Your bank account and your deposits, withdrawals and bets, to pay you and keep the accounts right.', 'Screenshots you send about a withdrawal, kept for our staff and never shown back on the site.'])}<p>We do not sell your data. You can see your active sessions in the security centre and sign out of the others at any time.</p>` },
  ]
}

function thai(f: Facts): SeedHelpArticle[] {
  const channels = list(f.channels.map((c) => `<strong>${c.name}</strong>: ${c.min} ถึง ${c.max} ${f.cur}`))
  return [
    { tag: 'about', slug: 'about-us', title: `เกี่ยวกับ ${f.brand}`, html: `<p>${f.brand} เป็นเว็บไซต์เกมออนไลน์: สล็อต คาสิโนสด ยิงปลา กีฬา${f.lottery ? ' หวย' : ''} และอื่น ๆ โดยยอดเงินของคุณเป็นสกุล ${f.cur}</p><p>ทุกการเคลื่อนไหวของเงินถูกบันทึกในบัญชีแยกประเภทแบบคู่ และคุณดูได้ตลอดเวลาที่ <strong>รายการบัญชี</strong> ในศูนย์สมาชิก</p>` },
    { tag: 'deposit', slug: 'how-to-deposit', title: 'วิธีฝากเงิน', html: `<p>เข้าสู่ระบบ แล้วกด <strong>ฝากเงิน</strong> ที่แถบด้านบน (หรือเปิดศูนย์สมาชิกแล้วเลือกฝากเงิน)</p>${steps(['เลือกช่องทางและใส่จำนวนเงินภายในวงเงินของช่องทางนั้น', 'กดฝากเงิน: หน้าชำระเงินจะเปิดในแท็บใหม่', 'ชำระเงินที่หน้านั้น ยอดเงินที่แถบด้านบนจะเพิ่มขึ้นเองทันทีที่ผู้ให้บริการชำระเงินยืนยัน ไม่ต้องโหลดหน้าใหม่'])}<h3>ช่องทางและวงเงิน</h3>${channels}<p>รายการที่ไม่ได้ชำระภายใน ${f.expiry} นาทีจะหมดอายุและไม่มีการเรียกเก็บเงิน ให้เริ่มรายการใหม่</p>` },
    { tag: 'withdrawal', slug: 'how-to-withdraw', title: 'วิธีถอนเงิน', html: `<p>เปิดศูนย์สมาชิกแล้วเลือก <strong>ถอนเงิน</strong> หากมีสิ่งใดที่ยังไม่พร้อม หน้านั้นจะบอกว่าคืออะไรและแก้ไขได้ที่ไหน</p><h3>ก่อนถอนครั้งแรก</h3>${list([`ผูกบัญชีธนาคารในศูนย์ความปลอดภัย${f.realName ? ' ในชื่อจริงของคุณ (ชื่อต้องตรงกับบัญชีสมาชิก)' : ''}`, 'ตั้งรหัสผ่านการชำระเงิน: ทุกการถอนต้องใช้รหัสนี้', ...(f.turnover > 0 ? [`มียอดเดิมพันอย่างน้อย ${f.turnover} เท่าของยอดฝากตั้งแต่การถอนที่จ่ายแล้วครั้งล่าสุด`] : [])])}<h3>วงเงิน</h3>${list([`ครั้งละ ${f.wMin} ถึง ${f.wMax} ${f.cur}`, `ไม่เกิน ${f.daily} ครั้งต่อวัน`, 'ถอนได้ทีละรายการ: รอให้รายการที่กำลังดำเนินการจ่ายหรือถูกปฏิเสธก่อน'])}<h3>หลังจากแจ้งถอน</h3><p>เจ้าหน้าที่จะจ่ายหรือปฏิเสธคำขอ ยอดที่ถูกปฏิเสธจะคืนเข้ากระเป๋าหลักทันทีพร้อมเหตุผล หลังการจ่าย โปรดแจ้งว่าได้รับเท่าไร: ครบ บางส่วน หรือไม่ได้รับ (แนบภาพหน้าจอได้สูงสุดสามภาพ) หากไม่ตอบภายใน ${f.autoConfirm} นาที จะถือว่าได้รับแล้ว</p>` },
    { tag: 'play', slug: 'how-to-play', title: 'วิธีเล่น', html: `${steps(['เลือกหมวดหมู่ที่แถบด้านบน (สล็อต คาสิโนสด ยิงปลา...) แล้วเลือกเกม', 'กดที่เกม: เกมจะเปิดในหน้าเว็บพร้อมยอดเงินของคุณ', 'การเดิมพันและเงินรางวัลแสดงในศูนย์สมาชิกที่ประวัติการเดิมพัน'])}${f.singleWallet ? '<p>ใช้กระเป๋าเดียวสำหรับทุกเกม ไม่ต้องโอนเงิน</p>' : '<p>ผู้ให้บริการเกมบางรายมีกระเป๋าของตัวเอง โอนเงินเข้า (และออก) ได้ที่ <strong>กระเป๋าของฉัน</strong> ในศูนย์สมาชิก <em>เรียกคืนทั้งหมด</em> จะนำเงินจากทุกกระเป๋ากลับสู่กระเป๋าหลัก</p>'}<p>ยังไม่แน่ใจ? หากเว็บไซต์เปิดให้ใช้ <strong>ทดลองเล่น</strong> ที่หน้าต่างเข้าสู่ระบบจะให้บัญชีทดลองพร้อมเครดิตสำหรับเล่นเท่านั้น ไม่ใช่เงินจริงและถอนไม่ได้</p>` },
    ...(f.lottery ? [{ tag: 'lottery', slug: 'verify-a-lottery-round', title: 'วิธีตรวจสอบว่าการออกผลหวยยุติธรรม', html: `<p>การออกผลหวยของเรา <strong>พิสูจน์ความยุติธรรมได้</strong>: คุณตรวจสอบทุกงวดได้ด้วยตัวเองโดยไม่ต้องเชื่อใจเรา</p>${steps(['เมื่อสร้างงวด ก่อนมีการเดิมพันใด ๆ เราเผยแพร่ <strong>ค่าแฮช SHA-256</strong> ของเมล็ดลับขนาด 32 ไบต์ (คำมั่นของงวด)', 'เมื่อออกผล เราเปิดเผยเมล็ดนั้น', 'เลขที่ออกได้มาจากเมล็ดเท่านั้น: HMAC-SHA256 ของชื่องวดโดยใช้เมล็ดเป็นกุญแจ แปลงเป็นตัวเลขด้วยการสุ่มแบบปฏิเสธ (ทุกหลักมีโอกาสเท่ากัน)'])}<h3>ตรวจสอบงวด</h3><p>ใน <strong>ผลรางวัล</strong> ของหวย เปิดงวดที่ออกผลแล้วกด <em>ตรวจสอบรอบนี้</em> เบราว์เซอร์ของคุณจะคำนวณแฮชของเมล็ดที่เปิดเผย เทียบกับคำมั่นที่เผยแพร่ก่อนเปิดงวด และคำนวณเลขใหม่ หากตรงกันทั้งสองอย่าง แสดงว่าผลไม่อาจถูกเปลี่ยนหลังจากมีการเดิมพัน</p><p>หวยอิเล็กทรอนิกส์ออกผลทุก 1, 3 หรือ 5 นาที หวยเวียดนามเหนือและใต้ออกวันละครั้ง</p>` }] : []),
    { tag: 'responsible-gaming', slug: 'responsible-gaming', title: 'เล่นอย่างรับผิดชอบ', html: `<p>เกมคือความบันเทิง ไม่ใช่วิธีหาเงิน ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป</p>${list(['ตัดสินใจก่อนเล่นว่าเสียได้เท่าไร และหยุดเมื่อถึงวงเงินนั้น', 'อย่าไล่ตามเงินที่เสียไป และอย่าใช้เงินค่าเช่า ค่าใช้จ่าย หรือเงินของครอบครัว', 'พักบ้าง: เซสชันของคุณจะสิ้นสุดเองเมื่อไม่มีการใช้งานสักระยะ', 'ติดตามการเล่นของคุณ: ศูนย์สมาชิกแสดงประวัติการเดิมพันและกำไรขาดทุน'])}<p>หากการเล่นไม่สนุกอีกต่อไป ติดต่อฝ่ายบริการลูกค้าเพื่อปิดบัญชีชั่วคราว และขอความช่วยเหลือจากองค์กรอิสระได้</p>` },
    { tag: 'terms', slug: 'terms-and-conditions', title: 'ข้อกำหนดและเงื่อนไข', html: `${steps([`คุณต้องมีอายุ 18 ปีขึ้นไปและได้รับอนุญาตให้เล่นในที่ที่คุณอาศัยอยู่ ${f.brand} อาจปฏิเสธหรือปิดบัญชีที่ละเมิดข้อกำหนดนี้`, 'หนึ่งคนหนึ่งบัญชี เก็บรหัสผ่านและรหัสผ่านการชำระเงินไว้เป็นความลับ กิจกรรมในบัญชีถือเป็นของคุณ', 'การเดิมพันถือเป็นที่สิ้นสุดเมื่อเกมหรือหวยยืนยันแล้ว รอบเกมที่ขัดข้องจะถูกชำระหรือคืนเงินตามกติกาของเกม', 'การฝากและถอนเป็นไปตามวงเงินที่แสดงในหน้านั้น เงินที่ส่งผิดจะคืนให้ผู้ส่ง', 'เราอาจเปลี่ยนแปลงข้อกำหนดนี้ ฉบับที่แสดงในหน้านี้มีผลตั้งแต่เวลาที่เผยแพร่'])}` },
    { tag: 'privacy', slug: 'privacy-policy', title: 'นโยบายความเป็นส่วนตัว', html: `<p>ข้อมูลที่เราเก็บ และเหตุผล:</p>${list(['บัญชีของคุณ: ชื่อ และเบอร์มือถือหรืออีเมลที่ผูกไว้ เพื่อเข้าสู่ระบบและส่งรหัสยืนยัน', 'รหัสผ่านของคุณ เก็บเป็นค่าแฮชทางเดียวเท่านั้น ไม่มีใครอ่านได้ รวมถึงเจ้าหน้าที่', 'ที่อยู่ที่คุณใช้เข้าสู่ระบบ เพื่อตรวจพบการเข้าสู่ระบบจากที่ใหม่และขอให้คุณยืนยัน', 'บัญชีธนาคาร การฝาก ถอน และเดิมพันของคุณ เพื่อจ่ายเงินและรักษาบัญชีให้ถูกต้อง', 'ภาพหน้าจอที่คุณส่งเกี่ยวกับการถอน เก็บไว้สำหรับเจ้าหน้าที่และไม่แสดงกลับบนเว็บไซต์'])}<p>เราไม่ขายข้อมูลของคุณ คุณดูเซสชันที่ใช้งานอยู่ได้ในศูนย์ความปลอดภัย และออกจากระบบเซสชันอื่นได้ทุกเมื่อ</p>` },
  ]
}

function chinese(f: Facts): SeedHelpArticle[] {
  const channels = list(f.channels.map((c) => `<strong>${c.name}</strong>：${c.min} 至 ${c.max} ${f.cur}`))
  return [
    { tag: 'about', slug: 'about-us', title: `关于${f.brand}`, html: `<p>${f.brand}是一个在线游戏网站：老虎机、真人娱乐、捕鱼、体育${f.lottery ? '、彩票' : ''}等，您的余额以 ${f.cur} 计。</p><p>您资金的每一笔变动都记录在复式账本中，您可随时在会员中心的<strong>账户记录</strong>中查看。</p>` },
    { tag: 'deposit', slug: 'how-to-deposit', title: '如何存款', html: `<p>登录后，点击页头的<strong>存款</strong>（或打开会员中心选择存款）。</p>${steps(['选择一个渠道，并输入该渠道限额内的金额。', '点击存款：支付页面将在新标签页中打开。', '在该页面完成支付。支付服务商确认后，页头的余额会自动增加，无需刷新页面。'])}<h3>渠道与限额</h3>${channels}<p>${f.expiry} 分钟内未支付的订单将过期，不会扣款；请重新下单。</p>` },
    { tag: 'withdrawal', slug: 'how-to-withdraw', title: '如何取款', html: `<p>打开会员中心并选择<strong>取款</strong>。如有未满足的条件，页面会说明是什么以及在哪里处理。</p><h3>首次取款前</h3>${list([`在安全中心绑定银行账户${f.realName ? '（须为您的真实姓名，并与账户一致）' : ''}。`, '设置支付密码：每次取款都需要输入。', ...(f.turnover > 0 ? [`自上次已支付的取款以来，投注额至少达到存款的 ${f.turnover} 倍。`] : [])])}<h3>限额</h3>${list([`每笔 ${f.wMin} 至 ${f.wMax} ${f.cur}。`, `每天最多 ${f.daily} 笔。`, '同一时间只能有一笔取款：请等待处理中的取款被支付或拒绝。'])}<h3>申请之后</h3><p>我们的工作人员会支付或拒绝申请。被拒绝的金额会立即退回您的主钱包，并附上原因。支付后，请告诉我们实际到账情况：全部、部分或未到账（最多可附三张截图）。如 ${f.autoConfirm} 分钟内未回复，将视为已到账。</p>` },
    { tag: 'play', slug: 'how-to-play', title: '如何游戏', html: `${steps(['在页头选择一个类别（老虎机、真人娱乐、捕鱼……）并选择游戏。', '点击游戏：游戏会在页面中打开，并使用您的余额。', '投注与派彩会显示在会员中心的投注记录中。'])}${f.singleWallet ? '<p>所有游戏共用一个钱包，无需转账。</p>' : '<p>部分游戏供应商有自己的钱包。请在会员中心的<strong>我的钱包</strong>中转入（或转出）；<em>一键回收</em>会把所有供应商钱包的资金转回主钱包。</p>'}<p>还没想好？如网站提供，登录窗口中的<strong>免费试玩</strong>会给您一个只有游戏额度的试玩账户：不是真钱，也不能取款。</p>` },
    ...(f.lottery ? [{ tag: 'lottery', slug: 'verify-a-lottery-round', title: '如何验证彩票开奖是否公平', html: `<p>我们的彩票开奖<strong>可证明公平</strong>：您可以自己验证每一期，无需信任我们。</p>${steps(['每期创建时、任何投注之前，我们公布一个 32 字节秘密种子的 <strong>SHA-256 哈希</strong>（该期的承诺）。', '开奖时我们公开种子本身。', '开奖号码仅由种子决定：以种子为密钥对期号名称做 HMAC-SHA256，再用拒绝采样转换为数字（每个数字概率相同）。'])}<h3>验证一期</h3><p>在彩票的<strong>开奖结果</strong>中打开已开奖的一期并点击<em>验证本期</em>：您的浏览器会计算公开种子的哈希，与开盘前公布的承诺比对，并重新推算号码。两者一致，说明开奖结果不可能在投注后被更改。</p><p>电子彩票每 1、3 或 5 分钟开奖一次；越南北部和南部彩票每天开奖一次。</p>` }] : []),
    { tag: 'responsible-gaming', slug: 'responsible-gaming', title: '理性游戏', html: `<p>游戏是娱乐，不是赚钱的方式。您必须年满 18 岁才能游戏。</p>${list(['游戏前先决定能承受输多少，用完即停。', '不要追回损失，也不要使用房租、账单或家庭的钱。', '适时休息：一段时间无操作后，您的会话会自动结束。', '关注自己的游戏情况：会员中心显示您的投注记录和盈亏。'])}<p>如果游戏不再有趣，请联系客服暂时关闭您的账户，也可向独立的援助机构求助。</p>` },
    { tag: 'terms', slug: 'terms-and-conditions', title: '条款与条件', html: `${steps([`您必须年满 18 岁，且所在地允许参与游戏。${f.brand}可拒绝或关闭违反本条款的账户。`, '每人仅限一个账户。请妥善保管登录密码和支付密码：账户中的活动视为您本人所为。', '投注一经游戏或彩票确认即为最终结果。因故障中断的游戏回合按游戏规则结算或退款。', '存款和取款遵循各页面显示的限额。误转的款项将退回付款方。', '我们可能修改本条款；本页面所示版本自发布之时起生效。'])}` },
    { tag: 'privacy', slug: 'privacy-policy', title: '隐私政策', html: `<p>我们保存哪些信息，以及原因：</p>${list(['您的账户：用户名，以及您绑定的手机号或电子邮箱，用于登录和发送验证码。', '您的密码仅以慢速单向哈希保存：任何人（包括工作人员）都无法读取。', '您登录时使用的地址，用于发现来自新地点的登录并请您确认。', '您的银行账户以及存款、取款和投注，用于向您付款并保证账目正确。', '您就取款发送的截图，仅供工作人员查看，不会在网站上显示。'])}<p>我们不出售您的数据。您可以随时在安全中心查看活跃会话，并退出其他会话。</p>` },
  ]
}

/** A merchant's help centre as the demo data writes it. */
export function helpSeedFor(config: MerchantConfig): SeedHelp {
  const facts = factsOf(config)
  const topics = TOPICS.filter((topic) => topic.tag !== 'lottery' || facts.lottery)
  return { topics, articles: { en: english(facts), th: thai(facts), cn: chinese(facts) } }
}
