// Venues: list (keyword, city), add, edit, delete. A venue a class uses cannot be deleted (VENUE_IN_USE): the check
// and the delete are one statement, so a class set up meanwhile cannot lose its venue. Every write is audited.
import { and, count, desc, eq, ilike, notExists, or, sql } from 'drizzle-orm'
import type { AdminVenue, VenueInput } from '@contract/classroom/admin-shapes'
import type { Paged } from '@contract/envelope'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { recordAudit, type AuditActor } from '../../system'
import type { ClassroomContext } from '../context'
import { classSetups, venues } from '../tables'

const notFound = () => userError('NOT_FOUND', '场地不存在')
// Qualified by hand: with one table in FROM drizzle leaves column names bare.
const classesUsing = sql<number>`(select count(*) from ${classSetups} where ${classSetups.venueId} = ${sql.raw('"venues"."id"')})`.mapWith(Number)

function toVenue(v: typeof venues.$inferSelect, classes: number): AdminVenue {
  return { id: v.id, name: v.name, city: v.city, address: v.address, lat: v.lat, lng: v.lng, phone: v.phone, classes, createdAt: v.createdAt.toISOString() }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function listVenues(ctx: ClassroomContext, query: PageQueryInput & { keyword?: string; city?: string }): Promise<Paged<AdminVenue>> {
  const kw = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined
  const where = and(
    kw ? or(ilike(venues.name, kw), ilike(venues.address, kw)) : undefined,
    query.city ? eq(venues.city, query.city) : undefined
  )
  const [rows, [total]] = await Promise.all([
    ctx.db.select({ venue: venues, classes: classesUsing }).from(venues).where(where)
      .orderBy(desc(venues.id)).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(venues).where(where)
  ])
  return { list: rows.map((r) => toVenue(r.venue, r.classes)), total: total?.n ?? 0, page: query.page, size: query.size }
}

async function venueById(ctx: ClassroomContext, id: number): Promise<AdminVenue> {
  const [row] = await ctx.db.select({ venue: venues, classes: classesUsing }).from(venues).where(eq(venues.id, id)).limit(1)
  if (!row) throw notFound()
  return toVenue(row.venue, row.classes)
}

export async function createVenue(ctx: ClassroomContext, actor: AuditActor, input: VenueInput): Promise<AdminVenue> {
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(venues).values({ ...input, createdAt: ctx.now() }).returning()
    await recordAudit(tx, actor, { action: 'venue.create', resource: 'venue', resourceId: row!.id, summary: `新增场地「${row!.name}」`,
      coded: { code: 'venue.create', params: { name: row!.name } }, after: input })
    return row!.id
  })
  return venueById(ctx, id)
}

export async function updateVenue(ctx: ClassroomContext, actor: AuditActor, id: number, input: VenueInput): Promise<AdminVenue> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(venues).where(eq(venues.id, id)).for('update')
    if (!before) throw notFound()
    await tx.update(venues).set(input).where(eq(venues.id, id))
    await recordAudit(tx, actor, { action: 'venue.update', resource: 'venue', resourceId: id, summary: `修改场地「${input.name}」`,
      coded: { code: 'venue.update', params: { name: input.name } }, before, after: input })
  })
  return venueById(ctx, id)
}

export async function deleteVenue(ctx: ClassroomContext, actor: AuditActor, id: number): Promise<{ deleted: true }> {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(venues)
      .where(and(eq(venues.id, id), notExists(tx.select({ one: sql`1` }).from(classSetups).where(eq(classSetups.venueId, id)))))
      .returning()
    if (!gone) {
      const [exists] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, id))
      if (!exists) throw notFound()
      throw userError('VENUE_IN_USE', '该场地仍有班级使用，请先为这些班级更换场地再删除')
    }
    await recordAudit(tx, actor, { action: 'venue.delete', resource: 'venue', resourceId: id, summary: `删除场地「${gone.name}」`,
      coded: { code: 'venue.delete', params: { name: gone.name } }, before: gone })
  })
  return { deleted: true }
}
