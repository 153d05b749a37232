// Sending a verification code by SMS. The code itself is made, stored (hashed) and checked by contexts/identity/sms;
// a provider only delivers it.
import type { SmsScene } from '@contract/identity/constants'

export interface SmsMessage {
  /** As the user typed it: 11 digits for a mainland number, or '+<country><number>'. */
  phone: string
  scene: SmsScene
  code: string
  /** How long the code is valid, for templates that tell the user. */
  validMinutes: number
}

export interface SmsSender {
  readonly name: 'console' | 'tencent'
  /** Resolves once the provider accepted the message; rejects with the provider's reason otherwise. */
  send(message: SmsMessage): Promise<void>
}
