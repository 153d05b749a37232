// Response schema of an invoice (the learner's and the admin endpoint's answer alike).
import { z } from 'zod'
import type { Invoice } from '@contract/commerce/schemas'
import { INVOICE_MAIL_STATUSES, INVOICE_TYPES } from '@contract/commerce/constants'

const int = z.number().int()

export const invoiceResponse = z.object({
  id: int,
  type: z.enum(INVOICE_TYPES),
  title: z.string(),
  taxId: z.string(),
  content: z.string(),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
  bank: z.string(),
  account: z.string(),
  note: z.string(),
  amountFen: int,
  mailStatus: z.enum(INVOICE_MAIL_STATUSES),
  invoiceNo: z.string(),
  invoiceDate: z.string().nullable(),
  mailNo: z.string(),
  createdAt: z.string()
}) satisfies z.ZodType<Invoice>
