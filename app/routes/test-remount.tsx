import { useCallback, useState } from 'react'
import { RemountProbes, type MountReport } from '~/components/diagnostics/remount-probes'
import { Button } from '~/components/ui/button'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/test-remount'

// A diagnostics page (spec section 2, /test-remount): kept out of the sitemap and out of search results.
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Remount diagnostics',
    description: 'Checks that dialogs and forms start with fresh state each time they are mounted.',
    path: '/test-remount',
    origin: matches[0].loaderData?.origin ?? '',
    noindex: true,
  })
}

export default function TestRemount() {
  const [mounted, setMounted] = useState(true)
  const [generation, setGeneration] = useState(1)
  const [reports, setReports] = useState<MountReport[]>([])
  const record = useCallback(
    (report: MountReport) => setReports((list) => [report, ...list].slice(0, 10)),
    [],
  )
  const mount = () => {
    setGeneration((g) => g + 1)
    setMounted(true)
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold">Remount diagnostics</h1>
      <p className="mt-3 max-w-2xl text-muted">
        Type in the form or count clicks in the dialog, then unmount and mount again, or remount. Each new
        mount must start fresh: an empty form and a closed dialog with its counter at zero.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {mounted ? (
          <Button variant="secondary" onClick={() => setMounted(false)}>
            Unmount
          </Button>
        ) : (
          <Button onClick={mount}>Mount</Button>
        )}
        <Button onClick={mount}>Remount</Button>
      </div>
      <p className="mt-4 text-sm font-medium" aria-live="polite">
        {mounted ? `Mounted (mount #${generation})` : 'Unmounted'}
      </p>
      <div className="mt-6">
        {mounted ? <RemountProbes key={generation} generation={generation} onMount={record} /> : null}
      </div>
      <section aria-labelledby="mount-log" className="mt-10">
        <h2 id="mount-log" className="text-xl font-semibold">
          Mount log
        </h2>
        <ol className="mt-3 space-y-1 text-sm">
          {reports.map((r) => (
            <li key={r.generation}>
              Mount #{r.generation}: form {r.formEmpty ? 'empty' : 'NOT empty'}, dialog{' '}
              {r.dialogClosed ? 'closed' : 'NOT closed'}, counter {r.clicks} —{' '}
              <strong>{r.formEmpty && r.dialogClosed && r.clicks === 0 ? 'fresh' : 'stale state'}</strong>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
