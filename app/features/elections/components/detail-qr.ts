import { useEffect, useState } from 'react'

/**
 * QR codes of the notices' links as SVG, drawn in the browser (the qrcode package is loaded on this page
 * only). Error correction M survives a smudged or folded letter. Markup comes from the package, never text.
 */
export function useQrCodes(links: string[]): Record<string, string> {
  const [codes, setCodes] = useState<Record<string, string>>({})
  const key = links.join('\n')
  useEffect(() => {
    if (!key) return
    let live = true
    void import('qrcode').then(async ({ default: QRCode }) => {
      const entries = await Promise.all(
        key
          .split('\n')
          .map(
            async (link) =>
              [link, await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M' })] as const,
          ),
      )
      if (live) setCodes(Object.fromEntries(entries))
    })
    return () => {
      live = false
    }
  }, [key])
  return codes
}
