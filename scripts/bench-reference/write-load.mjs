// The load bench's writes: order creation, exam answering and training logging at a fixed rate on the product, with
// p50/p99 and errors. There is no bare reference for them: replaying an INSERT's captured statements is not the same
// work (its keys collide, its checks are skipped), so these report latency at a rate, not a ratio.
//
// Each write is one a learner makes: an order created (and cancelled right after, so the next one is not refused as
// a second pending order of the same goods: the pair is measured), an answer saved in a mock exam, one set logged
// through the training sync. The demo learner makes them all; goods are handed out so no two connections hold an
// unpaid order of the same goods at once.
import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { percentile } from './load-tools.mjs'

async function api(base, token, method, path, body) {
  const res = await fetch(base + path, {
    method, headers: { 'x-auth-token': token, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined
  })
  const json = await res.json()
  if (res.status !== 200 || json.status !== 1) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json).slice(0, 200)}`)
  return json.data
}

/** Goods a learner can order without an address or an exam session, each with its checkout choice and agreements. */
async function orderableGoods(base, token) {
  const { list } = await api(base, token, 'GET', '/api/goods?page=1&size=50')
  const choices = []
  for (const summary of list) {
    const goods = await api(base, token, 'GET', `/api/goods/${summary.id}`)
    const open = goods.classes.find((c) => c.status === 'upcoming' && c.seatsLeft > 4)
    if (goods.ships || goods.examSessions.length > 0 || (goods.classes.length > 0 && !open) || goods.priceFen === 0) continue
    const choice = { goodsId: goods.id, ...(open ? { classId: open.id } : {}), points: 0 }
    // Refused for goods the demo learner already holds (ALREADY_PURCHASED): those are left out.
    const quote = await api(base, token, 'POST', '/api/order/quote', choice).catch(() => null)
    if (quote) choices.push({ ...choice, agreementIds: quote.agreements.map((a) => a.id) })
  }
  return choices
}

/** Creates then cancels orders; each pair takes a free goods and gives it back, so pairs never collide. */
async function orderTarget(base, token) {
  const free = await orderableGoods(base, token)
  const count = free.length
  return {
    label: 'POST /api/order, then /cancel (signed in)',
    connections: count,
    requests: [
      {
        method: 'POST', path: '/api/order', headers: { 'content-type': 'application/json' },
        setupRequest: (req, context) => {
          context.goods = free.shift()
          if (!context.goods) return null
          return { ...req, body: JSON.stringify({ ...context.goods, clientRequestId: randomUUID() }) }
        },
        onResponse: (status, body, context) => {
          if (status === 200) context.orderId = JSON.parse(body).data?.id
          if (!context.orderId) free.push(context.goods)
        }
      },
      {
        method: 'POST', headers: { 'content-type': 'application/json' },
        setupRequest: (req, context) => (context.orderId ? { ...req, path: `/api/order/${context.orderId}/cancel`, body: '{}' } : null),
        onResponse: (_status, _body, context) => free.push(context.goods)
      }
    ],
    note: `${count} goods`
  }
}

/** Saves answers to the questions of a mock exam attempt in turn (autosave as the exam screen does). */
async function answerTarget(base, token) {
  const list = await api(base, token, 'GET', '/api/exams/papers')
  const paper = list.find((p) => (p.mode === 'mock' || p.mode === 'quiz') && p.canStart)
  if (!paper) throw new Error('the demo has no mock or quiz paper the learner can start')
  const sheet = await api(base, token, 'POST', `/api/exams/papers/${paper.id}/attempts`)
  const answers = sheet.questions.map((q) => ({ id: q.id, response: q.options.length ? [q.options[0].key] : ['深蹲'] }))
  let next = 0
  return {
    label: `PUT /api/exams/attempts/:id/answers/:questionId (${paper.mode} paper)`,
    requests: [{
      method: 'PUT', headers: { 'content-type': 'application/json' },
      setupRequest: (req) => {
        const answer = answers[next++ % answers.length]
        return { ...req, path: `/api/exams/attempts/${sheet.id}/answers/${answer.id}`, body: JSON.stringify({ response: answer.response }) }
      }
    }],
    note: `${answers.length} questions`
  }
}

/** Logs one set per request into a started training session, through the offline sync the app uses. */
async function trainingTarget(base, token) {
  const sessionClientId = randomUUID()
  await api(base, token, 'POST', '/api/training/sessions', { clientId: sessionClientId, name: '负载测试' })
  const { list } = await api(base, token, 'GET', '/api/training/moves?page=1&size=1')
  let setNo = 0
  return {
    label: 'POST /api/training/sync (one set logged)',
    requests: [{
      method: 'POST', path: '/api/training/sync', headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({ sets: [{
          clientId: randomUUID(), sessionClientId, moveId: list[0].id, setNo: setNo++ % 500, reps: 8, loadKg: 60, loggedAt: new Date().toISOString()
        }] })
      })
    }]
  }
}

/** The write targets, set up on the product for the signed-in learner. */
export async function writeTargets(base, token) {
  return [await orderTarget(base, token), await answerTarget(base, token), await trainingTarget(base, token)]
}

/** Drives one target (a write, or a read as { requests: [{ method, path }] }) at `rate` requests/s for `seconds`; latencies are corrected for coordinated omission. */
export function fixedRate(base, token, target, { rate, seconds, connections }) {
  const times = []
  // A refusal is HTTP 200 with status 0 in the envelope (api-conventions): counted from the body, not the status line.
  let refused = 0
  const requests = target.requests.map((request) => ({
    ...request,
    onResponse: (status, body, context) => {
      if (status === 200 && !body.startsWith('{"status":1')) refused++
      request.onResponse?.(status, body, context)
    }
  }))
  return new Promise((resolve, reject) => {
    const instance = autocannon({
      url: base, connections: Math.min(connections, target.connections ?? connections), duration: seconds, overallRate: rate,
      headers: token ? { 'x-auth-token': token } : {}, requests
    }, (err, result) => {
      if (err) return reject(err)
      times.sort((a, b) => a - b)
      resolve({
        rps: result.requests.total / result.duration, p50: percentile(times, 50), p99: percentile(times, 99),
        failed: result.non2xx + result.errors + result.timeouts + refused
      })
    })
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  })
}
