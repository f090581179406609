/** The words of a promotion's card and detail: its period, its terms and who may join, in the reader's language. */
import type { TFunction } from 'i18next'
import type { PromotionEligibilitySummary, PromotionRule, PromotionSummary } from '../../../contract/schemas/promotions'

/** The period as one phrase, by the state: "Starts …" before it, "… – …" or "From …" within it, "Ended …" after it. */
export function periodText(t: TFunction, promotion: Pick<PromotionSummary, 'state' | 'startsAt' | 'endsAt'>, formatDate: (iso: string) => string): string {
  // Dates isolated (FSI … PDI): their digits and slashes would otherwise reorder in a right-to-left sentence.
  const start = `\u2068${formatDate(promotion.startsAt)}\u2069`
  const end = promotion.endsAt ? `\u2068${formatDate(promotion.endsAt)}\u2069` : null
  if (promotion.state === 'comingSoon') return t('promotions:period.startsOn', { start })
  if (promotion.state === 'closed' && end) return t('promotions:period.endedOn', { end })
  return end ? t('promotions:period.range', { start, end }) : t('promotions:period.from', { start })
}

/** The rule's lines ("100% of your deposit, up to ฿1,000", the turnover), amounts through `money`. */
export function ruleLines(t: TFunction, rule: PromotionRule, turnoverMultiplier: number, money: (major: string) => string): string[] {
  const lines: string[] = []
  switch (rule.kind) {
    case 'depositMatch':
      lines.push(t('promotions:rules.depositMatch', { percent: rule.percent, cap: money(rule.cap) }))
      if (rule.minDeposit && Number(rule.minDeposit) > 0) lines.push(t('promotions:rules.minDeposit', { amount: money(rule.minDeposit) }))
      break
    case 'fixedBonus':
      lines.push(t('promotions:rules.fixedBonus', { amount: money(rule.amount) }))
      break
    case 'rebate':
      lines.push(t('promotions:rules.rebate', { cap: money(rule.cap) }))
      for (const rate of rule.rates) lines.push(t('promotions:rules.rebateRate', { gameType: t(`promotions:gameTypes.${rate.gameType}`), rate: rate.basisPoints / 100 }))
      break
    case 'mission': {
      const money_ = rule.task === 'deposit' || rule.task === 'validBets'
      const target = `${money_ ? money(rule.target) : rule.target} ${t(`promotions:missionTasks.${rule.task}`)}`
      lines.push(t('promotions:rules.mission', { target, reward: money(rule.reward) }))
      break
    }
    case 'raffle':
      lines.push(t('promotions:rules.raffle', { count: rule.tickets }))
      break
    case 'points':
      lines.push(t('promotions:rules.points', { count: rule.points }))
      break
    case 'none':
      break
  }
  // Turnover belongs to what pays money: a rule of none, points or raffle tickets has none to tell.
  if (rule.kind === 'depositMatch' || rule.kind === 'fixedBonus' || rule.kind === 'mission') {
    lines.push(turnoverMultiplier > 0 ? t('promotions:rules.turnover', { multiplier: turnoverMultiplier }) : t('promotions:rules.noTurnover'))
  }
  return lines
}

/** Who may join, one line per condition ("Every member" when there is none). */
export function eligibilityLines(t: TFunction, eligibility: PromotionEligibilitySummary): string[] {
  const lines: string[] = []
  if (eligibility.newMemberDays) lines.push(t('promotions:eligibility.newMemberDays', { count: eligibility.newMemberDays }))
  if (eligibility.vipRanks?.length) lines.push(t('promotions:eligibility.vipRanks', { ranks: eligibility.vipRanks.join(', ') }))
  if (eligibility.firstDepositOnly) lines.push(t('promotions:eligibility.firstDepositOnly'))
  if (eligibility.depositChannels?.length) lines.push(t('promotions:eligibility.depositChannels', { channels: eligibility.depositChannels.join(', ') }))
  if (eligibility.agentLine) lines.push(t('promotions:eligibility.agentLine'))
  return lines.length ? lines : [t('promotions:eligibility.everyone')]
}
