import { useNavigation } from 'react-router'
import { Spinner } from '~/components/ui/spinner'
import { useT } from '~/i18n/i18n-provider'

/** While the next page's code or data loads, a spinner labelled "Loading" (spec section 2). */
export function RouteLoading() {
  const navigation = useNavigation()
  const t = useT('shell')
  if (navigation.state !== 'loading') return null
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center">
      <div className="rounded-full bg-white p-2 shadow-float">
        <Spinner label={t('loading')} />
      </div>
    </div>
  )
}
