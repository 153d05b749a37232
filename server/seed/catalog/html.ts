// Rich text of the demo goods, built from plain lines and sanitised like every agreement text (only bare
// structural tags survive), so the goods page renders it the same way on H5 and in the mini-program.
import { sanitizeHtml } from '../../src/contexts/catalog/seeding'
import type { SeedGoods } from './types'

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const list = (tag: 'ol' | 'ul', items: string[]) => `<${tag}>${items.map((i) => `<li>${escape(i)}</li>`).join('')}</${tag}>`

const INTRO_HEADING: Record<SeedGoods['kind'], string> = { course: '课程介绍', exam: '考试介绍', lecture: '讲座介绍', bundle: '套餐介绍' }

export function descriptionHtml(g: SeedGoods): string {
  return sanitizeHtml(
    `<h3>${INTRO_HEADING[g.kind]}</h3><p>${escape(g.intro)}</p>` +
      `<h3>${g.kind === 'exam' ? '考试内容' : '内容安排'}</h3>${list('ol', g.outline)}` +
      `<h3>特色</h3>${list('ul', g.highlights)}`
  )
}

export function audienceHtml(g: SeedGoods): string {
  return sanitizeHtml(`<p><strong>适合人群</strong></p>${list('ul', g.audience)}`)
}
