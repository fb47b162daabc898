import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// Browser chunks: a page used to load some 30 small files (one per icon and shared helper), and on a phone each
// file costs a round trip before the page can hydrate. Group them: the framework in one file, code shared by
// two or more routes or dialogs in a few more; code only one route or dialog uses stays in that one's own chunk.
// Forms (Zod, the schemas, the form parts) and what is built on them (the law tool, the blog editor, the back
// office) stay out of the shared chunks: left to the bundler's own splitting, they load only with a page or
// dialog that uses them. In the one shared chunk they were a third of the home page's start-up script time.
const onDemand =
  /[\\/](node_modules[\\/]zod|app[\\/](features[\\/](law|blog|staff|submissions|mail)|features[\\/][^\\/]+[\\/]schemas|components[\\/]staff|lib[\\/](zod|form-submit|field-errors|staff-client)|components[\\/]ui[\\/](form-field|star-rating)))/

const clientChunks = {
  groups: [
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
      priority: 3,
    },
    {
      name: 'vendor',
      test: (id: string) => /node_modules/.test(id) && !onDemand.test(id),
      minShareCount: 2,
      priority: 2,
    },
    {
      name: 'shared',
      test: (id: string) => /[\\/]app[\\/]/.test(id) && !onDemand.test(id),
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
