// Shapes of the back office's catalog area (goods, their classes and exam sessions) and agreements area. Inputs
// are validated by the server's zod schemas (server/src/contexts/catalog/admin-goods/schemas.ts and
// agreements/admin-routes.ts), which are checked against these types; the console imports only the types.
import type { ClassStatus, GoodsKind } from './constants'
import type { PageQuery } from '../envelope'

/**
 * Where a goods stands for learners: on sale (on_sale and publish time reached or none), scheduled (on_sale with a
 * publish time still ahead: hidden until then) or off sale.
 */
export const GOODS_SALE_STATES = ['on_sale', 'scheduled', 'off_sale'] as const
export type GoodsSaleState = (typeof GOODS_SALE_STATES)[number]

export interface AdminGoodsListQuery extends PageQuery {
  keyword?: string
  kind?: GoodsKind
  state?: GoodsSaleState
}

export interface AdminGoodsSummary {
  id: number
  slug: string
  kind: GoodsKind
  title: string
  cover: string
  priceFen: number
  originalPriceFen: number
  state: GoodsSaleState
  /** ISO time of a scheduled (or past) publication; null when published at once or never. */
  publishAt: string | null
  soldCount: number
  sort: number
  /** Classes (courses, lectures) or exam sessions (exams) it has. */
  classCount: number
  sessionCount: number
  updatedAt: string
}

/** Everything the goods form edits. Money in integer fen; rich text is HTML, sanitised by the server. */
export interface AdminGoodsInput {
  kind: GoodsKind
  title: string
  subtitle?: string
  /** '' or an upload path '/uploads/…' (POST /api/file/upload). */
  cover?: string
  priceFen: number
  originalPriceFen: number
  descriptionHtml?: string
  targetAudienceHtml?: string
  tags?: string[]
  discounts?: string[]
  ships?: boolean
  sort?: number
  /** Only for kind bundle: existing goods that are not bundles themselves. */
  bundleItemIds?: number[]
  /** Goods agreements (kind goods) the buyer accepts at checkout. */
  agreementIds?: number[]
}

export interface AdminGoodsDetail extends Omit<AdminGoodsSummary, 'classCount' | 'sessionCount'> {
  subtitle: string
  descriptionHtml: string
  targetAudienceHtml: string
  tags: string[]
  discounts: string[]
  ships: boolean
  onSale: boolean
  bundleItemIds: number[]
  agreementIds: number[]
  classes: AdminClass[]
  examSessions: AdminExamSession[]
  createdAt: string
}

/** PUT /api/admin/goods/:id/publish: at once, or from publishAt (an ISO time in the future: scheduled). */
export interface AdminPublishInput {
  publishAt?: string
}

export interface AdminClass {
  id: number
  goodsId: number
  name: string
  city: string
  startDate: string
  endDate: string
  days: number
  schedule: string
  capacity: number
  seatsLeft: number
  /** capacity − seatsLeft: seats held by orders; capacity can't go below it. */
  seatsTaken: number
  transfersAllowed: number
  /** As learners see it today (derived from the dates and seats; off_sale is set by staff). */
  status: ClassStatus
  createdAt: string
}

export interface AdminClassInput {
  name: string
  city: string
  /** China dates YYYY-MM-DD; end ≥ start. */
  startDate: string
  endDate: string
  schedule?: string
  capacity: number
  transfersAllowed?: number
}

/**
 * PUT /api/admin/classes/:id/status: off_sale stops sign-up; upcoming opens it again (the state learners see then
 * follows the dates and seats: upcoming, ongoing, full or ended).
 */
export const ADMIN_CLASS_STATUS_CHANGES = ['upcoming', 'off_sale'] as const
export interface AdminClassStatusInput {
  status: (typeof ADMIN_CLASS_STATUS_CHANGES)[number]
}

export type AdminSessionStatus = 'open' | 'closed' | 'full'

export interface AdminExamSession {
  id: number
  goodsId: number
  startsAt: string
  city: string
  venueName: string
  venueAddress: string
  capacity: number
  seatsLeft: number
  seatsTaken: number
  /** As learners see it now (closed also from 24 h before the start). */
  status: AdminSessionStatus
  /** Closed by staff (PUT …/status closed), as opposed to closed by the clock. */
  closedByStaff: boolean
  createdAt: string
}

export interface AdminExamSessionInput {
  /** ISO time with zone. */
  startsAt: string
  city: string
  venueName: string
  venueAddress: string
  capacity: number
}

export interface AdminSessionStatusInput {
  status: 'open' | 'closed'
}

export interface AdminClassListQuery extends PageQuery {}

// ---- Agreements ----

/** user agreement, privacy policy (one current text each), goods agreements (accepted at checkout). */
export const AGREEMENT_KINDS = ['user', 'privacy', 'goods'] as const
export type AgreementKind = (typeof AGREEMENT_KINDS)[number]

export interface AdminAgreementListQuery extends PageQuery {
  kind?: AgreementKind
}

export interface AdminAgreementSummary {
  id: number
  kind: AgreementKind
  slug: string
  title: string
  version: number
  updatedAt: string
}

export interface AdminAgreement extends AdminAgreementSummary {
  /** Sanitised HTML: headings, paragraphs, lists, emphasis. */
  content: string
}

export interface AdminAgreementInput {
  title: string
  content: string
}

export interface AdminAgreementVersion {
  id: number
  agreementId: number
  version: number
  title: string
  content: string
  /** The operator who saved it; null for the texts inserted at start. */
  editedBy: number | null
  editedByName: string
  createdAt: string
}
