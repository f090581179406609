import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import FeedbackIcon from '@mui/icons-material/FeedbackOutlined'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { lazyWithRetry } from '../../chunks/lazyWithRetry'
import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'
import { HelpCentreView, helpParams, helpStateOf } from './HelpCentreView'

/** Feedback and complaints: its own chunk with its strings, loaded when the view is opened. */
const FeedbackView = lazyWithRetry(() => import('./FeedbackView'), { namespaces: ['support'] })

/** The address of the help centre's feedback view (`?view=feedback`), on /help and /helpmc alike. */
export const FEEDBACK_VIEW = 'feedback'

/**
 * The help centre (/help; spec section 2): the footer's topic links open it at their topic (`?tag=`); the open article
 * and a search are kept in the address too, so the back button steps through what was read. The member centre's help
 * (/helpmc) is this page too, standalone: its route's `bare` layout has no header, footer or side menu. (One module
 * for both: each lazy page costs the first screen its loader.) `?view=feedback` shows feedback and complaints instead
 * of the topics (pages/support/FeedbackView.tsx), linked from the topics' side.
 */
export default function HelpPage({ route }: RoutePageProps) {
  const [params, setParams] = useSearchParams()
  const { selected, keyword } = helpStateOf(params)
  const feedback = params.get('view') === FEEDBACK_VIEW
  return (
    <PageTitle titleKey={route.titleKey} testId={`route-page-${route.page}`}>
      {feedback ? (
        <Box sx={{ mt: 3 }}>
          <FeedbackView back={<BackToTopics />} />
        </Box>
      ) : (
        <HelpPageBody selected={selected} keyword={keyword} setParams={setParams} />
      )}
    </PageTitle>
  )
}

/** A link of the help centre's side (to the feedback view and back). */
function SideLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minHeight: 44, fontWeight: 600 }}>
      {icon}
      {children}
    </Link>
  )
}

/** The way back from the feedback view, in its own strings (`support`, loaded with it). */
function BackToTopics() {
  const { t } = useTranslation('support')
  return (
    <SideLink to="?" icon={<ArrowBackIcon fontSize="small" aria-hidden="true" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}>
      {t('feedback.back')}
    </SideLink>
  )
}

/** The help centre under a page's title, driven by the address (shared by /help and /helpmc). */
function HelpPageBody({ selected, keyword, setParams }: ReturnType<typeof helpStateOf> & { setParams: ReturnType<typeof useSearchParams>[1] }) {
  const { t } = useTranslation('help')
  return (
    <Box sx={{ mt: 3 }}>
      <HelpCentreView
        selected={selected}
        keyword={keyword}
        onSelect={(next) => setParams(helpParams({ selected: next, keyword }))}
        onSearch={(next) => setParams(helpParams({ selected: {}, keyword: next }))}
        aside={
          <SideLink to={`?view=${FEEDBACK_VIEW}`} icon={<FeedbackIcon fontSize="small" aria-hidden="true" />}>
            {t('feedbackLink')}
          </SideLink>
        }
      />
    </Box>
  )
}
