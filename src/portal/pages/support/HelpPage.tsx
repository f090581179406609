import Box from '@mui/material/Box'
import { useSearchParams } from 'react-router-dom'
import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'
import { HelpCentreView, helpParams, helpStateOf } from './HelpCentreView'

/**
 * The help centre (/help; spec section 2): the footer's topic links open it at their topic (`?tag=`); the open article
 * and a search are kept in the address too, so the back button steps through what was read. The member centre's help
 * (/helpmc) is this page too, standalone: its route's `bare` layout has no header, footer or side menu. (One module
 * for both: each lazy page costs the first screen its loader.)
 */
export default function HelpPage({ route }: RoutePageProps) {
  const [params, setParams] = useSearchParams()
  const { selected, keyword } = helpStateOf(params)
  return (
    <PageTitle titleKey={route.titleKey} testId={`route-page-${route.page}`}>
      <HelpPageBody selected={selected} keyword={keyword} setParams={setParams} />
    </PageTitle>
  )
}

/** The help centre under a page's title, driven by the address (shared by /help and /helpmc). */
function HelpPageBody({ selected, keyword, setParams }: ReturnType<typeof helpStateOf> & { setParams: ReturnType<typeof useSearchParams>[1] }) {
  return (
    <Box sx={{ mt: 3 }}>
      <HelpCentreView
        selected={selected}
        keyword={keyword}
        onSelect={(next) => setParams(helpParams({ selected: next, keyword }))}
        onSearch={(next) => setParams(helpParams({ selected: {}, keyword: next }))}
      />
    </Box>
  )
}
