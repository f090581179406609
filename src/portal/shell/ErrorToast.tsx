import { observer } from 'mobx-react-lite'
import Snackbar from '@mui/material/Snackbar'
import { useTranslation } from 'react-i18next'
import { useRootStore } from '../StoreContext'

/** The root's current error as a short message (namespace `errors`). */
export default observer(function ErrorToast() {
  const root = useRootStore()
  const { t } = useTranslation('errors')
  const toast = root.toast
  return (
    <Snackbar
      open={toast !== null}
      autoHideDuration={6000}
      onClose={() => root.dismissToast()}
      message={toast ? t(toast.messageKey) : ''}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    />
  )
})
