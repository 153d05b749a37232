// Shared helpers of the assistant's API tests: ask through inject and read the NDJSON stream back as events.
import type { LightMyRequestResponse } from 'fastify'
import type { AiStreamEvent } from '../../../types/content/assistant-shapes'
import type { TestApp } from './test-app'
import { askAssistant } from '@contract/content/assistant-endpoints'
import { callApiRaw } from './contract'

/** Sent from inject's own address, 127.0.0.1, as every ask before the helper went through the contract. */
export function ask(t: TestApp, token: string | undefined, question: unknown): Promise<LightMyRequestResponse> {
  return callApiRaw(t.app, askAssistant, { body: { question }, token, ip: '127.0.0.1' })
}

/** The stream's events, after checking it is one. */
export function eventsOf(res: LightMyRequestResponse): AiStreamEvent[] {
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8')
  expect(res.headers['cache-control']).toBe('no-store')
  return res.payload.split('\n').filter(Boolean).map((line) => JSON.parse(line) as AiStreamEvent)
}

/** The answer as streamed (every delta) and its end event. */
export function answerOf(events: AiStreamEvent[]) {
  const end = events[events.length - 1]
  if (end?.type !== 'end') throw new Error(`the stream did not end: ${JSON.stringify(events.slice(-2))}`)
  const streamed = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('')
  return { end, streamed, deltas: events.filter((e) => e.type === 'delta').length }
}
