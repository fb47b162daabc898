import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'
import type { ElectionOption } from '../types'
import { InEnglishText } from './in-english-text'

// Who a candidate is, on the ballot, its review and the staff preview: a small round photo (or their
// initials, when staff gave none), their name, and their statement behind a native disclosure, so it
// opens with the keyboard and without JavaScript. Statements are plain text: React writes them as text,
// never as HTML, and the line breaks the candidate typed are kept.

/** The DOM id of a choice's name: the ballot's control is labelled by it alone, not by the photo's alt text. */
export const optionNameId = (optionId: string) => `option-${optionId}-name`

export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word))
  const letters = [words[0], words.length > 1 ? words.at(-1) : undefined].map((word) =>
    word ? ([...word].find((c) => /\p{L}/u.test(c)) ?? '') : '',
  )
  return letters.join('').toUpperCase() || '?'
}

const SIZES = { sm: 'size-8 text-xs', md: 'size-11 text-sm', lg: 'size-16 text-lg' } as const

/** The photo with its alt text, or the initials (decorative: the name is written beside them). */
export function CandidateAvatar({
  option,
  size = 'md',
  alt,
}: {
  option: Pick<ElectionOption, 'label' | 'photo'>
  size?: keyof typeof SIZES
  /** The photo's alt text in the page's language; "Photo of <name>" on staff pages, which are in English. */
  alt?: string
}) {
  const [failed, setFailed] = useState(false)
  const box = cn('shrink-0 rounded-full', SIZES[size])
  if (option.photo && !failed)
    return (
      <img
        src={option.photo}
        alt={alt ?? `Photo of ${option.label}`}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={cn(box, 'border border-line bg-canvas object-cover')}
      />
    )
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'inline-flex items-center justify-center bg-brand-100 font-semibold text-brand-800')}
    >
      {initialsOf(option.label)}
    </span>
  )
}

/** A choice's name as the ballot writes it, with the candidate's photo or initials before it. */
export function CandidateName({ option }: { option: ElectionOption }) {
  const t = useT('vote')
  const name = (
    <span id={optionNameId(option.id)} className="break-words">
      {option.label}
    </span>
  )
  if (option.kind !== 'candidate') return name
  return (
    <span className="flex min-w-0 items-center gap-3">
      <CandidateAvatar option={option} alt={t('candidate.photo', { name: option.label })} />
      {name}
    </span>
  )
}

/** "Read Ana Reyes’s statement", opening the statement in place; nothing when there is none. */
export function CandidateStatement({
  option,
  className = 'ml-11',
}: {
  option: ElectionOption
  /** Where it starts: under the photo of a ballot's choice (the default), or as the page needs. */
  className?: string
}) {
  const t = useT('vote')
  if (option.kind !== 'candidate' || !option.statement) return null
  return (
    <details className={cn('group mt-1 rounded-lg', className)}>
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-md px-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline [&::-webkit-details-marker]:hidden">
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
        />
        {t('candidate.statement', { name: option.label })}
      </summary>
      <p className="mt-1 mb-2 rounded-lg border-l-4 border-brand-200 bg-canvas px-4 py-3 text-ink whitespace-pre-line break-words">
        <InEnglishText item={option} field="statement">
          {option.statement}
        </InEnglishText>
      </p>
    </details>
  )
}

/** The first words of a statement, cut at a word and marked as cut: the review step's reminder. */
export function statementInShort(statement: string, limit = 140): string {
  const flat = statement.replace(/\s+/g, ' ').trim()
  if (flat.length <= limit) return flat
  const cut = flat.slice(0, limit)
  const space = cut.lastIndexOf(' ')
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/** A chosen candidate on the review step: photo, name and the start of their statement. */
export function CandidateInShort({ option }: { option: ElectionOption }) {
  const t = useT('vote')
  return (
    <span className="flex min-w-0 items-start gap-3">
      <CandidateAvatar option={option} size="sm" alt={t('candidate.photo', { name: option.label })} />
      <span className="min-w-0">
        <span className="block break-words">{option.label}</span>
        {option.statement ? (
          <span className="block text-sm break-words text-muted">
            <InEnglishText item={option} field="statement">
              {statementInShort(option.statement)}
            </InEnglishText>
          </span>
        ) : null}
      </span>
    </span>
  )
}
