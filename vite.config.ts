import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  server: { port: 3000 },
  plugins: [
    tanstackStart({ srcDirectory: 'app' }),
    // The React plugin must come after Start's plugin so Start's transforms run first.
    viteReact(),
  ],
})
