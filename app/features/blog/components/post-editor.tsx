import { Eye, Pencil } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Field, FormAlert, TextArea, TextInput } from '~/components/ui/form-field'
import { checkFields, type FieldErrors } from '~/lib/field-errors'
import { BlogPostInputSchema, type BlogPostInput } from '../schemas'
import { ArticleBody } from './article-body'

export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string; fieldErrors: FieldErrors }

/** A title as a slug suggestion: "Reserve Studies 101!" -> "reserve-studies-101". */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

type Props = {
  initial: BlogPostInput
  /** A new article suggests its slug from the title until staff edit the slug themselves. */
  isNew: boolean
  saveLabel: string
  onSave: (input: BlogPostInput) => Promise<Outcome<unknown>>
  onPreview: (content: string) => Promise<Outcome<{ html: string }>>
}

/** Staff write an article in Markdown; the preview goes through the server's safe renderer. */
export function PostEditor({ initial, isNew, saveLabel, onSave, onPreview }: Props) {
  const [values, setValues] = useState<BlogPostInput>(initial)
  const [slugTouched, setSlugTouched] = useState(!isNew)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [preview, setPreview] = useState<string | null>(null)

  const set = (field: keyof BlogPostInput) => (value: string) =>
    setValues((v) => ({
      ...v,
      [field]: value,
      ...(field === 'title' && !slugTouched ? { slug: slugFromTitle(value) } : {}),
    }))

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setMessage(null)
    const checked = checkFields(BlogPostInputSchema, values)
    if (!checked.ok) {
      setErrors(checked.fieldErrors)
      if (checked.fieldErrors.content) setPreview(null)
      return setMessage('Some fields need attention. Please check them and try again.')
    }
    setBusy(true)
    const result = await onSave(checked.data)
    setBusy(false)
    if (!result.ok) {
      setErrors(result.fieldErrors)
      if (result.fieldErrors.content) setPreview(null)
      return setMessage(result.message)
    }
    setErrors({})
  }

  async function showPreview() {
    setBusy(true)
    const result = await onPreview(values.content)
    setBusy(false)
    if (result.ok) setPreview(result.data.html)
    else setMessage(result.message)
  }

  return (
    <form noValidate onSubmit={save} className="grid gap-5">
      {message ? <FormAlert>{message}</FormAlert> : null}
      <Field label="Title" name="title" required error={errors.title?.[0]}>
        {(control) => (
          <TextInput {...control} value={values.title} onChange={(e) => set('title')(e.target.value)} />
        )}
      </Field>
      <div className="grid items-start gap-5 sm:grid-cols-[2fr_1fr]">
        <Field
          label="Slug"
          name="slug"
          required
          error={errors.slug?.[0]}
          hint={`The address: /blog/${values.slug || 'your-slug'}`}
        >
          {(control) => (
            <TextInput
              {...control}
              value={values.slug}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => {
                setSlugTouched(true)
                set('slug')(e.target.value)
              }}
            />
          )}
        </Field>
        <Field label="Publication date" name="date" required error={errors.date?.[0]}>
          {(control) => (
            <TextInput
              {...control}
              type="date"
              value={values.date}
              onChange={(e) => set('date')(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field
        label="Excerpt"
        name="excerpt"
        required
        error={errors.excerpt?.[0]}
        hint="One or two sentences for the article list, search results and the feed."
      >
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            value={values.excerpt}
            onChange={(e) => set('excerpt')(e.target.value)}
          />
        )}
      </Field>
      {preview === null ? (
        <Field
          label="Article (Markdown)"
          name="content"
          required
          error={errors.content?.[0]}
          hint="## for a section heading, - for a list, **bold**, *italic*, [text](https://link). HTML is shown as text."
        >
          {(control) => (
            <TextArea
              {...control}
              rows={18}
              className="font-mono text-sm"
              value={values.content}
              onChange={(e) => set('content')(e.target.value)}
            />
          )}
        </Field>
      ) : (
        <section
          aria-labelledby="preview-heading"
          className="rounded-card border border-line bg-white p-5 sm:p-8"
        >
          <h2 id="preview-heading" className="text-sm font-semibold tracking-wide text-rock-600 uppercase">
            Preview
          </h2>
          <p className="mt-3 font-serif text-3xl font-semibold text-brand-900">{values.title}</p>
          <ArticleBody html={preview} className="mt-6" />
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : saveLabel}
        </Button>
        {preview === null ? (
          <Button variant="secondary" disabled={busy} onClick={showPreview}>
            <Eye aria-hidden="true" className="size-4" />
            Preview
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setPreview(null)}>
            <Pencil aria-hidden="true" className="size-4" />
            Back to editing
          </Button>
        )}
      </div>
    </form>
  )
}
