// Move libraries: the company's and trainers' published ones, subscribing to them; a trainer's own library and
// the moves they add to it.
import type { Paged } from '@contract/envelope'
import type { LibrarySummary, MoveDetail } from '@contract/training/shapes'
import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { moveInput } from '@contract/training/schemas'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { userCards } from '../../identity'
import { getMove } from '../moves/service'
import { trainingLibraries, trainingLibraryMoves, trainingLibrarySubs, trainingMoveLinks, trainingMoveMedia, trainingMoves } from '../tables'

type MoveInput = z.output<typeof moveInput>
const libraryNotFound = () => userError('NOT_FOUND', '动作库不存在')

function libraryRows(db: Db, userId: number, where: ReturnType<typeof and>) {
  const u = userCards(db)
  return db.select({
    lib: trainingLibraries, ownerName: u.name,
    moveCount: sql<number>`(select count(*)::int from ${trainingLibraryMoves} lm join ${trainingMoves} m on m.id = lm.move_id where lm.library_id = "training_libraries"."id" and not m.hidden)`,
    subscriberCount: sql<number>`(select count(*)::int from ${trainingLibrarySubs} s where s.library_id = "training_libraries"."id")`,
    subscribed: sql<boolean>`exists (select 1 from ${trainingLibrarySubs} s where s.library_id = "training_libraries"."id" and s.user_id = ${userId})`
  }).from(trainingLibraries).leftJoin(u, eq(u.id, trainingLibraries.ownerId)).where(where)
}

function toSummary(r: Awaited<ReturnType<typeof libraryRows>>[number]): LibrarySummary {
  return {
    id: r.lib.id, name: r.lib.name, intro: r.lib.intro, cover: r.lib.cover, owner: r.lib.ownerId ? { id: r.lib.ownerId, nickname: r.ownerName ?? '' } : null,
    moveCount: r.moveCount, subscriberCount: r.subscriberCount, subscribed: r.subscribed
  }
}

const visible = (userId: number) => or(eq(trainingLibraries.published, true), eq(trainingLibraries.ownerId, userId))

export async function listLibraries(db: Db, userId: number, q: { page: number; size: number; subscribed?: 'true' | 'false' }): Promise<Paged<LibrarySummary>> {
  const onlySubscribed = q.subscribed === 'true' ? sql`exists (select 1 from ${trainingLibrarySubs} s where s.library_id = "training_libraries"."id" and s.user_id = ${userId})` : undefined
  const where = and(visible(userId), onlySubscribed)
  const [rows, [count]] = await Promise.all([
    libraryRows(db, userId, where).orderBy(desc(sql`exists (select 1 from ${trainingLibrarySubs} s where s.library_id = "training_libraries"."id" and s.user_id = ${userId})`), trainingLibraries.id)
      .offset((q.page - 1) * q.size).limit(q.size),
    db.select({ n: sql<number>`count(*)::int` }).from(trainingLibraries).where(where)
  ])
  return { list: rows.map(toSummary), total: count?.n ?? 0, page: q.page, size: q.size }
}

export async function getLibrary(db: Db, userId: number, id: number): Promise<LibrarySummary> {
  const [row] = await libraryRows(db, userId, and(eq(trainingLibraries.id, id), visible(userId))).limit(1)
  if (!row) throw libraryNotFound()
  return toSummary(row)
}

export async function subscribe(db: Db, userId: number, id: number, on: boolean, now: Date): Promise<LibrarySummary> {
  await getLibrary(db, userId, id)
  if (on) await db.insert(trainingLibrarySubs).values({ libraryId: id, userId, createdAt: now }).onConflictDoNothing()
  else await db.delete(trainingLibrarySubs).where(and(eq(trainingLibrarySubs.libraryId, id), eq(trainingLibrarySubs.userId, userId)))
  return getLibrary(db, userId, id)
}

/** The trainer's own library, created on first use. */
export async function myLibrary(db: Db, trainerId: number, now: Date): Promise<LibrarySummary> {
  await db.insert(trainingLibraries).values({ name: '我的动作库', ownerId: trainerId, published: true, createdAt: now }).onConflictDoNothing()
  const [row] = await libraryRows(db, trainerId, eq(trainingLibraries.ownerId, trainerId)).limit(1)
  return toSummary(row)
}

/** Writes a move's fields, media and links (a company move from the back office, or a trainer's own). */
export async function writeMove(db: Db, moveId: number | null, ownerId: number | null, input: MoveInput, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const fields = {
      name: input.name, primaryMuscle: input.primaryMuscle, secondaryMuscles: input.secondaryMuscles, functionPart: input.functionPart, tool: input.tool,
      unit: input.unit, level: input.level, joints: input.joints, cues: input.cues, mistakes: input.mistakes, progressionNote: input.progressionNote,
      cover: input.media.find((m) => m.kind === 'image')?.url ?? input.media[0]?.poster ?? '', updatedAt: now
    }
    const id = moveId ?? (await tx.insert(trainingMoves).values({ ...fields, ownerId, createdAt: now }).returning({ id: trainingMoves.id }))[0].id
    if (moveId !== null) await tx.update(trainingMoves).set(fields).where(eq(trainingMoves.id, moveId))
    await tx.delete(trainingMoveMedia).where(eq(trainingMoveMedia.moveId, id))
    if (input.media.length) await tx.insert(trainingMoveMedia).values(input.media.map((m, i) => ({ moveId: id, ...m, sort: i })))
    await tx.delete(trainingMoveLinks).where(eq(trainingMoveLinks.moveId, id))
    const links = [
      ...input.progressionIds.filter((t) => t !== id).map((targetId) => ({ moveId: id, targetId, kind: 'progression' as const })),
      ...input.regressionIds.filter((t) => t !== id).map((targetId) => ({ moveId: id, targetId, kind: 'regression' as const }))
    ]
    if (links.length) await tx.insert(trainingMoveLinks).values(links).onConflictDoNothing()
    return id
  })
}

async function checkLinks(db: Db, userId: number, input: MoveInput) {
  for (const id of [...input.progressionIds, ...input.regressionIds]) {
    const [m] = await db.select({ id: trainingMoves.id }).from(trainingMoves).where(eq(trainingMoves.id, id)).limit(1)
    if (!m) throw userError('NOT_FOUND', '关联的进阶或退阶动作不存在')
  }
  void userId
}

export async function addTrainerMove(db: Db, trainerId: number, input: MoveInput, now: Date): Promise<MoveDetail> {
  await checkLinks(db, trainerId, input)
  const lib = await myLibrary(db, trainerId, now)
  const id = await writeMove(db, null, trainerId, input, now)
  await db.insert(trainingLibraryMoves).values({ libraryId: lib.id, moveId: id }).onConflictDoNothing()
  return getMove(db, trainerId, id)
}

async function ownMove(db: Db, trainerId: number, id: number): Promise<void> {
  const [m] = await db.select({ id: trainingMoves.id }).from(trainingMoves).where(and(eq(trainingMoves.id, id), eq(trainingMoves.ownerId, trainerId), eq(trainingMoves.hidden, false))).limit(1)
  if (!m) throw userError('NOT_FOUND', '动作不存在')
}

export async function updateTrainerMove(db: Db, trainerId: number, id: number, input: MoveInput, now: Date): Promise<MoveDetail> {
  await ownMove(db, trainerId, id)
  await checkLinks(db, trainerId, input)
  await writeMove(db, id, trainerId, input, now)
  return getMove(db, trainerId, id)
}

/** Hidden, not deleted: plans and logs that use it keep it. */
export async function deleteTrainerMove(db: Db, trainerId: number, id: number): Promise<null> {
  await ownMove(db, trainerId, id)
  await db.update(trainingMoves).set({ hidden: true }).where(and(eq(trainingMoves.id, id), eq(trainingMoves.ownerId, trainerId)))
  return null
}
