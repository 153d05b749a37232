// Leads: one per phone company-wide (a second salesperson adding the same phone is told it is taken, not by whom),
// follow-up notes with their time, the next follow-up, and the status. Moving to `converted` stamps the time from
// which the learner's orders count for the lead's salesperson (attribution); leaving `converted` clears it.
import type { LeadStatus } from '@contract/sales/constants'
import type { Paged } from '@contract/envelope'
import type { Lead, LeadDetail, LeadInput, LeadNoteInput } from '@contract/sales/shapes'
import { isUniqueViolation } from '../../../db/errors'
import { userError } from '../../../http/errors'
import type { PageQueryInput } from '../../../http/query'
import { attributedOrders } from '../attribution/repo'
import { readRules } from '../profile/repo'
import type { SalesContext } from '../context'
import * as repo from './repo'
import { countLeadOrders } from './orders'

const notFound = () => userError('NOT_FOUND', '线索不存在')
const duplicate = () => userError('LEAD_DUPLICATE', '该手机号已是一条销售线索', 'phone')
const CLOSED: LeadStatus[] = ['converted', 'lost']

function toLead(row: repo.LeadRow, now: Date): Lead {
  return {
    id: row.id, name: row.name, phone: row.phone, source: row.source, status: row.status,
    nextFollowAt: row.nextFollowAt?.toISOString() ?? null,
    followDue: !CLOSED.includes(row.status) && row.nextFollowAt !== null && row.nextFollowAt.getTime() <= now.getTime(),
    convertedAt: row.convertedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString()
  }
}

const followAt = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value))

export async function listLeads(ctx: SalesContext, ownerId: number, query: PageQueryInput & { status?: LeadStatus; keyword?: string }): Promise<Paged<Lead>> {
  const now = ctx.now()
  const { rows, total } = await repo.listLeads(ctx.db, ownerId, query, query, now)
  return { list: rows.map((r) => toLead(r, now)), total, page: query.page, size: query.size }
}

export async function createLead(ctx: SalesContext, ownerId: number, input: LeadInput): Promise<Lead> {
  const now = ctx.now()
  const row = await repo.insertLead(ctx.db, {
    ownerId, name: input.name, phone: input.phone, source: input.source, nextFollowAt: followAt(input.nextFollowAt) ?? null,
    createdAt: now, updatedAt: now
  })
  if (!row) throw duplicate()
  return toLead(row, now)
}

export async function getLead(ctx: SalesContext, ownerId: number, id: number): Promise<LeadDetail> {
  const lead = await repo.findLead(ctx.db, ownerId, id)
  if (!lead) throw notFound()
  const rules = await readRules(ctx.db)
  const [notes, orders] = await Promise.all([
    repo.notesOf(ctx.db, id),
    countLeadOrders(ctx.db, attributedOrders(ctx.db, rules.leadWindowDays), ownerId, lead)
  ])
  return {
    lead: toLead(lead, ctx.now()),
    notes: notes.map((n) => ({ id: n.id, text: n.text, status: n.status, createdAt: n.createdAt.toISOString() })),
    orders
  }
}

export async function updateLead(ctx: SalesContext, ownerId: number, id: number, input: LeadInput): Promise<Lead> {
  const now = ctx.now()
  if (await repo.phoneTaken(ctx.db, input.phone, id)) throw duplicate()
  const row = await repo.updateLead(ctx.db, ownerId, id, {
    name: input.name, phone: input.phone, source: input.source, nextFollowAt: followAt(input.nextFollowAt), updatedAt: now
  }).catch((err: unknown) => {
    // The same phone saved meanwhile by another lead: the unique index speaks.
    if (isUniqueViolation(err)) throw duplicate()
    throw err
  })
  if (!row) throw notFound()
  return toLead(row, now)
}

export async function addNote(ctx: SalesContext, ownerId: number, id: number, input: LeadNoteInput): Promise<LeadDetail> {
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    const lead = await repo.findLead(tx, ownerId, id)
    if (!lead) throw notFound()
    const status = input.status ?? lead.status
    const convertedAt = status === 'converted' ? (lead.convertedAt ?? now) : null
    await repo.updateLead(tx, ownerId, id, { status, convertedAt, nextFollowAt: followAt(input.nextFollowAt), updatedAt: now })
    await repo.insertNote(tx, { leadId: id, text: input.text, status: input.status && input.status !== lead.status ? input.status : null, createdAt: now })
  })
  return getLead(ctx, ownerId, id)
}
