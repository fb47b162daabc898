import { ArrowDown, ArrowUp } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button, buttonClasses } from '~/components/ui/button'
import { useT } from '~/i18n/i18n-provider'
import { englishLang } from '../localize'
import { answerField, keepIntent, moveIntent, moveItem, rankingOrder } from '../respond-fields'
import type { QuestionControlProps } from './question-field'

// A ranking as an ordered list with Move up / Move down buttons: plain buttons, so the keyboard and a
// switch work as well as a mouse, and each move is announced. The order counts as an answer once the
// respondent moves something or keeps the order shown. Without JavaScript the buttons post the form and
// the page comes back with the item moved (respond-fields.ts applyIntent).

export function Ranking({ question, value, onChange, describedBy, hydrated }: QuestionControlProps) {
  const t = useT('survey')
  const options = question.options ?? []
  const order = rankingOrder(question, value)
  const ranked = Array.isArray(value)
  const [said, setSaid] = useState('')
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const labelOf = (id: string) => options.find((option) => option.id === id)?.label ?? id

  function move(id: string, by: -1 | 1) {
    const next = moveItem(order, id, by)
    onChange(next)
    const position = next.indexOf(id) + 1
    setSaid(t('ranking.moved', { label: labelOf(id), position, total: next.length }))
    // At the top or bottom the pressed button turns off: keep focus on the item's other button.
    const edge = (by === -1 && position === 1) || (by === 1 && position === next.length)
    if (edge) requestAnimationFrame(() => buttons.current.get(`${id}:${by === -1 ? 'down' : 'up'}`)?.focus())
  }

  function keep() {
    onChange(order)
    setSaid(t('ranking.kept'))
  }

  // Server HTML: the buttons submit (no JavaScript); once hydrated they act in place.
  const buttonType = hydrated ? 'button' : 'submit'
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted">{t('ranking.how')}</p>
      <ol className="grid gap-2" aria-describedby={describedBy}>
        {order.map((id, index) => (
          <li
            key={id}
            className="flex flex-wrap items-center gap-2 rounded-lg border border-line bg-white px-3 py-2 sm:flex-nowrap"
          >
            <span className="w-7 shrink-0 text-lg font-semibold text-brand-700" aria-hidden="true">
              {index + 1}.
            </span>
            <span className="min-w-0 flex-1 break-words">
              <span className="sr-only">{t('ranking.position', { position: index + 1 })}</span>
              <span lang={englishLang(question.inEnglish, 'options', id)}>{labelOf(id)}</span>
            </span>
            {ranked ? <input type="hidden" name={answerField(question.id)} value={id} /> : null}
            <span className="flex shrink-0 gap-1">
              {([-1, 1] as const).map((by) => (
                <button
                  key={by}
                  ref={(node) => {
                    const key = `${id}:${by === -1 ? 'up' : 'down'}`
                    if (node) buttons.current.set(key, node)
                    else buttons.current.delete(key)
                  }}
                  type={buttonType}
                  name="intent"
                  value={moveIntent(question.id, id, by)}
                  className={buttonClasses('secondary', 'sm')}
                  disabled={by === -1 ? index === 0 : index === order.length - 1}
                  onClick={(event) => {
                    if (!hydrated) return
                    event.preventDefault()
                    move(id, by)
                  }}
                  aria-label={t(by === -1 ? 'ranking.moveUp' : 'ranking.moveDown', { label: labelOf(id) })}
                >
                  {by === -1 ? (
                    <ArrowUp aria-hidden="true" className="size-4" />
                  ) : (
                    <ArrowDown aria-hidden="true" className="size-4" />
                  )}
                  <span aria-hidden="true">{t(by === -1 ? 'ranking.up' : 'ranking.down')}</span>
                </button>
              ))}
            </span>
          </li>
        ))}
      </ol>
      {ranked ? (
        <p className="text-sm text-brand-800">{t('ranking.saved')}</p>
      ) : (
        <p>
          <Button
            type={buttonType}
            name="intent"
            value={keepIntent(question.id)}
            variant="ghost"
            size="sm"
            onClick={(event) => {
              if (!hydrated) return
              event.preventDefault()
              keep()
            }}
          >
            {t('ranking.keep')}
          </Button>
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  )
}
