// The console's classroom area as the academic office (13800000004) uses it: the 教务 menu; a class's page with its
// venue and teachers, sessions and roster; the roster exported as CSV (phones masked, an audit row kept); a seat
// given by phone with a reason appears on the roster; venues listed. Screenshots (1280×800) in three languages.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { readFileSync } from 'node:fs'
import { listAdminRoster } from '@contract/classroom/admin-endpoints'
import { listTeacherClasses } from '@contract/classroom/teacher-endpoints'
import { listAuditLog } from '@contract/system/admin-endpoints'
import { signInByApi } from './helpers/account'
import { launchBrowser, newDesktop, screenshot } from './helpers/browser'
import { viaContract } from './helpers/contract'

const ACADEMIC = '13800000004'
const TEACHER = '13800000002'
/** A demo account with no seat in the class: the content operator. */
const GIFTED = '13800000011'
const TOKEN_KEY = 'fitedu-admin-token'
const LOCALE_KEY = 'fitedu-admin-locale'
const VIEW = { width: 1280, height: 800 }

let browser: Browser
const contexts: BrowserContext[] = []
let token = ''
let classId = 0

async function consolePage(locale = 'zh-Hans'): Promise<Page> {
  const { context, page } = await newDesktop(browser)
  contexts.push(context)
  await page.setViewportSize(VIEW)
  await context.addInitScript(([tokenKey, value, localeKey, lang]) => {
    if (!localStorage.getItem('__e2e_seeded')) {
      localStorage.setItem('__e2e_seeded', '1')
      localStorage.setItem(tokenKey, value)
      localStorage.setItem(localeKey, lang)
    }
  }, [TOKEN_KEY, token, LOCALE_KEY, locale])
  return page
}

beforeAll(async () => {
  browser = await launchBrowser()
  token = (await signInByApi(ACADEMIC)).token
  // The demo teacher's first class: the seed gives it learners, sessions and a venue.
  const teacher = await signInByApi(TEACHER)
  const classes = await viaContract(listTeacherClasses, { query: { page: 1, size: 1 }, token: teacher.token })
  classId = classes.list[0].id
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
})

// Skipped until the server answers the endpoints it drives (test/api/reliability/not-served-yet.ts lists them:
// the console's sessions and roster, the teacher's class lists, ratings); written against the contract, never run.
describe.skip('the academic office', () => {
  it('opens a class from 教务 → 班级教务 and sees its sessions and roster', async () => {
    const page = await consolePage()
    await page.goto('/admin/classroom-classes')
    await page.getByTestId('class-finder-id').locator('input').fill(String(classId))
    await page.getByRole('button', { name: /打开班级/ }).click()
    await page.waitForURL(`**/admin/classroom-classes/show/${classId}`)
    await page.getByTestId('admin-sessions').locator('.ant-table-row').first().waitFor()
    await page.getByTestId('class-roster').locator('.ant-table-row').first().waitFor()
    await screenshot(page, 'admin-classroom-class-zh-Hans')
  })

  it('exports the roster as CSV with phones masked, and the export is audited', async () => {
    const page = await consolePage()
    await page.goto(`/admin/classroom-classes/show/${classId}`)
    const roster = page.getByTestId('class-roster')
    await roster.locator('.ant-table-row').first().waitFor()
    const rows = await viaContract(listAdminRoster, { params: { id: classId }, query: { page: 1, size: 50 }, token })
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导出/ }).click()])
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '')
    const lines = csv.split(/\r?\n/).filter(Boolean)
    expect(lines[0]).toContain('学员')
    expect(lines.length - 1).toBe(rows.total)
    expect(csv).not.toMatch(/1[3-9]\d{9}/)
    expect(csv).toMatch(/1\d\d\*\*\*\*\d{4}/)
    const audit = await viaContract(listAuditLog, { query: { page: 1, size: 5, action: 'export.csv' }, token })
    expect(audit.list[0]).toMatchObject({ actorPhone: ACADEMIC, resourceId: 'class-roster' })
  })

  it('gives a seat by phone with a reason; the learner appears on the roster', async () => {
    const page = await consolePage()
    await page.goto(`/admin/classroom-classes/show/${classId}`)
    await page.getByRole('button', { name: '按手机号报名/赠送' }).click()
    const modal = page.locator('.ant-modal').filter({ hasText: '按手机号报名或赠送名额' })
    await modal.getByLabel('手机号').fill(GIFTED)
    await modal.getByLabel('原因').fill('合作机构赠送名额')
    await modal.getByRole('button', { name: /确\s*定|OK/ }).click()
    await page.getByTestId('class-roster').getByText(GIFTED).first().waitFor()
    const rows = await viaContract(listAdminRoster, { params: { id: classId }, query: { page: 1, size: 50, keyword: GIFTED }, token })
    expect(rows.list[0]?.source).toBe('gift')
  })

  it.each(['zh-Hans', 'zh-Hant', 'en'])('lists venues, leave and ratings in %s', async (locale) => {
    const page = await consolePage(locale)
    await page.goto('/admin/venues')
    await page.locator('.ant-table-row').first().waitFor()
    await screenshot(page, `admin-classroom-venues-${locale}`)
    await page.goto('/admin/class-leaves')
    await page.locator('.ant-table').first().waitFor()
    await page.goto(`/admin/classroom-classes/show/${classId}`)
    await page.getByTestId('class-roster').locator('.ant-table-row').first().waitFor()
    await screenshot(page, `admin-classroom-class-${locale}`)
  })
})
