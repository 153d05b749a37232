// 私教宝 end to end over the seeded demo trainer (13800000008) and learner (13800000001, the trainer's client):
// the trainer builds a plan with the 10-point planner and assigns it to the learner; the learner trains it: logs
// sets (one while the browser is offline, kept on the device and synced once when back online), swaps a move,
// finishes, sees the log and a newly earned achievement. Then the trainer tool's main screens are photographed
// in zh-Hans, zh-Hant and English (375×812 under test/e2e/artifacts).
import type { Browser, Page } from 'playwright-core'
import { signInByApi, titleIs } from './helpers/account'
import { callApi } from './helpers/api'
import { baseUrl, launchBrowser, newPhone, readTaroStorage, screenshot } from './helpers/browser'

const TRAINER = '13800000008'
const LEARNER = '13800000001'

let browser: Browser
beforeAll(async () => { browser = await launchBrowser() })
afterAll(async () => { await browser?.close() })

async function phoneAs(phone: string, locale?: string) {
  const session = await signInByApi(phone)
  const storage = { token: session.token, userInfo: JSON.stringify(session.user), ...(locale ? { locale } : {}) }
  return { ...(await newPhone(browser, storage)), token: session.token }
}

async function waitAttr(page: Page, testId: string, name: string, value: string) {
  await page.waitForFunction(([id, n, v]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute(n) === v, [testId, name, value], { timeout: 15000 })
}

/** Opens the first not-yet-logged set of a move in the editor (tapping its circle), unless it is already open. */
async function openFirstOpenSet(move: ReturnType<Page['locator']>) {
  const editor = move.getByTestId('set-editor')
  if (await editor.count()) return editor
  await move.locator('[data-testid="workout-set"][data-done="0"] .tr-set__check').first().click()
  await editor.waitFor()
  return editor
}

it('trainer builds a plan with the planner and assigns it; the learner trains it offline and online, swaps, finishes', async () => {
  // The trainer: 10 points (the default spread), a proposal, saved as a plan, assigned to the demo learner.
  const trainer = await phoneAs(TRAINER)
  await trainer.page.goto('/pages/train/customized')
  await titleIs(trainer.page, '10分定制')
  await waitAttr(trainer.page, 'planner', 'data-points', '10')
  await screenshot(trainer.page, 'train-planner')
  await trainer.page.getByTestId('planner-propose').click()
  await trainer.page.getByTestId('builder').waitFor()
  await screenshot(trainer.page, 'train-builder')
  const planName = (await trainer.page.getByTestId('builder-name').textContent())!.trim()
  await trainer.page.getByTestId('builder-save').click()
  await trainer.page.getByTestId('edit-plan').waitFor()
  await trainer.page.getByTestId('plan-assign').click()
  await trainer.page.getByTestId('assign-client').filter({ hasText: '演示学员' }).click()
  await trainer.page.getByTestId('assign-submit').click()
  await trainer.page.getByText('已指派给1位学员').waitFor()
  await trainer.context.close()

  // The learner finds it among their plans (last edited first) and starts its first training day.
  const learner = await phoneAs(LEARNER)
  const { page, context } = learner
  await page.goto('/pages/train/plan')
  await page.getByTestId('plan-card').filter({ hasText: planName }).first().click()
  await page.getByTestId('edit-plan').waitFor()
  await page.getByTestId('start-day').first().click()
  await page.getByTestId('workout').waitFor()
  await titleIs(page, '训练')

  // A set logged online shows at once and reaches the server.
  await page.getByTestId('set-editor').getByTestId('log-set').click()
  await waitAttr(page, 'workout', 'data-done', '1')
  await waitAttr(page, 'workout', 'data-unsynced', '0')

  // Offline: the set is kept on the device, the banner says so, and nothing is lost.
  await context.setOffline(true)
  await page.getByTestId('offline-banner').waitFor()
  await page.getByTestId('rest-skip').click({ timeout: 2000 }).catch(() => undefined)
  await page.getByTestId('set-editor').getByTestId('log-set').click()
  await waitAttr(page, 'workout', 'data-done', '2')
  await waitAttr(page, 'workout', 'data-unsynced', '1')
  expect((await readTaroStorage(page, 'trainer-tool:pendingSets') as unknown[]).length).toBe(1)
  await screenshot(page, 'train-training-offline')

  // Back online: sent once, the queue empties, the server holds both sets.
  await context.setOffline(false)
  await waitAttr(page, 'workout', 'data-unsynced', '0')
  const workout = await readTaroStorage(page, 'trainer-tool:activeWorkout') as { sessionId: number }
  const held = await callApi<{ setLogs: unknown[] }>(baseUrl(), `/api/training/sessions/${workout.sessionId}`, { token: learner.token })
  expect(held.setLogs).toHaveLength(2)

  // Swap a move for one of its alternatives: the name changes and says what it replaced.
  const skipRest = () => page.getByTestId('rest-skip').click({ timeout: 2000 }).catch(() => undefined)
  await skipRest()
  const lastMove = page.getByTestId('workout-move').last()
  const before = (await lastMove.getByTestId('workout-move-name').textContent())!.trim()
  await lastMove.getByTestId('swap-move').click()
  await page.getByTestId('swap-sheet').getByTestId('move-row').first().click()
  await page.getByText(`替换自${before}`).waitFor()

  // A heavy set on a weight move (200 kg × 50: one session of 10,000 kg earns the hidden 钢铁之日).
  const weightMove = page.locator('[data-testid="workout-move"][data-unit="weight"]').first()
  const editor = await openFirstOpenSet(weightMove)
  await editor.getByTestId('field-load-input').fill('200')
  await editor.getByTestId('field-reps-input').fill('50')
  await editor.getByTestId('log-set').click()
  await waitAttr(page, 'workout', 'data-done', '3')
  await skipRest()
  await screenshot(page, 'train-training')

  await page.getByTestId('finish').click()
  await page.locator('.taro__modal').locator('.taro-model__btn:visible', { hasText: '确认' }).click()
  await page.getByTestId('finish-summary').waitFor()
  await page.getByTestId('finish-achievements').getByText('钢铁之日').waitFor()
  await screenshot(page, 'train-finished')
  await page.getByTestId('see-log').click()
  await page.getByTestId('logs').waitFor()
  await page.getByTestId('log-day').first().waitFor()
  await page.goto('/pages/train/achieve')
  await page.locator('[data-testid="achievement"][data-code="iron_day"][data-earned="1"]').waitFor()
  await context.close()
})

it('sends a learner from a locked program sold as goods to that goods (the API test buys it)', async () => {
  const { page, context, token } = await phoneAs(LEARNER)
  const programs = await callApi<{ list: { id: number; access: string; unlocked: boolean; goodsId: number | null }[] }>(baseUrl(), '/api/training/programs?size=50', { token })
  const sold = programs.list.find((p) => p.access === 'purchase' && !p.unlocked && p.goodsId !== null)!
  expect(sold).toBeDefined()
  await page.goto(`/pages/action/lixun/detail?id=${sold.id}`)
  await page.locator('[data-testid=program-detail][data-unlocked="0"]').waitFor()
  await screenshot(page, 'train-program-for-sale')
  await page.locator('.taro-button-core', { hasText: '购买解锁' }).click()
  await page.waitForURL(`**/pages/course/courseDetail?id=${sold.goodsId}`)
  await page.getByTestId('goods-detail').getByText('增肌分化 6 周训练计划').first().waitFor()
  await context.close()
})

const SCREENS: [path: string, testId: string, name: string][] = [
  ['/pages/entry/train', 'tab-train', 'tab'],
  ['/pages/action/group/index', 'move-library', 'library'],
  ['/pages/action/action/detail', 'move-detail', 'move'],
  ['/pages/train/customized', 'planner', 'planner'],
  ['/pages/train/logs', 'logs', 'logs'],
  ['/pages/train/achieve', 'achieve', 'achieve']
]

it.each(['zh-Hans', 'zh-Hant', 'en'])('shows the trainer tool in %s', async (locale) => {
  const { page, context } = await phoneAs(LEARNER, locale)
  for (const [path, testId, name] of SCREENS) {
    await page.goto(path)
    await page.getByTestId(testId).waitFor()
    if (name === 'library' || name === 'tab') await page.getByTestId(name === 'tab' ? 'train-entry' : 'move-row').first().waitFor()
    await screenshot(page, `train-${name}-${locale}`)
  }
  // The training screen from the learner's seeded plan.
  await page.goto('/pages/train/training')
  await page.getByTestId('start-day').first().click()
  await page.getByTestId('workout').waitFor()
  await screenshot(page, `train-training-${locale}`)
  await context.close()
})
