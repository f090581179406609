/** Help centre answers for stories and tests: the shape the help centre's call gives (contract/schemas/help.ts). */
import type { HelpCentre, HelpTopic } from '../../contract/schemas/help'

const UPDATED = '2026-11-20T09:00:00.000Z'

export const helpTopics: HelpTopic[] = [
  {
    tag: 'deposit',
    title: 'Deposits',
    articles: [
      {
        id: 1, slug: 'how-to-deposit', title: 'How to deposit', lang: 'en', updatedAt: UPDATED,
        content: '<p>Log in, then press <strong>Deposit</strong> in the header.</p><ol><li>Choose a channel and type an amount within its limits.</li><li>Press Deposit: the payment page opens in a new tab.</li><li>Pay there. Your balance goes up by itself as soon as the payment is confirmed.</li></ol><h3>Channels and limits</h3><ul><li><strong>Bank transfer</strong>: 100 to 200000 THB</li><li><strong>PromptPay QR</strong>: 50 to 50000 THB</li></ul>',
      },
    ],
  },
  {
    tag: 'withdrawal',
    title: 'Withdrawals',
    articles: [
      {
        id: 2, slug: 'how-to-withdraw', title: 'How to withdraw', lang: 'en', updatedAt: UPDATED,
        content: '<p>Open the member centre and choose <strong>Withdraw</strong>.</p><h3>Before your first withdrawal</h3><ul><li>Bind a bank account in the security centre.</li><li>Set a payment password.</li></ul>',
      },
      {
        id: 3, slug: 'withdrawal-times', title: 'วิธีถอนเงิน', lang: 'th', updatedAt: UPDATED,
        content: '<p>เปิดศูนย์สมาชิกแล้วเลือก <strong>ถอนเงิน</strong></p>',
      },
    ],
  },
  {
    tag: 'lottery',
    title: 'Lottery and fair draws',
    articles: [
      {
        id: 4, slug: 'verify-a-lottery-round', title: 'How to check that a lottery draw was fair', lang: 'en', updatedAt: UPDATED,
        content: '<p>Our lottery draws are <strong>provably fair</strong>: before any bet we publish the SHA-256 hash of a secret seed, and reveal the seed at the draw.</p>',
      },
    ],
  },
  {
    tag: 'terms',
    title: 'Terms and conditions',
    articles: [
      { id: 5, slug: 'terms-and-conditions', title: 'Terms and conditions', lang: 'en', updatedAt: UPDATED, content: '<ol><li>You must be 18 or older.</li><li>One account per person.</li></ol>' },
    ],
  },
]

export const helpCentre: HelpCentre = { lang: 'en', topics: helpTopics }

/** An article pasted with markup that must never run: the portal's sanitiser removes it, whatever the server sent. */
export const hostileHelpTopic: HelpTopic = {
  tag: 'privacy',
  title: 'Privacy policy',
  articles: [
    {
      id: 9, slug: 'privacy-policy', title: 'Privacy policy', lang: 'en', updatedAt: UPDATED,
      content: '<p>We do not sell your data.<img src="x" alt="" onerror="window.__helpHacked = true"></p><script>window.__helpHacked = true</script><a href="javascript:window.__helpHacked = true">Read more</a>',
    },
  ],
}
