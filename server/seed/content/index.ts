// The demo FAQ (issue 11): six categories, 21 published questions. Added once, when the database has no FAQ
// category yet (also to a database seeded before the FAQ existed); a database with categories is left alone, so
// an operator's edits and deletions are never undone by a restart.
import { sql } from 'drizzle-orm'
import type { Db } from '../../src/db'
import { faqCategories, faqItems } from '../../src/db/schema'
import { answerHtml, SEED_FAQ } from './faq-texts'

export { SEED_FAQ } from './faq-texts'
export { installContentImages, SEED_BANNERS, SEED_NEWS, SEED_NOTICES, seedDemoHome } from './home'

/** True when it added the FAQ. */
export async function seedDemoFaq(tx: Db): Promise<boolean> {
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(faqCategories)
  if ((count?.n ?? 0) > 0) return false
  for (const [index, category] of SEED_FAQ.entries()) {
    const [row] = await tx.insert(faqCategories).values({ name: category.name, sort: (index + 1) * 10 })
      .onConflictDoNothing({ target: faqCategories.name }).returning({ id: faqCategories.id })
    if (!row) continue
    await tx.insert(faqItems).values(category.items.map((item, i) => ({
      categoryId: row.id, question: item.question, answerHtml: answerHtml(item.answer), sort: (i + 1) * 10, published: true
    })))
  }
  return true
}
