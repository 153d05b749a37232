// The language each user reads the app in. Reminders written for a user (classroom's notices) are worded in it; the
// app sends it at sign-in (header x-locale) and again when the user picks another language in settings.
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { LANGUAGES, type Language } from '@contract/identity/constants'
import type { Db } from '../../../db'
import { LOCALE_HEADER } from '../../../http/traditional-text'
import { users } from '../tables'

/** Stores the user's language; a write only when it changed (sign-ins repeat the same one). */
export async function saveLanguage(db: Db, userId: number, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(and(eq(users.id, userId), ne(users.language, language)))
}

/** The language a request says it shows, or undefined when it names none (API clients, old app builds). */
export function headerLanguage(req: FastifyRequest): Language | undefined {
  const header = req.headers[LOCALE_HEADER]
  const value = Array.isArray(header) ? header[0] : header
  return LANGUAGES.find((l) => l === value)
}

/** After a sign-in: the language the app signed in from becomes the user's, when the app said which. */
export async function rememberSignInLanguage(db: Db, req: FastifyRequest, userId: number): Promise<void> {
  const language = headerLanguage(req)
  if (language) await saveLanguage(db, userId, language)
}

/** Each user's language (users not found are left out: the caller falls back to the default). */
export async function languagesOf(db: Db, userIds: number[]): Promise<Map<number, Language>> {
  if (userIds.length === 0) return new Map()
  const rows = await db.select({ id: users.id, language: users.language }).from(users).where(inArray(users.id, userIds))
  return new Map(rows.map((r) => [r.id, r.language]))
}
