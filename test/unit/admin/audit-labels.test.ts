// Every audit code the server writes reads as words in the console's three languages, never as `banner.publish`.
// The codes are read from the server's source, so a new audited write without a label fails here.
import fs from 'node:fs'
import path from 'node:path'
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
