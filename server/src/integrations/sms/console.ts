// The embedded default: no SMS is sent, the code goes to the server log as its own JSON fields, so a developer
// (or the e2e test, which reads the log) can type it in. Never use it where real people sign in.
import type { FastifyBaseLogger } from 'fastify'
import type { SmsSender } from './types'

export function createConsoleSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    name: 'console',
    async send({ phone, scene, code }) {
      // The message text is fixed: tools find the line by it and read phone and code as separate fields.
      log.info({ phone, scene, code }, 'SMS code')
    }
  }
}
