import { Transform } from 'node:stream'
import { earlyTapCaptureScript } from '~/lib/early-tap'

/**
 * The page paints before its JavaScript is fetched.
 *
 * React Router writes a `<link rel="modulepreload">` into <head> for every chunk of the page and ends <body>
 * with the module script that imports them and hydrates. On a phone on a slow connection those downloads
 * compete with the stylesheet and fonts the first paint needs, and the page is readable without them: every
 * page is server-rendered. So the document is rewritten on its way out: the preloads leave <head>, the module
 * script is kept inert (`type="text/plain"`), and a small script starts both as soon as the browser has
 * painted the page's content (its first contentful paint). Hydration follows at once; nothing else changes
 * (issue 3: Lighthouse performance on a phone).
 *
 * Until then a tap on a dialog button would be lost, so with the page's CSP nonce a script that keeps it for
 * the app to replay goes first in <head> (`app/lib/early-tap.ts`, issue 15): ahead of the stylesheet, it runs
 * at once instead of holding the parser until the stylesheet arrives.
 */
export function deferHydration(nonce?: string): Transform {
  let state: 'head' | 'body' | 'done' = 'head'
  let pending = ''
  let preloads: string[] = []
  const decoder = new TextDecoder()
  return new Transform({
    // Strings, not bytes: the markers are ASCII, and decoding with one TextDecoder keeps split characters whole.
    transform(chunk: Buffer, _encoding, callback) {
      if (state === 'done') return callback(null, chunk)
      pending += decoder.decode(chunk, { stream: true })
      callback(null, advance())
    },
    flush(callback) {
      pending += decoder.decode()
      callback(null, pending)
    },
  })

  function advance(): string {
    let out = ''
    if (state === 'head') {
      const end = pending.indexOf('</head>')
      if (end === -1) return out
      const head = takeModulePreloads(pending.slice(0, end))
      preloads = head.hrefs
      out += nonce === undefined ? head.html : withEarlyTapCapture(head.html, nonce)
      pending = pending.slice(end)
      state = 'body'
    }
    const script = findModuleScript(pending)
    if (script === null) {
      // Keep a tail that could hold the start of the script tag; everything before it can go.
      const keep = Math.max(0, pending.length - MAX_TAG_LENGTH)
      out += pending.slice(0, keep)
      pending = pending.slice(keep)
      return out
    }
    if (script.end === -1) {
      out += pending.slice(0, script.start)
      pending = pending.slice(script.start)
      return out
    }
    out +=
      pending.slice(0, script.start) + deferModuleScript(pending.slice(script.start, script.end), preloads)
    pending = pending.slice(script.end)
    out += pending
    pending = ''
    state = 'done'
    return out
  }
}

const MAX_TAG_LENGTH = 200
const PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g
const MODULE_SCRIPT_OPEN = /<script(?: nonce="[^"]*")? type="module"[^>]*>/

/** Removes the modulepreload links from the head, returning their addresses in order. */
export function takeModulePreloads(head: string): { html: string; hrefs: string[] } {
  const hrefs: string[] = []
  const html = head.replace(PRELOAD, (_tag, href: string) => {
    hrefs.push(href)
    return ''
  })
  return { html, hrefs }
}

/** The head with the early-tap script first in it, after the charset declaration when that leads. */
export function withEarlyTapCapture(head: string, nonce: string): string {
  const start = HEAD_START.exec(head)
  if (!start) return head
  const at = start.index + start[0].length
  const script = `<script nonce="${nonce.replaceAll('"', '&quot;')}">${earlyTapCaptureScript()}</script>`
  return head.slice(0, at) + script + head.slice(at)
}

const HEAD_START = /<head>(?:<meta charSet="utf-8"\/>)?/i

/** Where the module script starts and ends in `html` (end -1: not complete yet), or null when not there. */
export function findModuleScript(html: string): { start: number; end: number } | null {
  const open = MODULE_SCRIPT_OPEN.exec(html)
  if (!open) return null
  const close = html.indexOf('</script>', open.index + open[0].length)
  return { start: open.index, end: close === -1 ? -1 : close + '</script>'.length }
}

/** The module script made inert, and the script that runs it with its preloads after the first paint. */
export function deferModuleScript(script: string, preloads: readonly string[]): string {
  const open = MODULE_SCRIPT_OPEN.exec(script)
  if (!open) return script
  const nonce = /nonce="([^"]*)"/.exec(open[0])?.[1]
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`
  const body = script.slice(open[0].length)
  const inert = `<script${nonceAttribute} type="text/plain" id="${INERT_ID}">${body}`
  return `${inert}<script${nonceAttribute}>${starter(preloads)}</script>`
}

const INERT_ID = 'deferred-hydration'

// Runs once: right after the first contentful paint, or after 1.5 s when there is none to wait for (a
// background tab paints nothing; a browser without paint timing never says). The paint is awaited with an
// observer, not a timer, so a page whose timers are paused (a test's fake clock) still hydrates.
function starter(preloads: readonly string[]): string {
  return (
    `(()=>{const p=${JSON.stringify(preloads).replaceAll('<', '\\u003c')};let s=0;const go=()=>{if(s)return;s=1;` +
    `for(const h of p){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}` +
    `const i=document.getElementById("${INERT_ID}"),m=document.createElement("script");m.type="module";` +
    `m.nonce=i.nonce;m.textContent=i.textContent;document.body.append(m)};` +
    `const fcp=(l)=>l.getEntriesByName("first-contentful-paint").length>0;` +
    `if(fcp(performance))go();else try{new PerformanceObserver((l,o)=>{if(fcp(l)){o.disconnect();go()}})` +
    `.observe({type:"paint",buffered:true})}catch{}setTimeout(go,1500)})()`
  )
}
