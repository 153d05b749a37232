// Data one page hands to the next one it opens or returns to (product rules §3 "temp"): the address picked on the address
// list for checkout, the payment checkout already started for the pay page. Each key names the type of its value,
// so the page that takes it gets what the page that put it meant. Values live in memory only: after a reload
// there is nothing to take, and the taking page falls back to asking the server.
import type { Address } from '@contract/identity/schemas'
import type { PayStart } from '@contract/commerce/schemas'
import type { PayChannel } from '@contract/commerce/constants'

declare const valueType: unique symbol

/** A hand-off key; the phantom property carries the value's type and never exists at run time. */
export interface HandOffKey<T> {
  readonly name: string
  readonly [valueType]?: T
}

function key<T>(name: string): HandOffKey<T> {
  return { name }
}

/** Every hand-off between pages. A new one is added here, so the pages that use it agree on its type. */
export const HAND_OFF = {
  /** addressList (opened with ?select=1) → the checkout page that asked for an address. */
  selectedAddress: key<Address>('selectedAddress'),
  /** checkout → pay page (transform): the payment already started for this order, and on which channel. */
  payStart: key<{ orderId: number; start: PayStart; channel?: PayChannel }>('payStart'),
  /** goods page → login → back: the class or exam session chosen before signing in. */
  goodsChoice: key<{ goodsId: number; classId?: number; examSessionId?: number }>('goodsChoice')
} as const

class HandOffStore {
  private values = new Map<string, unknown>()

  put<T>(handOffKey: HandOffKey<T>, value: T): void {
    this.values.set(handOffKey.name, value)
  }

  /** The value, removed, so it is used once; undefined when nothing was handed over. */
  take<T>(handOffKey: HandOffKey<T>): T | undefined {
    const value = this.values.get(handOffKey.name) as T | undefined
    this.values.delete(handOffKey.name)
    return value
  }

  /** Called on sign-out: nothing handed over by one account reaches the next. */
  clear(): void {
    this.values.clear()
  }
}

export const handOff = new HandOffStore()
