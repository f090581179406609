import { useSearchParams } from 'react-router-dom'
import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'
import { DEFAULT_MEMBER_PAGE } from '../../routes/routeTable'

/**
 * Member centre, opened on a page key (`?page=`, default securityCenter, spec section 9): not built yet; until it
 * is, its title, with the page key it was asked for on the section.
 */
export default function MemberPage({ route }: RoutePageProps) {
  const [params] = useSearchParams()
  const pageKey = params.get('page') || DEFAULT_MEMBER_PAGE
  return (
    <div data-member-page={pageKey}>
      <PageTitle titleKey={route.titleKey} testId="route-page-member" />
    </div>
  )
}
