import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { uploads } from '../../../server/src/db/schema'
import { fileUpload, multipartBody, PNG_1PX } from '../helpers/multipart'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { uploadFile } from '@contract/files/endpoints'
import { callApiRaw } from '../helpers/contract'

// A 4 KB image cap keeps the oversize test small; the real caps are in types/files/shapes.ts.
const SMALL_CAP_MB = String(4 / 1024)

let t: TestApp
let token: string
let userId: number
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_IMAGE_MB: SMALL_CAP_MB })
  ;({ id: userId, token } = await t.createUser())
})
afterAll(() => t.close())

function upload(body: { payload: Buffer; headers: Record<string, string> }, query = '', auth: string | null = token) {
  return callApiRaw(t.app, uploadFile, { query, body: body.payload, headers: body.headers, token: auth ?? undefined, ip: '127.0.0.1' })
}

describe('POST /api/file/upload', () => {
  it('stores a PNG under a random name and answers its path, url, size and type', async () => {
    const res = await upload(fileUpload(PNG_1PX, 'my photo.png'))
    expect(res.statusCode).toBe(200)
    const { status, data } = res.json()
    expect(status).toBe(1)
    expect(data.path).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/)
    expect(data).toMatchObject({ url: data.path, size: PNG_1PX.length, mime: 'image/png' })
    expect(fs.readFileSync(path.join(t.config.uploadsDir, data.path.slice('/uploads/'.length)))).toEqual(PNG_1PX)
    const [row] = await t.db.select().from(uploads).where(eq(uploads.path, data.path))
    expect(row).toMatchObject({ userId, mime: 'image/png', size: PNG_1PX.length, kind: 'image' })
  })

  it('serves the stored file at its path with its content type, nosniff and a long cache', async () => {
    const { data } = (await upload(fileUpload(PNG_1PX))).json()
    const res = await t.app.inject({ method: 'GET', url: data.path })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['cache-control']).toContain('immutable')
    expect(res.rawPayload).toEqual(PNG_1PX)
  })

  it('decides the type by content: text named .png is refused with a clear message', async () => {
    const res = await upload(fileUpload('just some text, not an image', 'fake.png', 'image/png'))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 0,
      code: 'UNSUPPORTED_FILE',
      message: '只能上传 JPG、PNG、GIF、WebP 格式的图片',
      data: null
    })
  })

  it('refuses SVG and HTML whatever they are called', async () => {
    const svg = await upload(fileUpload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'a.png'))
    const html = await upload(fileUpload('<!DOCTYPE html><html><script>alert(1)</script></html>', 'a.jpg'), '?kind=file')
    expect(svg.json().code).toBe('UNSUPPORTED_FILE')
    expect(html.json().code).toBe('UNSUPPORTED_FILE')
  })

  it('checks the type against the kind in the query string', async () => {
    const res = await upload(fileUpload(PNG_1PX), '?kind=video')
    expect(res.json()).toMatchObject({ status: 0, code: 'UNSUPPORTED_FILE', message: '只能上传 MP4、MOV、WebM 格式的视频' })
  })

  it('accepts a PDF as kind=file', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')
    const res = await upload(fileUpload(pdf, 'cert.pdf', 'application/pdf'), '?kind=file')
    expect(res.json().data).toMatchObject({ mime: 'application/pdf', path: expect.stringMatching(/\.pdf$/) })
  })

  it('refuses a file over the size cap with a message naming the cap, and keeps nothing', async () => {
    const before = (await t.db.select().from(uploads)).length
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(8 * 1024)])
    const res = await upload(fileUpload(big))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 0, code: 'PAYLOAD_TOO_LARGE', message: '图片不能超过 4 KB，请换一个小一些的文件', data: null })
    expect((await t.db.select().from(uploads)).length).toBe(before)
    expect(fs.readdirSync(path.join(t.dataDir, 'tmp'))).toEqual([])
  })

  it('answers 401 without a token', async () => {
    const res = await upload(fileUpload(PNG_1PX), '', null)
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('UNAUTHENTICATED')
  })

  it('asks for a file when the field is missing or misnamed', async () => {
    const res = await upload(multipartBody([{ name: 'image', filename: 'a.png', type: 'image/png', content: PNG_1PX }]))
    expect(res.json()).toMatchObject({ status: 0, code: 'VALIDATION', message: '请选择要上传的文件' })
  })

  it('refuses an unknown kind with a readable validation message', async () => {
    const res = await upload(fileUpload(PNG_1PX), '?kind=exe')
    expect(res.json()).toMatchObject({ status: 0, code: 'VALIDATION', message: expect.stringMatching(/^上传类型填写有误/) })
  })
})
