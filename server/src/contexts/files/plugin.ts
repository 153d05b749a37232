// The files context as one fastify plugin: uploads (POST /api/file/upload) and, on local storage, /uploads/*.
import fs from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import type { FilesContext } from './context'
import { uploadRoutes } from './routes'
import { serveUploads } from './serve-uploads'

export const filesContext = fp<FilesContext>(
  async (app, ctx) => {
    const { db, storage, config } = ctx
    const tmpDir = path.join(config.dataDir, 'tmp')
    await app.register(uploadRoutes({ db, storage, tmpDir, maxBytes: config.uploadMaxBytes }))
    if (storage.localRoot) {
      fs.mkdirSync(storage.localRoot, { recursive: true })
      await serveUploads(app, storage.localRoot)
    }
  },
  { name: 'files' }
)
