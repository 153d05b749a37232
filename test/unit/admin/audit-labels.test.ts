// Every audit code the server writes reads as words in the console's three languages, never as `banner.publish`.
// The codes are read from the server's source, so a new audited write without a label fails here.
import fs from 'node:fs'
import path from 'node:path'
import { AUDIT_SUMMARY_CODES } from '@contract/admin'
import { summaryText } from '../../../admin/src/components/audit-summary'
import { actionLabel, resourceLabel } from '../../../admin/src/areas/audit/labels'
import zhHans from '../../../admin/src/locales/zh-Hans'
import zhHant from '../../../admin/src/locales/zh-Hant'
import en from '../../../admin/src/locales/en'
import { filesUnder } from '../helpers/files'

const SERVER = path.join(__dirname, '../../../server/src')

const sourceFiles = (dir: string) => filesUnder(dir, (name) => name.endsWith('.ts'))

/** Literal codes (`action: 'user.roles'`, `audit(tx, actor, 'refund.payout', …)`) plus the codes the shared publishing layer builds per resource. */
function auditCodes(): string[] {
  const codes = new Set<string>()
  for (const file of sourceFiles(SERVER)) {
    const text = fs.readFileSync(file, 'utf8')
    for (const [, code] of text.matchAll(/(?:action: |audit\(tx, actor, )'([a-zA-Z]+\.[a-zA-Z]+)'/g)) codes.add(code)
  }
  const publishing = fs.readFileSync(path.join(SERVER, 'contexts/content/published-writes.ts'), 'utf8')
  const verbs = ['create', ...[...publishing.matchAll(/changeAudited\(db, actor, id, now, '([a-zA-Z]+)'/g)].map((m) => m[1])]
  for (const file of sourceFiles(path.join(SERVER, 'contexts/content'))) {
    const text = fs.readFileSync(file, 'utf8')
    if (!/publishedWrites[<(]/.test(text)) continue
    for (const [, resource] of text.matchAll(/resource: '([a-zA-Z]+)'/g)) verbs.forEach((verb) => codes.add(`${resource}.${verb}`))
  }
  return [...codes].sort()
}

const translator = (texts: object) => (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts) as string

describe('audit labels', () => {
  const codes = auditCodes()

  it('finds the codes of the publishing layer and of the other writes', () => {
    expect(codes).toEqual(expect.arrayContaining(['banner.publish', 'news.unpublish', 'teacher.create', 'refund.payout', 'faqCategory.delete']))
  })

  it.each([['zh-Hans', zhHans], ['zh-Hant', zhHant], ['en', en]])('names every code in %s', (_lang, texts) => {
    const t = translator(texts)
    for (const code of codes) {
      const label = actionLabel(t, code)
      expect(label).not.toBe(code)
      expect(label).not.toMatch(/undefined|audit\./)
      expect(resourceLabel(t, code.split('.')[0])).not.toBe(code.split('.')[0])
    }
  })

  it('says 发布 for content and 上架 for goods', () => {
    const t = translator(zhHans)
    expect(actionLabel(t, 'news.publish')).toBe('新闻 · 发布')
    expect(actionLabel(t, 'goods.publish')).toBe('商品 · 上架')
    expect(actionLabel(t, 'mystery.publish')).toBe('mystery.publish')
  })
})

describe('audit summaries written as a code and its values', () => {
  const withParams = (texts: object) => (key: string, params?: Record<string, unknown>) =>
    translator(texts)(key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params?.[name] ?? ''))
  const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
  const entry = (code: string, params: Record<string, string | number>, summary = '（旧）') => ({ summary, summaryCode: code, summaryParams: params })

  it.each([['zh-Hant', zhHant], ['en', en]])('words every code in %s with the same values as zh-Hans', (_lang, texts) => {
    for (const code of AUDIT_SUMMARY_CODES) {
      const simplified = translator(zhHans)(`audit.summaries.${code}`)
      expect(typeof simplified).toBe('string')
      expect(placeholders(translator(texts)(`audit.summaries.${code}`))).toEqual(placeholders(simplified))
    }
  })

  it('words an entry in the reader\'s language: names, roles, China time, a signed change and the reason', () => {
    const roles = entry('user.roles', { name: '张三', phone: '13800000006', before: 'finance,content', after: '' })
    expect(summaryText(withParams(zhHans), roles)).toBe('用户张三（13800000006）的角色由「财务、内容运营」改为「无」')
    expect(summaryText(withParams(en), roles)).toBe('Changed the roles of 张三 (13800000006) from "Finance, Content" to "none"')
    const points = entry('points.adjust', { name: '', phone: '13800000001', change: 200, reason: '活动奖励' })
    expect(summaryText(withParams(zhHant), points)).toBe('為用戶用戶（13800000001）調整積分 +200，原因：活动奖励')
    const news = entry('content.schedule', { resource: 'news', name: '杭州基地启用', at: '2026-11-30T01:00:00.000Z' })
    expect(summaryText(withParams(zhHans), news)).toBe('新闻「杭州基地启用」定时发布：2026-11-30 09:00')
    const refund = entry('refund.payout', { id: 3, orderNo: 'A1', amountFen: 1990, note: '已核对' })
    expect(summaryText(withParams(en), refund)).toMatch(/^Confirmed the payout of refund #3 \(order A1, .*19\.90\); note: 已核对$/)
    const scheduled = entry('goods.schedule', { title: 'Pilates', at: '2026-11-30T01:00:00.000Z' })
    expect(summaryText(withParams(en), scheduled)).toBe('Scheduled goods "Pilates" to go on sale at 2026-11-30 09:00')
  })

  it('shows the stored sentence of an entry without a code, or with one this console does not know', () => {
    expect(summaryText(withParams(en), { summary: '修改商品「甲」', summaryCode: null, summaryParams: null })).toBe('修改商品「甲」')
    expect(summaryText(withParams(en), entry('mystery.thing', { title: 'x' }, '旧句子'))).toBe('旧句子')
  })
})
