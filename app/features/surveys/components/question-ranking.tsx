import { ArrowDown, ArrowUp } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button, buttonClasses } from '~/components/ui/button'
import { answerField, keepIntent, moveIntent, moveItem, rankingOrder } from '../respond-fields'
import type { QuestionControlProps } from './question-field'

// A ranking as an ordered list with Move up / Move down buttons: plain buttons, so the keyboard and a
// switch work as well as a mouse, and each move is announced. The order counts as an answer once the
// respondent moves something or keeps the order shown. Without JavaScript the buttons post the form and
// the page comes back with the item moved (respond-fields.ts applyIntent).

export function Ranking({ question, value, onChange, describedBy, hydrated }: QuestionControlProps) {
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
    setSaid(`${labelOf(id)} moved to position ${position} of ${next.length}.`)
    // At the top or bottom the pressed button turns off: keep focus on the item's other button.
    const edge = (by === -1 && position === 1) || (by === 1 && position === next.length)
    if (edge) requestAnimationFrame(() => buttons.current.get(`${id}:${by === -1 ? 'down' : 'up'}`)?.focus())
  }

  function keep() {
    onChange(order)
    setSaid('Order kept as shown.')
  }

  // Server HTML: the buttons submit (no JavaScript); once hydrated they act in place.
  const buttonType = hydrated ? 'button' : 'submit'
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted">
        Put your first choice at the top: use the Move up and Move down buttons on each item.
      </p>
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
              <span className="sr-only">Position {index + 1}: </span>
              {labelOf(id)}
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
                  aria-label={`Move ${labelOf(id)} ${by === -1 ? 'up' : 'down'}`}
                >
                  {by === -1 ? (
                    <ArrowUp aria-hidden="true" className="size-4" />
                  ) : (
                    <ArrowDown aria-hidden="true" className="size-4" />
                  )}
                  <span aria-hidden="true">{by === -1 ? 'Up' : 'Down'}</span>
                </button>
              ))}
            </span>
          </li>
        ))}
      </ol>
      {ranked ? (
        <p className="text-sm text-brand-800">Your order is saved as your answer.</p>
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
            This order is right as shown
          </Button>
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  )
}
