import { HONEYPOT_FIELD } from '../schemas'

/**
 * The field people never see: off-screen, out of the tab order and hidden from assistive technology.
 * Bots that fill every input fill it, and the endpoint then keeps nothing (submission-intake.server.ts).
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Company website
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  )
}
