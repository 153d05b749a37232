// The about pages as learners and the back office read them, and the back office's edit (audited). They have no
// publication state: each always exists, blank with its default title until someone writes it.
import { ABOUT_PAGE_KEYS, ABOUT_SUMMARY_MAX, type AboutPage, type AboutPageKey, type AdminAboutPage } from '@contract/content/about-shapes'
import type { Paged } from '@contract/envelope'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { sanitizeRichText } from '../../catalog'
import { recordAudit, type AuditActor } from '../../system'
import { hasText, plainText } from '../fields'
import * as repo from './repo'
import type { aboutPageInput } from './schemas'

export const DEFAULT_TITLES: Record<AboutPageKey, string> = { us: '关于我们', enterprise: '企业合作' }

async function readPage(db: Db, key: AboutPageKey): Promise<repo.AboutPageRow> {
  return (await repo.findPage(db, key)) ?? { key, title: DEFAULT_TITLES[key], coverUrl: '', contentHtml: '', updatedAt: new Date(0) }
}

/** The first words of the page's text, cut at a character boundary with an ellipsis when longer. */
function summaryOf(html: string): string {
  const chars = [...plainText(html)]
  return chars.length <= ABOUT_SUMMARY_MAX ? chars.join('') : `${chars.slice(0, ABOUT_SUMMARY_MAX - 1).join('')}…`
}

export async function getAboutPage(db: Db, key: AboutPageKey): Promise<AboutPage> {
  const row = await readPage(db, key)
  return { key, title: row.title, coverUrl: row.coverUrl, contentHtml: row.contentHtml, summary: summaryOf(row.contentHtml), updatedAt: row.updatedAt.toISOString() }
}

const toAdmin = (row: repo.AboutPageRow): AdminAboutPage =>
  ({ id: row.key, title: row.title, coverUrl: row.coverUrl, contentHtml: row.contentHtml, updatedAt: row.updatedAt.toISOString() })

export async function listAdminPages(db: Db): Promise<Paged<AdminAboutPage>> {
  const list = await Promise.all(ABOUT_PAGE_KEYS.map(async (key) => toAdmin(await readPage(db, key))))
  return { list, total: list.length, page: 1, size: list.length }
}

export async function getAdminPage(db: Db, key: AboutPageKey): Promise<AdminAboutPage> {
  return toAdmin(await readPage(db, key))
}

export async function updateAdminPage(db: Db, actor: AuditActor, key: AboutPageKey, input: z.output<typeof aboutPageInput>): Promise<AdminAboutPage> {
  const contentHtml = sanitizeRichText(input.contentHtml)
  if (!hasText(contentHtml)) throw userError('VALIDATION', '请填写页面正文')
  return db.transaction(async (tx) => {
    const before = await readPage(tx, key)
    await repo.savePage(tx, key, { title: input.title, coverUrl: input.coverUrl, contentHtml })
    const row = await readPage(tx, key)
    const snapshot = (r: repo.AboutPageRow) => ({ title: r.title, coverUrl: r.coverUrl, contentHtml: r.contentHtml })
    await recordAudit(tx, actor, {
      action: 'aboutPage.update', resource: 'aboutPage', resourceId: key, summary: `修改页面「${row.title}」`,
      coded: { code: 'aboutPage.update', params: { title: row.title } }, before: snapshot(before), after: snapshot(row)
    })
    return toAdmin(row)
  })
}
