// The files context as one fastify plugin: uploads (POST /api/file/upload) and, on local storage, /uploads/*.
import fs from 'node:fs'
import fp from 'fastify-plugin'
import type { FilesContext } from './context'
import { uploadRoutes } from './routes'
import { serveUploads } from './serve-uploads'

export const filesContext = fp<FilesContext>(
  async (app, ctx) => {
    uploadRoutes(app, ctx)
    const { localRoot } = ctx.storage
    if (localRoot) {
      fs.mkdirSync(localRoot, { recursive: true })
      await serveUploads(app, localRoot)
    }
  },
  { name: 'files' }
)
