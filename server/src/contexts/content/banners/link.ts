// Where a banner may lead, checked on every write: a goods that exists (on sale or not: its page says so), a news
// article that exists, a page of the app given as its path (`pages/...`, optionally with a query; the app opens only
// routes it knows), or an https link (opened in H5 only). Answers the target as stored.
import type { BannerLinkKind } from '@contract/content/home-shapes'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { goodsExists } from '../../catalog'
import { newsExists } from '../news/repo'
import { MAX_SERIAL } from '../../../../../types/validation'

const ID = /^[1-9]\d{0,9}$/
/** pages/<folder>/<page>, folders and names of letters, digits and _, then an optional query without spaces. */
const ROUTE = /^pages(\/[A-Za-z0-9_]+)+(\?[A-Za-z0-9_.~%=&+-]*)?$/

const invalid = (message: string) => userError('BANNER_LINK_INVALID', message)

async function checkedId(target: string, exists: (id: number) => Promise<boolean>, what: string): Promise<string> {
  const id = ID.test(target) ? Number(target) : 0
  if (!id || id > MAX_SERIAL) throw invalid(`请选择要跳转的${what}`)
  if (!(await exists(id))) throw invalid(`要跳转的${what}不存在，请重新选择`)
  return String(id)
}

function checkedUrl(target: string): string {
  let url: URL | null = null
  try { url = new URL(target) } catch { url = null }
  if (!url || url.protocol !== 'https:' || /\s/.test(target)) throw invalid('外部链接应为以 https:// 开头的完整网址')
  return target
}

export async function checkedLinkTarget(db: Db, kind: BannerLinkKind, raw: string): Promise<string> {
  const target = raw.trim()
  switch (kind) {
    case 'none': return ''
    case 'goods': return checkedId(target, (id) => goodsExists(db, id), '商品')
    case 'news': return checkedId(target, (id) => newsExists(db, id), '新闻')
    case 'route': {
      const path = target.replace(/^\//, '')
      if (!ROUTE.test(path)) throw invalid('跳转页面应为小程序页面路径，如 pages/home/faq?categoryId=2')
      return path
    }
    case 'url': return checkedUrl(target)
  }
}
