import type { ReactNode } from 'react'
import { useT } from '~/i18n/i18n-provider'
import { shownInEnglish } from '../localized'

/**
 * An election's own words where staff gave no translation: on a page in another language the English text
 * keeps `lang="en"` (so a screen reader reads it in English) and a small note says it is in English only.
 */
export function InEnglishText({
  item,
  field,
  children,
}: {
  item: { inEnglish?: readonly string[] }
  field: string
  children: ReactNode
}) {
  const t = useT('vote')
  if (!shownInEnglish(item, field)) return <>{children}</>
  return (
    <>
      <span lang="en">{children}</span>{' '}
      <span className="text-sm font-normal text-muted">{t('inEnglishOnly')}</span>
    </>
  )
}
