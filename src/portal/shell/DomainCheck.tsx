/** The unknown-host page (spec section 8, domain_check_failed): a lazy chunk, shown before any route exists. */
import type { DomainCheckPageProps } from '../../components/status/DomainCheckPage'
import { lazyWithRetry } from '../chunks/lazyWithRetry'

export const DomainCheckPage = lazyWithRetry<DomainCheckPageProps>(
  () => import('../../components/status/DomainCheckPage').then((m) => ({ default: m.DomainCheckPage })),
  { fullPage: true },
)
