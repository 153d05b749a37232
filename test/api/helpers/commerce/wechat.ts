// WeChat Pay helper for the commerce tests: post a signed notification to our notify routes as WeChat would.
import type { LightMyRequestResponse } from 'fastify'
import { PAYMENT_NOTIFY_PATH, REFUND_NOTIFY_PATH } from '../../../../server/src/integrations/payment/config'
import type { TestApp } from '../test-app'

export interface Posted {
  headers: Record<string, string>
  rawBody: string
}

export function notify(t: TestApp, message: Posted, kind: 'payment' | 'refund' = 'payment'): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: kind === 'payment' ? PAYMENT_NOTIFY_PATH : REFUND_NOTIFY_PATH,
    headers: message.headers,
    payload: message.rawBody
  })
}
