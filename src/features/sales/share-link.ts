// The salesperson's links: the home page and a coupon's claim page, each carrying the sales code the checkout sends
// on (shared/sales-code.ts), as full addresses another phone can open.
import { SALES_CODE_PARAM } from '@contract/sales/constants'
import { pageLink } from '@/shared/platform/page-link'

export const homeShareLink = (code: string): string => pageLink(`/pages/entry/index?${SALES_CODE_PARAM}=${encodeURIComponent(code)}`)

/** The server's share path of a batch (already carrying the code) as a full address. */
export const couponShareLink = (sharePath: string): string => pageLink(sharePath)
