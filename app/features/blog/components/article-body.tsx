import { cn } from '~/lib/cn'

/**
 * An article's body. `html` comes only from renderMarkdown (markdown.server.ts), which escapes raw HTML
 * and passes the result through an allow-list sanitiser, so it is safe to insert. One type scale: body
 * text at lg, h2 at 2xl, h3 at xl, the same steps the rest of the site uses.
 */
export function ArticleBody({
  html,
  size = 'page',
  className,
}: {
  html: string
  /** `compact` inside a dialog: body text one step down (base), the same headings. */
  size?: 'page' | 'compact'
  className?: string
}) {
  return (
    <div
      className={cn(
        'max-w-prose text-ink',
        size === 'page' ? 'text-lg leading-8' : 'text-base leading-7',
        '[&>*+*]:mt-5 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold',
        '[&_h4]:mt-6 [&_h4]:font-sans [&_h4]:font-semibold [&_h4]:text-brand-900',
        '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1',
        '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900',
        '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-5 [&_blockquote]:text-muted',
        '[&_code]:rounded [&_code]:bg-canvas [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base',
        '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-canvas [&_pre]:p-4',
        '[&_strong]:font-semibold [&_hr]:border-line',
        '[&_table]:w-full [&_table]:text-base [&_td]:border-b [&_td]:border-line [&_td]:py-2 [&_th]:text-left',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
