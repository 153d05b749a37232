// npm start at a terminal: pino's JSON lines become one short line per API request, the SMS code stays readable,
// and errors keep their stack. (Anything but a terminal keeps the JSON lines: loggerOptions picks this stream only
// for a TTY.)
import { Writable } from 'node:stream'
import { prettyLogStream } from '../../../../server/src/http/log-pretty'

function render(lines: object[]): string[] {
  const out: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      out.push(String(chunk))
      done()
    }
  })
  const stream = prettyLogStream(sink)
  for (const line of lines) stream.write(`${JSON.stringify(line)}\n`)
  return out.join('').split('\n').filter(Boolean)
}

it('shows requests as one line, a refusal code, the SMS code, and errors with their stack', () => {
  expect(render([
    { level: 30, msg: 'Server listening at http://127.0.0.1:3000' },
    { level: 30, reqId: 'a', req: { method: 'GET', url: '/api/goods' }, msg: 'incoming request' },
    { level: 30, reqId: 'a', res: { statusCode: 200 }, responseTime: 3.4, msg: 'request completed' },
    { level: 30, reqId: 'b', req: { method: 'POST', url: '/api/bindPhoneByPswd' }, msg: 'incoming request' },
    { level: 30, reqId: 'b', code: 'LOGIN_FAILED', reason: '手机号或密码错误', msg: 'request refused' },
    { level: 30, reqId: 'b', res: { statusCode: 200 }, responseTime: 12, msg: 'request completed' },
    { level: 30, reqId: 'c', req: { method: 'GET', url: '/assets/app.js' }, msg: 'incoming request' },
    { level: 30, reqId: 'c', res: { statusCode: 200 }, responseTime: 1, msg: 'request completed' },
    { level: 30, phone: '13800000001', scene: 'login', code: '123456', msg: 'SMS code' },
    { level: 50, reqId: 'd', err: { message: 'boom', stack: 'Error: boom\n    at x' }, msg: 'request failed' }
  ])).toEqual([
    'GET /api/goods 200 3ms',
    'POST /api/bindPhoneByPswd 200 12ms LOGIN_FAILED',
    'SMS code phone=13800000001 scene=login code=123456',
    'ERROR request failed',
    '  Error: boom',
    '      at x'
  ])
})
