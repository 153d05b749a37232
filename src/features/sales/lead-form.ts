// The lead form's draft and its checks (each problem shown beside its field), and the follow-up date as the
// server's time: 10:00 Beijing time of the chosen day, when a salesperson would call.
import type { LeadSource, LeadStatus } from '@contract/sales/constants'
import type { Lead, LeadInput, LeadNoteInput } from '@contract/sales/shapes'
import { chinaDate } from '@contract/china-time'
import { t } from '@/shared/i18n'
import { isPhone } from '@/shared/validate'

export interface LeadDraft {
  name: string
  phone: string
  source: LeadSource | ''
  followDate: string
}

export type LeadProblems = Partial<Record<'name' | 'phone' | 'source', string>>

export const emptyLead: LeadDraft = { name: '', phone: '', source: '', followDate: '' }

export function draftOf(lead: Lead): LeadDraft {
  return { name: lead.name, phone: lead.phone, source: lead.source, followDate: lead.nextFollowAt ? chinaDate(lead.nextFollowAt) : '' }
}

export const followAt = (date: string): string | null => (date ? new Date(`${date}T10:00:00+08:00`).toISOString() : null)

export function leadProblems(draft: LeadDraft): LeadProblems {
  const problems: LeadProblems = {}
  if (!draft.name.trim()) problems.name = t('sales.leads.required.name')
  if (!isPhone(draft.phone.trim()) || draft.phone.startsWith('+')) problems.phone = t('sales.leads.required.phone')
  if (!draft.source) problems.source = t('sales.leads.choose')
  return problems
}

export function leadInput(draft: LeadDraft): LeadInput {
  return { name: draft.name.trim(), phone: draft.phone.trim(), source: draft.source as LeadSource, nextFollowAt: followAt(draft.followDate) }
}

export interface NoteDraft {
  text: string
  status: LeadStatus | ''
  followDate: string
}

export function noteInput(draft: NoteDraft): LeadNoteInput {
  return { text: draft.text.trim(), ...(draft.status ? { status: draft.status } : {}), nextFollowAt: followAt(draft.followDate) }
}
