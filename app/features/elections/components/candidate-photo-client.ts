import { useEffect, useState } from 'react'
import { readToken } from '~/lib/staff-client'
import type { Contest } from '../types'

// Staff see a draft's photos before anyone else may: an <img> cannot send the bearer token, so the console
// fetches each photo with it and shows it from a blob: address (the site's policy allows blob: images).

/** The photo as a blob: address, or null when it cannot be had. */
export async function staffPhotoUrl(path: string): Promise<string | null> {
  const token = readToken()
  try {
    const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
    return response.ok ? URL.createObjectURL(await response.blob()) : null
  } catch {
    return null
  }
}

/** The contests with each photo at an address staff can see (for the preview of a draft). */
export async function withStaffPhotos(contests: Contest[]): Promise<Contest[]> {
  return Promise.all(
    contests.map(async (contest) => ({
      ...contest,
      options: await Promise.all(
        contest.options.map(async (option) =>
          option.photo ? { ...option, photo: await staffPhotoUrl(option.photo) } : option,
        ),
      ),
    })),
  )
}

/** One photo for as long as a component shows it; the blob: address is released afterwards. */
export function useStaffPhoto(path: string | null | undefined): string | null {
  // The address loaded for a path: a new path shows nothing until its own photo arrives.
  const [loaded, setLoaded] = useState<{ path: string; url: string | null } | null>(null)
  useEffect(() => {
    if (!path) return
    let current: string | null = null
    let live = true
    void staffPhotoUrl(path).then((url) => {
      current = url
      if (live) setLoaded({ path, url })
      else if (url) URL.revokeObjectURL(url)
    })
    return () => {
      live = false
      if (current) URL.revokeObjectURL(current)
    }
  }, [path])
  return path && loaded?.path === path ? loaded.url : null
}
