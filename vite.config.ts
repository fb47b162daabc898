import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// Browser chunks: a page used to load some 30 small files (one per icon and shared helper), and on a phone each
// file costs a round trip before the page can hydrate. Group them: the framework in one file, code shared by
// two or more routes or dialogs in a few more; code only one route or dialog uses stays in that one's own chunk.
// Forms (Zod, the schemas, the form parts) and what is built on them (the law tool, the blog editor, the back
// office, with its decimal weights and Utah local times) stay out of the shared chunks: left to the bundler's own splitting, they load only with a page or
// dialog that uses them. In the one shared chunk they were a third of the home page's start-up script time.
const onDemand =
  /[\\/](node_modules[\\/]zod|app[\\/](features[\\/](law|blog|staff|submissions|mail)|features[\\/][^\\/]+[\\/]schemas|components[\\/]staff|lib[\\/](zod|text-fields|form-submit|field-errors|staff-client|decimal|utah-local-time)|components[\\/]ui[\\/](form-field|star-rating|dialog|checkbox-field|radio-group)))/

// Only the site's own parts (components, content, helpers) are shared. A feature's code (elections, surveys, the
// rolls) shared by its own pages is left to the bundler, so a marketing page never loads it.
const marketingCode = /[\\/]app[\\/](components|content|lib|dialogs\.ts)/
// Sections and texts of a page and its dialog (the privacy policy, the story, the services, the law assistant's
// topic summaries, the print layout of reports and certificates) go with them: in the shared chunk every page
// paid for every other page's words.
const pageContent =
  /[\\/]app[\\/](content[\\/](legal|story|switching|services|portal|rental-registration|faq|reasons|testimonials|cities|law-topics[\w-]*)|components[\\/](services|company|contact|legal|print-document))[\\/.]/

// Radix and what it brings (scroll lock, focus guards) serve dialogs, toasts and tabs, which all load on demand:
// kept in a chunk of their own, a page fetches them only when it first opens one (issue 16).
const radix =
  /node_modules[\\/](@radix-ui|radix-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|tslib|get-nonce|detect-node-es)[\\/]/

const clientChunks = {
  groups: [
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
      priority: 4,
    },
    { name: 'radix', test: radix, priority: 3 },
    {
      name: 'vendor',
      test: (id: string) => /node_modules/.test(id) && !onDemand.test(id) && !radix.test(id),
      minShareCount: 2,
      priority: 2,
    },
    {
      name: 'shared',
      test: (id: string) => marketingCode.test(id) && !onDemand.test(id) && !pageContent.test(id),
      minShareCount: 2,
      priority: 1,
    },
  ],
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: clientChunks } },
  },
}))
