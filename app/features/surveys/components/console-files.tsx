import { Download } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { staffCall, staffDownload } from '~/lib/staff-client'
import type { AttachedFile } from '../file-answers'
import type { Question } from '../types'

// The files respondents attached, for staff and the survey's board: the results only count them, so
// they are read here, one download each.

type Loaded = { files: AttachedFile[] } | { failed: string } | null

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`

export function ConsoleFiles({ surveyId, questions }: { surveyId: string; questions: Question[] }) {
  const [loaded, setLoaded] = useState<Loaded>(null)
  const [status, setStatus] = useState('')
  useEffect(() => {
    void staffCall<{ files: AttachedFile[] }>(
      'GET',
      `/api/surveys/${encodeURIComponent(surveyId)}/files`,
    ).then((answer) => setLoaded(answer.ok ? answer.data : { failed: answer.message }))
  }, [surveyId])

  async function download(file: AttachedFile) {
    setStatus(`Downloading ${file.fileName}…`)
    const path = `/api/surveys/${encodeURIComponent(surveyId)}/files/${file.id}`
    const result = await staffDownload(path)
    setStatus(result.ok ? `Downloaded ${file.fileName}.` : result.message)
  }

  if (!loaded) return <p className="text-sm text-muted">Loading the attached files…</p>
  if ('failed' in loaded) return <p className="text-sm text-rock-700">{loaded.failed}</p>
  if (!loaded.files.length) return <p className="text-sm text-muted">No files attached yet.</p>
  const prompt = (id: string) => questions.find((q) => q.id === id)?.prompt ?? 'A removed question'
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        {loaded.files.map((file) => (
          <li
            key={file.id}
            className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-2"
          >
            <span className="min-w-0 break-words">
              <span className="font-medium">{file.fileName}</span>
              <span className="block text-sm text-muted">
                {prompt(file.questionId)} · {sizeText(file.sizeBytes)} · {file.day}
              </span>
            </span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void download(file)}
              aria-label={`Download ${file.fileName}`}
            >
              <Download aria-hidden="true" className="size-4" />
              Download
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" className="text-sm text-muted empty:hidden">
        {status}
      </p>
    </div>
  )
}
