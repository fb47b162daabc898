import { ArrowLeft, ArrowRight, CalendarDays } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { DialogProps } from '~/components/dialog-host'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { getJson } from '~/lib/api-client'
import { formatPostDate } from '../format'
import type { PublicBlogPost } from '../schemas'
import { ArticleBody } from './article-body'

// Spec section 2, "Blog dialog", and section 7: GET /api/blog-posts is fetched when the dialog opens.
export const LOADING_TEXT = 'Loading articles...'
export const EMPTY_TEXT = 'No articles available at this time.'
export const ERROR_TEXT = 'We could not load the articles. Please check your connection and try again.'

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; posts: PublicBlogPost[] }

const quietLink =
  'inline-flex items-center gap-2 rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline'

export default function BlogDialog({ open, onOpenChange }: DialogProps) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [chosen, setChosen] = useState<string | null>(null)
  const lastChosen = useRef<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const listRef = useRef<HTMLUListElement>(null)

  const [attempt, setAttempt] = useState(0)
  // Every opening starts again from the list, with fresh articles (React's "adjust state on a prop change").
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) {
      setState({ kind: 'loading' })
      setChosen(null)
    }
  }

  useEffect(() => {
    if (!open) return
    let live = true
    getJson<{ posts: PublicBlogPost[] }>('/api/blog-posts')
      .then((answer) => live && setState({ kind: 'ready', posts: answer?.posts ?? [] }))
      .catch(() => live && setState({ kind: 'error' }))
    return () => {
      live = false
    }
  }, [open, attempt])

  const retry = () => {
    setState({ kind: 'loading' })
    setAttempt((n) => n + 1)
  }

  const post = state.kind === 'ready' ? state.posts.find((p) => p.slug === chosen) : undefined

  useEffect(() => {
    if (post) headingRef.current?.focus()
    else if (lastChosen.current)
      listRef.current?.querySelector<HTMLButtonElement>(`[data-slug="${lastChosen.current}"]`)?.focus()
  }, [post])

  const close = () => onOpenChange(false)

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title="Blog"
        description="Guides for Utah HOA boards and homeowners from our managers."
      >
        {state.kind === 'loading' ? (
          <p role="status" className="py-6 text-muted">
            {LOADING_TEXT}
          </p>
        ) : state.kind === 'error' ? (
          <div role="alert" className="grid justify-items-start gap-4 py-4">
            <p className="text-ink">{ERROR_TEXT}</p>
            <Button variant="secondary" size="sm" onClick={retry}>
              Try again
            </Button>
          </div>
        ) : state.posts.length === 0 ? (
          <p className="py-6 text-muted">{EMPTY_TEXT}</p>
        ) : post ? (
          <article aria-labelledby="blog-dialog-article">
            <button type="button" className={quietLink} onClick={() => setChosen(null)}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to articles
            </button>
            <h3
              id="blog-dialog-article"
              ref={headingRef}
              tabIndex={-1}
              className="mt-5 text-2xl font-semibold focus:outline-none"
            >
              {post.title}
            </h3>
            <p className="mt-2 flex items-center gap-2 text-sm text-muted">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={post.date}>{formatPostDate(post.date)}</time>
            </p>
            <ArticleBody html={post.html} size="compact" className="mt-6" />
            <div className="mt-8 flex flex-wrap gap-x-6 gap-y-3 border-t border-line pt-5">
              <button type="button" className={quietLink} onClick={() => setChosen(null)}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                Back to articles
              </button>
              <Link to={`/blog/${post.slug}`} onClick={close} className={quietLink}>
                Open as a page
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </article>
        ) : (
          <ul ref={listRef} className="grid gap-3" aria-label="Articles">
            {state.posts.map((item) => (
              <li key={item.slug}>
                <button
                  type="button"
                  data-slug={item.slug}
                  onClick={() => {
                    lastChosen.current = item.slug
                    setChosen(item.slug)
                  }}
                  className="w-full rounded-card border border-line bg-white p-4 text-left transition hover:border-brand-300 hover:bg-brand-50"
                >
                  <span className="block font-serif text-lg font-semibold text-brand-900">{item.title}</span>
                  <span className="mt-1 block text-sm text-muted">
                    <time dateTime={item.date}>{formatPostDate(item.date)}</time>
                  </span>
                  <span className="mt-2 block text-sm text-muted">{item.excerpt}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  )
}
