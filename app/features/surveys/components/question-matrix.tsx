import type { CSSProperties } from 'react'
import { cn } from '~/lib/cn'
import { englishLang } from '../localize'
import { rowField } from '../respond-fields'
import type { QuestionControlProps } from './question-field'

// A matrix: rows answered on one shared scale. Each row is its own fieldset of radio buttons, so a screen
// reader hears the row with each choice. From 640 px the rows line up under one header row like a table;
// on a phone each row is a card with the scale's words beside every button.

export function Matrix({ question, value, onChange, describedBy, invalid }: QuestionControlProps) {
  const rows = question.rows ?? []
  const scale = question.scale ?? []
  const answers =
    value && typeof value === 'object' && !Array.isArray(value) && !('other' in value) ? value : {}
  const columns = { '--matrix-columns': `minmax(8rem, 1.4fr) repeat(${scale.length}, minmax(0, 1fr))` }

  function choose(rowId: string, choiceId: string) {
    onChange({ ...(answers as Record<string, string>), [rowId]: choiceId })
  }

  return (
    <div className="grid gap-3 sm:gap-0" style={columns as CSSProperties}>
      {/* The header row is for the eye only: every button already carries its own words. */}
      <div
        aria-hidden="true"
        className="hidden border-b border-line pb-2 text-center text-sm font-semibold text-muted sm:grid sm:grid-cols-[var(--matrix-columns)] sm:gap-2"
      >
        <span />
        {scale.map((choice) => (
          <span
            key={choice.id}
            lang={englishLang(question.inEnglish, 'scale', choice.id)}
            className="break-words"
          >
            {choice.label}
          </span>
        ))}
      </div>
      {rows.map((row, index) => {
        const chosen = (answers as Record<string, string>)[row.id]
        return (
          <fieldset
            key={row.id}
            aria-describedby={describedBy}
            className={cn(
              'relative min-w-0 rounded-lg border border-line p-3',
              'sm:grid sm:grid-cols-[var(--matrix-columns)] sm:items-center sm:gap-2 sm:rounded-none sm:border-0 sm:border-b sm:px-0 sm:py-2',
              index % 2 === 1 && 'sm:bg-canvas',
            )}
          >
            {/* From 640 px the legend is read, not seen: the row's words sit in the first column instead. */}
            <legend
              lang={englishLang(question.inEnglish, 'rows', row.id)}
              className="float-left w-full font-semibold break-words text-ink sm:sr-only"
            >
              {row.label}
            </legend>
            <span
              aria-hidden="true"
              lang={englishLang(question.inEnglish, 'rows', row.id)}
              className="hidden pl-2 font-semibold break-words text-ink sm:block"
            >
              {row.label}
            </span>
            <div className="clear-both grid gap-2 pt-2 sm:contents">
              {scale.map((choice) => (
                <div key={choice.id} className="sm:flex sm:justify-center">
                  <label
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2',
                      'hover:border-brand-300 hover:bg-brand-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50',
                      'sm:min-w-11 sm:justify-center sm:border-0 sm:bg-transparent sm:px-2',
                    )}
                  >
                    <input
                      type="radio"
                      name={rowField(question.id, row.id)}
                      value={choice.id}
                      checked={chosen === choice.id}
                      onChange={() => choose(row.id, choice.id)}
                      aria-invalid={invalid && !chosen ? true : undefined}
                      className="size-5 shrink-0 accent-brand-700"
                    />
                    <span
                      lang={englishLang(question.inEnglish, 'scale', choice.id)}
                      className="break-words sm:sr-only"
                    >
                      {choice.label}
                    </span>
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        )
      })}
    </div>
  )
}
