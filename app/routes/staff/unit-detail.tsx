import { Pencil } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useNavigate, useRevalidator } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { buttonClasses } from '~/components/ui/button'
import { toast } from '~/components/ui/toast-store'
import { BackLink } from '~/features/communities/components/back-link'
import { DeleteUnitDialog } from '~/features/communities/components/delete-unit-dialog'
import { HistoryList } from '~/features/communities/components/history-list'
import { UnitForm } from '~/features/communities/components/unit-form'
import { UnitView } from '~/features/communities/components/unit-view'
import { useCanEdit } from '~/features/communities/components/use-can-edit'
import type { CommunitySummary, RollEvent, Unit } from '~/features/communities/types'
import { detourFor, formatStaffTime, staffCall, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/unit-detail'

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `${data.unit.label} · ${data.community.name}` : 'Unit')

type UnitAnswer = { unit: Unit; history: RollEvent[]; nextBefore: number | null }

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const base = `/api/communities/${encodeURIComponent(params.id)}`
  const [{ community }, answer] = await Promise.all([
    staffLoad<{ community: CommunitySummary }>(request, base),
    staffLoad<UnitAnswer>(request, `${base}/units/${encodeURIComponent(params.unitId)}`),
  ])
  return { community, ...answer }
}

export default function UnitPage({ loaderData }: Route.ComponentProps) {
  const { community, unit, history, nextBefore } = loaderData
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const canEdit = useCanEdit()
  const [editing, setEditing] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  const back = `/staff/communities/${community.id}`
  const path = `/api/communities/${community.id}/units/${unit.id}`

  // Leaving the form puts the keyboard back on the button that opened it.
  useEffect(() => {
    if (editing || !returnFocus.current) return
    returnFocus.current = false
    editButton.current?.focus()
  }, [editing])
  const close = () => {
    returnFocus.current = true
    setEditing(false)
  }

  async function call(method: string, url: string, body?: unknown) {
    const result = await staffCall<{ unit?: Unit }>(method, url, body)
    const detour = result.ok ? null : detourFor(result)
    if (detour) await navigate(detour)
    return result
  }

  return (
    <StaffPage
      title={unit.label}
      description={`A unit of ${community.name}`}
      actions={<BackLink to={back}>Back to {community.name}</BackLink>}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        {editing ? (
          <Panel title="Edit unit">
            <UnitForm
              unit={unit}
              basis={community.weightBasis}
              submitLabel="Save unit"
              focusFirst
              onCancel={close}
              onSubmit={async (input) => {
                const result = await call('PATCH', path, input)
                if (!result.ok) return result
                toast({ title: `${input.label} saved.` })
                await revalidator.revalidate()
                close()
                return { ok: true }
              }}
            />
          </Panel>
        ) : (
          <Panel title="Unit">
            <UnitView
              unit={unit}
              weightLabel={community.weightBasis === 'percentage' ? 'Interest (percent)' : 'Vote weight'}
            />
            {canEdit ? (
              <div className="mt-5 flex flex-wrap gap-2 border-t border-line pt-4">
                <button
                  ref={editButton}
                  type="button"
                  onClick={() => setEditing(true)}
                  className={buttonClasses('secondary', 'sm')}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit unit
                </button>
                <DeleteUnitDialog
                  label={unit.label}
                  onDelete={async (acknowledgeTotal) => {
                    const result = await call(
                      'DELETE',
                      acknowledgeTotal ? `${path}?acknowledgeTotal=1` : path,
                    )
                    if (!result.ok) return result
                    toast({ title: `${unit.label} deleted.` })
                    await navigate(back)
                    return { ok: true }
                  }}
                />
              </div>
            ) : null}
          </Panel>
        )}
        <Panel title="History of this unit">
          <HistoryList
            events={history}
            formatTime={formatStaffTime}
            label="Changes to this unit, newest first"
          />
          {nextBefore !== null ? (
            <p className="mt-3 text-sm text-muted">Older changes are in the community’s history.</p>
          ) : null}
        </Panel>
      </div>
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
