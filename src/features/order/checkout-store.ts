// Checkout state for one confirm-order screen: the choices the buyer makes and the server's quote for them.
// Every amount comes from the server (POST /api/order/quote); this store only keeps choices and asks again.
import { makeAutoObservable, runInAction } from 'mobx'
import type { Address } from '@contract/identity/schemas'
import type { InvoiceRequest, Order, Quote } from '@contract/commerce/schemas'
import type { PlainKey } from '@/shared/i18n'
import { newRequestId } from '@/shared/request-id'
import { listAddresses } from '@/features/account'
import { storedSalesCode } from '@/shared/sales-code'
import { createOrder, quoteOrder } from './api'
import { bestCouponId } from './coupon-choice'
import { hasErrors, invoiceErrors } from './invoice-check'

/** Asking for "as many as allowed": the server caps points by balance and by its share rule. */
const ALL_ALLOWED_POINTS = 10_000_000

export interface CheckoutParams {
  goodsId: number
  classId?: number
  examSessionId?: number
}

export class CheckoutStore {
  couponId: number | undefined = undefined
  couponTouched = false
  usePoints = false
  address: Address | null = null
  invoice: InvoiceRequest | null = null
  agreed = false
  /** A submit was refused for something missing: the invoice form then marks every field in error, not only left ones. */
  showAllErrors = false
  quote: Quote | null = null
  loading = true
  error = false
  /** Counts quote requests; an answer is used only when its request is still the latest. */
  private quoteTicket = 0
  /** One per screen: submitting twice (double tap, retry after a timeout) creates one order. */
  readonly requestId = newRequestId()

  constructor(readonly params: CheckoutParams) {
    makeAutoObservable(this, { params: false, requestId: false })
  }

  /**
   * Asks for a quote of the current choices. Quotes can answer out of order (the buyer toggles points, then picks a
   * coupon, and the first answer is the slower one): only the answer to the latest request is kept, so an older
   * quote never overwrites the choices the buyer made since.
   */
  async refresh(): Promise<void> {
    const ticket = ++this.quoteTicket
    const isLatest = () => ticket === this.quoteTicket
    this.loading = true
    this.error = false
    try {
      const quote = await quoteOrder({ ...this.params, couponId: this.couponId, points: this.usePoints ? ALL_ALLOWED_POINTS : 0 })
      if (!isLatest()) return
      runInAction(() => this.takeQuote(quote))
      if (quote.needsAddress && !this.address) await this.loadDefaultAddress()
    } catch {
      runInAction(() => { if (isLatest()) this.error = true })
    } finally {
      runInAction(() => { if (isLatest()) this.loading = false })
    }
  }

  private takeQuote(quote: Quote) {
    this.quote = quote
    // The coupon that saves most (by the server's figures) is offered until the buyer picks one (or none) themselves.
    const best = this.couponTouched || this.couponId !== undefined ? undefined : bestCouponId(quote.couponOptions ?? [])
    if (best !== undefined) {
      this.couponId = best
      void this.refresh()
    }
  }

  private async loadDefaultAddress() {
    const page = await listAddresses({ page: 1, size: 1 })
    runInAction(() => { this.address = page.list[0] ?? null })
  }

  chooseCoupon(id: number | undefined) {
    this.couponTouched = true
    this.couponId = id
    void this.refresh()
  }

  togglePoints(on: boolean) {
    this.usePoints = on
    void this.refresh()
  }

  setAddress(address: Address | null) { this.address = address }
  setInvoice(invoice: InvoiceRequest | null) { this.invoice = invoice }
  setAgreed(agreed: boolean) { this.agreed = agreed }

  /** The reason a submit cannot go ahead (a locale key), marking the form's errors; null when it can. */
  checkBeforeSubmit(): PlainKey | null {
    const missing = this.missing
    if (missing) this.showAllErrors = true
    return missing
  }

  /** What is still missing before the order can be placed, as a locale key; null when ready. */
  get missing(): PlainKey | null {
    if (!this.quote) return 'order.checkout.notReady'
    if (this.quote.needsAddress && !this.address) return 'order.checkout.needAddress'
    if (this.invoice && hasErrors(invoiceErrors(this.invoice))) return 'order.checkout.invoiceIncomplete'
    if (this.quote.agreements.length > 0 && !this.agreed) return 'order.checkout.needAgree'
    return null
  }

  submit(): Promise<Order> {
    return createOrder({
      ...this.params,
      clientRequestId: this.requestId,
      couponId: this.couponId,
      points: this.quote?.pointsUsed ?? 0,
      addressId: this.address?.id,
      agreementIds: this.quote?.agreements.map((a) => a.id) ?? [],
      invoice: this.invoice ?? undefined,
      salesCode: storedSalesCode()
    })
  }
}
