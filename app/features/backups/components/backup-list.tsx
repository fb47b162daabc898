import { Download } from 'lucide-react'
import { Button } from '~/components/ui/button'
import type { ReactNode } from 'react'
import type { BackupFileJson, BackupRunJson } from '../types'
import { KIND_LABELS } from './kind-labels'

const MB = 1024 * 1024

/** "0.42 MB"; the exact count stays in the element's value. */
function Size({ bytes }: { bytes: number }) {
  const text = bytes > 0 && bytes < MB / 100 ? '< 0.01 MB' : `${(bytes / MB).toFixed(2)} MB`
  return <data value={bytes}>{text}</data>
}

/** Who or what took a backup, from its run (matched by file name); unknown for a file copied in by hand. */
function TakenBy({ run }: { run: BackupRunJson | undefined }) {
  if (!run) return <span className="text-muted">Not recorded</span>
  return (
    <span className="grid justify-items-start gap-1">
      <span className="inline-flex items-center rounded-full border border-brand-200 bg-brand-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">
        {KIND_LABELS[run.kind]}
      </span>
      <span className="break-words text-muted">{run.requestedBy}</span>
    </span>
  )
}

const Checksum = ({ sha256 }: { sha256: string | null }) =>
  sha256 ? (
    <code className="font-mono text-xs break-all text-ink select-all">{sha256}</code>
  ) : (
    <span className="text-muted">No checksum file</span>
  )

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt className="text-xs text-muted">{label}</dt>
    <dd className="min-w-0">{children}</dd>
  </div>
)

type BackupListProps = {
  files: BackupFileJson[]
  runs: BackupRunJson[]
  formatTime: (iso: string) => string
  downloading: string | null
  onDownload: (fileName: string) => void
}

/** The backup files as a table on wide screens and as cards on a phone, newest first. */
export function BackupList({ files, runs, formatTime, downloading, onDownload }: BackupListProps) {
  if (files.length === 0)
    return (
      <p className="rounded-card border border-dashed border-line bg-white p-8 text-center text-muted">
        No backups here yet. Take one with “Back up now”.
      </p>
    )
  const runOf = (file: BackupFileJson) => runs.find((run) => run.fileName === file.fileName)
  const download = (file: BackupFileJson, className?: string) => (
    <Button
      size="sm"
      variant="secondary"
      className={className}
      disabled={downloading !== null}
      aria-label={`Download ${file.fileName}`}
      onClick={() => onDownload(file.fileName)}
    >
      <Download aria-hidden="true" className="size-4" />
      {downloading === file.fileName ? 'Downloading…' : 'Download'}
    </Button>
  )
  const name = (file: BackupFileJson) => (
    <span className="mt-0.5 block font-mono text-xs break-all text-muted">{file.fileName}</span>
  )
  return (
    <>
      <div className="hidden overflow-hidden rounded-card border border-line bg-white shadow-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Backups on this server, newest first</caption>
          <thead className="bg-canvas text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              {['Taken (Utah time)', 'Size', 'SHA-256', 'Taken by'].map((h) => (
                <th key={h} scope="col" className="px-4 py-3">
                  {h}
                </th>
              ))}
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Download</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {files.map((file) => (
              <tr key={file.fileName} className="align-top">
                <td className="px-4 py-3">
                  <span className="whitespace-nowrap text-ink">{formatTime(file.modifiedAt)}</span>
                  {name(file)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                  <Size bytes={file.sizeBytes} />
                </td>
                <td className="max-w-[17rem] px-4 py-3">
                  <Checksum sha256={file.sha256} />
                </td>
                <td className="max-w-[14rem] px-4 py-3">
                  <TakenBy run={runOf(file)} />
                </td>
                <td className="px-4 py-3 text-right">{download(file)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label="Backups on this server, newest first">
        {files.map((file) => (
          <li key={file.fileName} className="rounded-card border border-line bg-white p-4 shadow-card">
            <p className="font-semibold text-ink">{formatTime(file.modifiedAt)}</p>
            {name(file)}
            <dl className="mt-3 grid gap-2 border-t border-line pt-3 text-sm">
              <Field label="Size">
                <Size bytes={file.sizeBytes} />
              </Field>
              <Field label="SHA-256">
                <Checksum sha256={file.sha256} />
              </Field>
              <Field label="Taken by">
                <TakenBy run={runOf(file)} />
              </Field>
            </dl>
            {download(file, 'mt-3 w-full')}
          </li>
        ))}
      </ul>
    </>
  )
}
