import { Link } from 'react-router'
import { StarRatingDisplay } from '~/components/ui/star-rating'
import type { InboxItem } from '../inbox-types'
import { SUBMISSION_KINDS } from '../kinds'
import { StatusBadge } from './status-badge'

const detailPath = (item: InboxItem) => `/staff/submissions/${item.type}/${item.id}`

/** The summary line; feedback's rating shows as stars too, hidden from screen readers, which read the words. */
function Summary({ item }: { item: InboxItem }) {
  return (
    <>
      {item.rating !== null ? (
        <span aria-hidden="true" className="mb-1 flex">
          <StarRatingDisplay value={item.rating} />
        </span>
      ) : null}
      <span className="line-clamp-2">{item.summary}</span>
    </>
  )
}

/** The inbox as a table on wide screens and as a list of cards on a phone. */
export function InboxList({
  items,
  formatTime,
}: {
  items: InboxItem[]
  formatTime: (iso: string) => string
}) {
  if (items.length === 0)
    return (
      <p className="rounded-card border border-dashed border-line bg-white p-8 text-center text-muted">
        No submissions match these filters.
      </p>
    )
  return (
    <>
      <div className="hidden overflow-hidden rounded-card border border-line bg-white shadow-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Submissions, newest first</caption>
          <thead className="bg-canvas text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Reference
              </th>
              <th scope="col" className="px-4 py-3">
                Type
              </th>
              <th scope="col" className="px-4 py-3">
                From
              </th>
              <th scope="col" className="px-4 py-3">
                Summary
              </th>
              <th scope="col" className="px-4 py-3">
                Received
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((item) => (
              <tr key={`${item.type}-${item.id}`} className="align-top hover:bg-brand-50/50">
                <td className="px-4 py-3 font-mono text-sm whitespace-nowrap">
                  <Link
                    to={detailPath(item)}
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {item.reference}
                  </Link>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{SUBMISSION_KINDS[item.type].label}</td>
                <td className="px-4 py-3">
                  <span className="block font-medium text-ink">{item.name ?? 'Anonymous'}</span>
                  {item.email ? <span className="block text-muted">{item.email}</span> : null}
                </td>
                <td className="max-w-xs px-4 py-3 text-muted">
                  <Summary item={item} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-muted">{formatTime(item.createdAt)}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={item.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label="Submissions, newest first">
        {items.map((item) => (
          <li
            key={`${item.type}-${item.id}`}
            className="rounded-card border border-line bg-white p-4 shadow-card"
          >
            <div className="flex items-start justify-between gap-3">
              <Link
                to={detailPath(item)}
                className="font-mono font-semibold text-brand-700 underline underline-offset-2"
              >
                {item.reference}
              </Link>
              <StatusBadge status={item.status} />
            </div>
            <p className="mt-1 text-sm font-semibold text-ink">{SUBMISSION_KINDS[item.type].label}</p>
            <p className="mt-2 text-sm text-ink">
              {item.name ?? 'Anonymous'}
              {item.email ? <span className="block break-all text-muted">{item.email}</span> : null}
            </p>
            <div className="mt-2 text-sm text-muted">
              <Summary item={item} />
            </div>
            <p className="mt-2 text-xs text-muted">{formatTime(item.createdAt)}</p>
          </li>
        ))}
      </ul>
    </>
  )
}
