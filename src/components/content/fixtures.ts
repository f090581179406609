/**
 * Story fixtures: notices as `/wps/notice` returns them for the demo merchant (popup, banners, player notices).
 * Dates are fixed so screenshots do not change from day to day.
 */
import type { Notice } from '../../contract'
import { fixtureText } from '../fixtureText'
import type { LocalisedNotice } from './noticeLanguage'

const POPUP_TOPICS: { title: string; content: string }[] = [
  { title: 'Songkran Festival: 100% first deposit bonus', content: '<p>Celebrate Songkran with us! Make your <strong>first deposit of ฿300 or more</strong> between 10 and 16 April and receive a <strong>100% bonus</strong> up to ฿3,000.</p><ul><li>Turnover: 10× deposit plus bonus</li><li>Valid on slots and fishing games</li></ul><p>Read the <a href="https://example.com/terms">full terms</a>.</p>' },
  { title: 'Scheduled maintenance: SBOBET', content: '<p>SBOBET will be under maintenance on <b>Tuesday 03:00–05:00 (GMT+7)</b>. Open bets are not affected. Other sports vendors stay available.</p>' },
  { title: 'New slots from PG Soft', content: '<p>Three new titles are live: <em>Mystic Lotus</em>, <em>Dragon Treasure</em> and <em>Golden Koi</em>. Spin now and enjoy free spins on your first game.</p>' },
  { title: 'Daily rebate up to 1.2%', content: '<p>Every bet earns a rebate, paid automatically every day at 12:00. VIP members receive up to <strong>1.2%</strong> on live casino.</p>' },
  { title: 'Secure your account with two-step login', content: '<p>Protect your balance: turn on SMS verification in the <b>Security centre</b>. We never ask for your password by phone or chat.</p>' },
  { title: 'Refer a friend, earn 10% for life', content: '<p>Share your referral link. When your friends play, you receive <strong>10% of their weekly rebate</strong>, with no upper limit.</p>' },
  { title: 'Faster withdrawals with PromptPay', content: '<p>Withdrawals to PromptPay now arrive in about <b>3 minutes</b> on average, 24 hours a day.</p>' },
  { title: 'World Cup qualifiers: enhanced odds', content: '<p>Enhanced odds on every Asian qualifier this week. Bet ฿1,000 on any match and get a free ฿100 bet.</p>' },
  { title: 'Live casino: Evolution lightning tables', content: '<p>Lightning Roulette and Lightning Baccarat are now open in Thai and English, around the clock.</p>' },
  { title: 'Points mall: new rewards', content: '<p>Redeem your points for gadgets, gift cards and bonus credit. New items arrive every Monday.</p>' },
  { title: 'Fishing tournament: ฿200,000 prize pool', content: '<p>Top 100 hunters this month share <strong>฿200,000</strong>. Rankings update every hour on the promotions page.</p>' },
  { title: 'Updated responsible gaming tools', content: '<p>Set daily deposit limits or take a break from your member centre. Limits take effect immediately.</p>' },
  { title: 'Cockfight: SV388 evening sessions', content: '<p>Evening derbies from SV388 now start at 18:00 with live commentary.</p>' },
  { title: 'Lottery: Thai government draw results', content: '<p>Results of the 1 May draw are published. Winning tickets are paid automatically to your balance.</p>' },
  { title: 'VIP upgrade weekend', content: '<p>Turnover counts double towards your VIP level this weekend. Higher levels unlock faster withdrawals and birthday gifts.</p>' },
  { title: 'Esports: League finals live', content: '<p>Watch and bet on the League finals with in-play markets from IM Esports and TF Gaming.</p>' },
  { title: 'App update 3.2 available', content: '<p>Version 3.2 of the app brings faster game loading and face-ID login. Scan the QR code in the APP tab to update.</p>' },
  { title: 'Public holiday bank processing times', content: '<p>Bank transfers on public holidays may take up to 2 hours. PromptPay and e-wallets are not affected.</p>' },
  { title: 'Card games: Kingmaker tournament', content: '<p>Play Thai Hi-Lo and Pok Deng on Kingmaker to climb the weekly leaderboard.</p>' },
  { title: 'Welcome to Portico Demo', content: '<p>Thank you for joining. Your account is ready: make a deposit and explore more than 2,000 games.</p>' },
]

function day(index: number): string {
  // One notice per day, newest first, from a fixed date.
  return new Date(Date.UTC(2026, 3, 30 - index, 9, 0, 0)).toISOString()
}

/**
 * Twenty popup (PU) notices: three pages of the announcement modal. Their text is English whatever language the
 * story runs in (Thai by default), as when the operator wrote a notice in English only: the server says so in `lang`.
 */
export const popupNotices: LocalisedNotice[] = POPUP_TOPICS.map((topic, index) => ({
  id: 1000 + index,
  type: 'PU',
  title: topic.title,
  content: topic.content,
  imageUrl: null,
  link: null,
  startAt: day(index),
  lang: 'en',
}))

/** A notice written in Thai only, as an Arabic or Chinese visitor would get it (the Thai fallback). */
export const thaiFallbackNotice: LocalisedNotice = {
  id: 1100,
  type: 'PU',
  title: 'ปิดปรับปรุงระบบชั่วคราว',
  content: '<p>ระบบจะปิดปรับปรุงในวันอังคาร เวลา 03:00–05:00 น. ยอดเงินของท่านปลอดภัย</p>',
  imageUrl: null,
  link: null,
  startAt: day(0),
  lang: 'th',
}

/** A notice carrying what an attacker would try, to show that it renders harmlessly. */
export const hostileNotice: Notice = {
  id: 999,
  type: 'PU',
  title: 'Holiday schedule',
  content:
    '<p>Customer service is open every day.</p><img src="data:," alt="" onerror="window.__announcementXss = true">' +
    '<script>window.__announcementXss = true</script><a href="javascript:window.__announcementXss = true">Claim now</a>' +
    '<a href="https://example.com/holidays">Opening hours</a>',
  imageUrl: null,
  link: null,
  startAt: day(0),
}

const BANNER_SPECS = [
  { title: 'Welcome bonus 100% up to ฿3,000', from: '#3a1c71', to: '#d76d77', accent: '#ffaf7b' },
  { title: 'Live casino: Lightning tables now open', from: '#0f2027', to: '#2c5364', accent: '#f5b400' },
  { title: 'Sports: enhanced odds every weekend', from: '#134e5e', to: '#71b280', accent: '#ffffff' },
]

/** A banner image drawn as SVG (data URL), so stories need no image server. */
export function bannerImageDataUrl(title: string, from: string, to: string, accent: string, cta = 'Play now'): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 360" width="1200" height="360">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="360" fill="url(#g)"/>` +
    `<circle cx="1020" cy="180" r="150" fill="${accent}" fill-opacity="0.18"/><circle cx="1080" cy="90" r="60" fill="${accent}" fill-opacity="0.25"/>` +
    fixtureText(title, { x: 80, y: 190, size: 52, fill: '#ffffff' }) +
    `<rect x="80" y="230" width="220" height="56" rx="28" fill="${accent}"/>` +
    fixtureText(cta, { x: 190, y: 266, size: 22, fill: '#1a1a1a', anchor: 'middle' }) +
    `</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** Three banner (B) notices with images and links. */
export const bannerNotices: Notice[] = BANNER_SPECS.map((spec, index) => ({
  id: 2000 + index,
  type: 'B',
  title: spec.title,
  content: '',
  imageUrl: bannerImageDataUrl(spec.title, spec.from, spec.to, spec.accent),
  link: ['/promotions', '/live', '/sports'][index] ?? null,
  startAt: day(index),
}))

/** Player (PL) notices for the marquee, in English (`lang`), the last in Thai. */
export const playerNotices: LocalisedNotice[] = [
  { id: 3000, type: 'PL', title: 'Maintenance', content: '<p>SBOBET maintenance on Tuesday 03:00–05:00 (GMT+7).</p>', imageUrl: null, link: null, startAt: day(0), lang: 'en' },
  { id: 3001, type: 'PL', title: 'Withdrawals', content: '<p>PromptPay withdrawals now arrive in about <b>3 minutes</b>.</p>', imageUrl: null, link: null, startAt: day(1), lang: 'en' },
  { id: 3002, type: 'PL', title: 'Security', content: '<p>We never ask for your password by phone or chat.</p>', imageUrl: null, link: null, startAt: day(2), lang: 'en' },
  { id: 3003, type: 'PL', title: 'ฝากถอนรวดเร็ว', content: '<p>ฝากถอนผ่านพร้อมเพย์ได้ตลอด 24 ชั่วโมง</p>', imageUrl: null, link: null, startAt: day(3), lang: 'th' },
]
