// The console's classroom area as the academic office (13800000004) uses it: the 教务 menu; a class's page with its
// venue and teachers, sessions and roster; the roster exported as CSV (phones masked, an audit row kept); a seat
// given by phone with a reason appears on the roster; venues listed. Screenshots (1280×800) in three languages.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import {
  createAdminSession, createAdminVenue, enrolAdminSeat, listAdminRoster, setAdminClassSetup
} from '@contract/classroom/admin-endpoints'
import { listTeacherSessions } from '@contract/classroom/teacher-endpoints'
import { getGoods, listGoods } from '@contract/catalog/endpoints'
import { listAuditLog } from '@contract/system/admin-endpoints'
import { newConsole, signInByApi, signInConsoleByApi } from './helpers/account'
import { downloadedText, launchBrowser, screenshot } from './helpers/browser'
import { viaContract } from './helpers/contract'

const ACADEMIC = '13800000004'
const TEACHER = '13800000002'
const ADMIN = '13800000009'
/** A demo account with no seat in the class: the content operator. */
const GIFTED = '13800000011'
const LEARNER = '13800000001'

let browser: Browser
const contexts: BrowserContext[] = []
let token = ''
let classId = 0

async function consolePage(locale = 'zh-Hans'): Promise<Page> {
  const { context, page } = await newConsole(browser, ACADEMIC, locale)
  contexts.push(context)
  return page
}

beforeAll(async () => {
  browser = await launchBrowser()
  token = (await signInConsoleByApi(ACADEMIC)).token
  const teacher = await signInByApi(TEACHER)
  classId = await demoTeacherClass(teacher.token, (teacher.user as { id: number }).id)
})

/** The demo teacher's first class with sessions; without seeded classroom data the academic office sets one up
 *  through the console's own endpoints (a venue, the teacher, two sessions, the demo learner on the roster). */
async function demoTeacherClass(teacherToken: string, teacherId: number): Promise<number> {
  const mine = await viaContract(listTeacherSessions, { query: { page: 1, size: 1 }, token: teacherToken })
  if (mine.list[0]) return mine.list[0].classId
  const goods = await viaContract(listGoods, { query: { page: 1, size: 50 } })
  let id = 0
  for (const g of goods.list) {
    const open = (await viaContract(getGoods, { params: { id: g.id } })).classes.find((c) => c.status === 'upcoming')
    if (open) { id = open.id; break }
  }
  if (!id) throw new Error('no upcoming class in the demo catalogue')
  const venue = await viaContract(createAdminVenue, {
    body: { name: '演示训练馆', city: '北京', address: '北京市朝阳区演示路1号', lat: 39.92, lng: 116.46, phone: '010-88886666' }, token
  })
  await viaContract(setAdminClassSetup, { params: { id }, body: { venueId: venue.id, teacherIds: [teacherId] }, token })
  const day = 24 * 3600_000
  for (const [n, offset] of [[1, 3], [2, 10]] as const) {
    const startsAt = new Date(Date.now() + offset * day)
    await viaContract(createAdminSession, {
      params: { id }, token,
      body: { title: `第${n}课`, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(), teacherId: null }
    })
  }
  await viaContract(enrolAdminSeat, { params: { id }, body: { phone: LEARNER, reason: '演示班级学员' }, token })
  return id
}
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
})

describe('the academic office', () => {
  it('opens a class from 教务 → 班级教务 and sees its sessions and roster', async () => {
    const page = await consolePage()
    await page.goto('/admin/classroom-classes')
    // antd's InputNumber puts the test id on the <input> itself.
    await page.getByTestId('class-finder-id').fill(String(classId))
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
    const csv = (await downloadedText(download)).replace(/^\uFEFF/, '')
    const lines = csv.split(/\r?\n/).filter(Boolean)
    expect(lines[0]).toContain('学员')
    expect(lines.length - 1).toBe(rows.total)
    expect(csv).not.toMatch(/1[3-9]\d{9}/)
    expect(csv).toMatch(/1\d\d\*\*\*\*\d{4}/)
    // The audit log is the admin's to read (area audit), not the academic office's.
    const admin = (await signInConsoleByApi(ADMIN)).token
    const audit = await viaContract(listAuditLog, { query: { page: 1, size: 5, action: 'export.csv' }, token: admin })
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
