import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import { useNavigate } from 'react-router-dom'
import { HelpDialog } from '../../components/help/HelpDialog'
import type { HelpSelection } from '../../components/help/HelpCentre'
import { PATHS } from '../../config/paths'
import { HelpCentreView } from '../pages/support/HelpCentreView'
import { useRootStore } from '../StoreContext'

/**
 * The help-centre modal (spec section 2 "Modals"): the help centre over the page, opened with
 * `modals.open('helpCentre')`; closing it returns to the home page, as the spec says.
 */
export default observer(function HelpCentreModal() {
  const { modals } = useRootStore()
  const navigate = useNavigate()
  const [selected, setSelected] = useState<HelpSelection>({})
  const [keyword, setKeyword] = useState('')
  return (
    <HelpDialog
      open
      onClose={() => {
        modals.close('helpCentre')
        void navigate(PATHS.home)
      }}
    >
      <HelpCentreView
        selected={selected}
        onSelect={setSelected}
        keyword={keyword}
        onSearch={(next) => {
          setKeyword(next)
          setSelected({})
        }}
      />
    </HelpDialog>
  )
})
