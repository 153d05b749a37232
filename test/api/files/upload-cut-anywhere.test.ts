// Wherever a multipart body is cut off (inside the boundary line, the part headers, right after them, inside
// the data, before the closing boundary), the answer is the same sentence the learner can act on, never a 500.
import fs from 'node:fs'
import path from 'node:path'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { fileUpload, PNG_1PX } from '../helpers/multipart'
import { uploadFile } from '@contract/files/endpoints'
import { callApiRaw } from '../helpers/contract'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp()
  ;({ token } = await t.createUser())
})
afterAll(() => t.close())

function upload(payload: Buffer | string, contentType: string) {
  return callApiRaw(t.app, uploadFile, { body: payload, token: token, headers: { 'content-type': contentType }, ip: '127.0.0.1' })
}

const INCOMPLETE = { status: 0, code: 'UPLOAD_INCOMPLETE', message: '文件上传不完整，请重新上传', data: null }

const tmpFiles = () => {
  const dir = path.join(t.dataDir, 'tmp')
  return fs.existsSync(dir) ? fs.readdirSync(dir) : []
}

it('a part whose data ends without any closing boundary is refused as incomplete', async () => {
  const body = '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'
  const res = await upload(body, 'multipart/form-data; boundary=xyz')
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual(INCOMPLETE)
})

describe('a body cut at every kind of place', () => {
  const { payload, headers } = fileUpload(Buffer.concat([PNG_1PX, Buffer.alloc(2048, 7)]))
  const headersEnd = payload.indexOf('\r\n\r\n') + 4
  const closing = payload.lastIndexOf('\r\n--')
  const firstLineEnd = payload.indexOf('\r\n') + 2
  const cuts = [
    1, 2, 5, firstLineEnd - 2, firstLineEnd - 1, firstLineEnd, firstLineEnd + 1,
    ...Array.from({ length: 8 }, (_, i) => firstLineEnd + Math.round(((headersEnd - firstLineEnd) * (i + 1)) / 9)),
    headersEnd - 2, headersEnd - 1, headersEnd, headersEnd + 1, headersEnd + 10,
    ...Array.from({ length: 6 }, (_, i) => headersEnd + Math.round(((closing - headersEnd) * (i + 1)) / 7)),
    closing, closing + 1, closing + 2, closing + 5, payload.length - 4, payload.length - 3
  ]

  it.each([...new Set(cuts)].sort((a, b) => a - b))('cut at byte %i', async (cut) => {
    const res = await upload(payload.subarray(0, cut), headers['content-type'])
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 0, data: null })
    // A body cut inside its first line may read as "no file at all"; everything later is an incomplete upload.
    if (cut > firstLineEnd) expect(res.json()).toEqual(INCOMPLETE)
    expect(tmpFiles()).toEqual([])
  })

  it('the whole body still uploads', async () => {
    const res = await upload(payload, headers['content-type'])
    expect(res.json().status).toBe(1)
  })
})
