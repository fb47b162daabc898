import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// Browser chunks: a page used to load some 30 small files (one per icon and shared helper), and on a phone each
// file costs a round trip before the page can hydrate. Group them: the framework in one file, code shared by
// two or more routes or dialogs in a few more; code only one route or dialog uses stays in that one's own chunk.
const clientChunks = {
  groups: [
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
      priority: 3,
    },
    { name: 'vendor', test: /node_modules[\\/]/, minShareCount: 2, priority: 2 },
    { name: 'shared', test: /[\\/]app[\\/]/, minShareCount: 2, priority: 1 },
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
