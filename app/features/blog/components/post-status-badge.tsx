import { cn } from '~/lib/cn'

export function PostStatusBadge({ status }: { status: 'draft' | 'published' }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        status === 'published' ? 'bg-brand-50 text-brand-800' : 'bg-rock-50 text-rock-700',
      )}
    >
      {status === 'published' ? 'Published' : 'Draft'}
    </span>
  )
}
