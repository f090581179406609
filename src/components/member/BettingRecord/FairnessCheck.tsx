import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ErrorIcon from '@mui/icons-material/Error'
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import { Code, Facts, Section } from './detailParts'
import { verifyRound, type FairnessVerdict, type Rederived } from './fairness'
import type { RoundResult } from './roundResult'

const MATCHES: Record<Rederived, string> = {
  crashPoint: tKey('member:bettingRecord.detail.fairness.matches.crashPoint'),
  roll: tKey('member:bettingRecord.detail.fairness.matches.roll'),
  cards: tKey('member:bettingRecord.detail.fairness.matches.cards'),
  reelStops: tKey('member:bettingRecord.detail.fairness.matches.reelStops'),
}
const DIFFERS: Record<Rederived, string> = {
  crashPoint: tKey('member:bettingRecord.detail.fairness.differs.crashPoint'),
  roll: tKey('member:bettingRecord.detail.fairness.differs.roll'),
  cards: tKey('member:bettingRecord.detail.fairness.differs.cards'),
  reelStops: tKey('member:bettingRecord.detail.fairness.differs.reelStops'),
}

type Check = { state: 'checking' } | { state: 'unavailable' } | { state: 'done'; verdict: FairnessVerdict }

/** One finding of the check: passed, failed or waiting, said in words (the icon only shows it). */
function Finding({ tone, children }: { tone: 'pass' | 'fail' | 'wait'; children: string }) {
  const Icon = tone === 'pass' ? CheckCircleIcon : tone === 'fail' ? ErrorIcon : HourglassEmptyIcon
  return (
    <Box component="li" data-finding={tone} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, typography: 'body2' }}>
      <Icon aria-hidden="true" fontSize="small" sx={{ mt: '1px', color: tone === 'pass' ? 'success.main' : tone === 'fail' ? 'error.main' : 'text.secondary' }} />
      <span>{children}</span>
    </Box>
  )
}

/**
 * A house round's fairness: the hash published before the bet, the seed revealed with the result, and the check the
 * member's browser runs on them (Web Crypto: the seed's SHA-256 against the hash, then the outcome drawn again from
 * the seed), saying what it drew again and what it did not. Nothing for a round without a commitment.
 */
export function FairnessCheck({ result }: { result: RoundResult }) {
  const { t } = useTranslation('member')
  const fairness = result.kind === 'generic' || result.kind === 'sports' ? null : result.fairness
  const [check, setCheck] = useState<Check>({ state: 'checking' })
  useEffect(() => {
    if (!fairness?.seed) return
    let current = true
    setCheck({ state: 'checking' })
    // Web Crypto is missing outside a secure context: the check says it could not run rather than fail the round.
    const run = globalThis.crypto?.subtle ? verifyRound(result) : Promise.reject(new Error('no Web Crypto'))
    run.then(
      (verdict) => current && setCheck(verdict ? { state: 'done', verdict } : { state: 'unavailable' }),
      () => current && setCheck({ state: 'unavailable' }),
    )
    return () => {
      current = false
    }
  }, [result, fairness?.seed])
  if (!fairness) return null

  const findings: { tone: 'pass' | 'fail' | 'wait'; text: string }[] = []
  if (!fairness.seed) findings.push({ tone: 'wait', text: t('bettingRecord.detail.fairness.notYet') })
  else if (check.state === 'checking') findings.push({ tone: 'wait', text: t('bettingRecord.detail.fairness.checking') })
  else if (check.state === 'unavailable') findings.push({ tone: 'wait', text: t('bettingRecord.detail.fairness.unavailable') })
  else {
    const { hashMatches, rederived, outcomeMatches } = check.verdict
    findings.push({ tone: hashMatches ? 'pass' : 'fail', text: t(hashMatches ? 'bettingRecord.detail.fairness.hashMatches' : 'bettingRecord.detail.fairness.hashDiffers') })
    if (rederived === null) findings.push({ tone: 'wait', text: t('bettingRecord.detail.fairness.notRederived') })
    else findings.push({ tone: outcomeMatches ? 'pass' : 'fail', text: t(outcomeMatches ? MATCHES[rederived] : DIFFERS[rederived]) })
    if (rederived === 'reelStops') findings.push({ tone: 'wait', text: t('bettingRecord.detail.fairness.slotsNote') })
  }

  return (
    <Section title={t('bettingRecord.detail.fairness.title')}>
      <Facts
        items={[
          [t('bettingRecord.detail.fairness.seedHash'), <Code key="hash">{fairness.seedHash}</Code>],
          [t('bettingRecord.detail.fairness.seed'), fairness.seed ? <Code key="seed">{fairness.seed}</Code> : t('bettingRecord.detail.fairness.seedHidden')],
        ]}
      />
      <Box role="status" aria-live="polite" aria-label={t('bettingRecord.detail.fairness.title')}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          {findings.map((finding) => (
            <Finding key={finding.text} tone={finding.tone}>
              {finding.text}
            </Finding>
          ))}
        </Box>
      </Box>
    </Section>
  )
}
