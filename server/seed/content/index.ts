// The demo FAQ: six categories, 21 published questions. Added once, when the database has no FAQ
// category yet (also to a database seeded before the FAQ existed); a database with categories is left alone, so
// an operator's edits and deletions are never undone by a restart.
import { sql } from 'drizzle-orm'
import type { Db } from '../../src/db'
import { faqCategories, faqItems, questionnaireQuestions, questionnaires } from '../../src/db/schema'
import { answerHtml, SEED_FAQ } from './faq-texts'
import { SEED_QUESTIONNAIRES } from './questionnaire-texts'

export { SEED_FAQ } from './faq-texts'
export { SEED_QUESTIONNAIRES } from './questionnaire-texts'
export { ABOUT_IMAGE_SLUGS, ABOUT_IMAGES_DIR, SEED_ABOUT_PAGES, SEED_PARTNERS, SEED_STORIES, SEED_TEACHERS, seedDemoAbout } from './about'
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

const DAY_MS = 86_400_000

/** The demo questionnaires, published, when there is none yet (an operator's deletions stay deleted). True when it added them. */
export async function seedDemoQuestionnaires(tx: Db, now: Date = new Date()): Promise<boolean> {
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(questionnaires)
  if ((count?.n ?? 0) > 0) return false
  for (const [index, seed] of SEED_QUESTIONNAIRES.entries()) {
    const closesAt = seed.closesInDays ? new Date(now.getTime() + seed.closesInDays * DAY_MS) : null
    const [row] = await tx.insert(questionnaires)
      .values({ title: seed.title, description: seed.description, closesAt, sort: (index + 1) * 10, published: true })
      .returning({ id: questionnaires.id })
    await tx.insert(questionnaireQuestions).values(seed.questions.map((q, i) => ({
      questionnaireId: row.id, sort: (i + 1) * 10, kind: q.kind, title: q.title, required: q.required ?? true,
      options: q.options ?? [], ratingMax: q.kind === 'rating' ? (q.ratingMax ?? 5) : null
    })))
  }
  return true
}
