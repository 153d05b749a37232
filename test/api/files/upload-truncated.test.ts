// A multipart body cut off mid-way (a dropped mobile connection, a client bug) is the client's failure: it is
// refused with an envelope sentence, never a 500, and the part already spooled leaves no file in DATA_DIR/tmp.
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

function upload(payload: Buffer, headers: Record<string, string>) {
  return callApiRaw(t.app, uploadFile, { body: payload, token: token, headers: { ...headers }, ip: '127.0.0.1' })
}

const tmpFiles = () => {
  const dir = path.join(t.dataDir, 'tmp')
  return fs.existsSync(dir) ? fs.readdirSync(dir) : []
}

describe('a truncated multipart body', () => {
  const { payload, headers } = fileUpload(Buffer.concat([PNG_1PX, Buffer.alloc(64 * 1024, 7)]))

  it.each([
    ['inside the file data', payload.length - 1000],
    ['right after the part headers', payload.indexOf('\r\n\r\n') + 4],
    ['inside the part headers', 40]
  ])('cut %s is refused with a sentence and leaves no temp file', async (_where, cut) => {
    const res = await upload(payload.subarray(0, cut), headers)
    expect(res.statusCode).toBeLessThan(500)
    expect(res.json()).toMatchObject({ status: 0, code: 'UPLOAD_INCOMPLETE', message: '文件上传不完整，请重新上传', data: null })
    expect(tmpFiles()).toEqual([])
  })

  it('a whole body still uploads afterwards', async () => {
    const res = await upload(payload, headers)
    expect(res.json().status).toBe(1)
    expect(tmpFiles()).toEqual([])
  })
})
