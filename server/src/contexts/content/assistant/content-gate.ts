// WeChat's content security (msgSecCheck) in front of the learner: with mini-program credentials and the learner's
// openid, a model's text is shown only after WeChat passed it. Checking every token would be hundreds of calls, so
// text is released a sentence or so at a time, each time checking everything shown so far plus the new part (so a
// problem spread over two sentences is still seen). Without credentials or openid (H5, the embedded default) there
// is no check and text passes at once.
import type { ContentVerdict } from '../../../integrations/wechat/types'

export type TextCheck = (text: string) => Promise<ContentVerdict>

/** Released once this much waits and it holds a sentence end, or at MAX whatever it holds. */
const MIN_CHARS = 24
const MAX_CHARS = 120
/** WeChat reads at most 2500 characters. */
const CHECK_CHARS = 2500
const SENTENCE_END = /[。！？!?；;\n]/

export class ContentBlocked extends Error {
  constructor() {
    super('msgSecCheck: risky')
    this.name = 'ContentBlocked'
  }
}

export class CheckedRelease {
  private pending = ''
  private shown = ''

  constructor(private readonly check: TextCheck | null) {}

  /** Takes more text; returns what may be shown now. Throws ContentBlocked. */
  async push(text: string): Promise<string> {
    if (!this.check) return text
    this.pending += text
    const ready = this.pending.length >= MAX_CHARS || (this.pending.length >= MIN_CHARS && SENTENCE_END.test(this.pending))
    return ready ? this.release(this.check) : ''
  }

  /** The rest, once the text is complete. */
  async end(): Promise<string> {
    return this.check && this.pending ? this.release(this.check) : ''
  }

  private async release(check: TextCheck): Promise<string> {
    const candidate = this.shown + this.pending
    if ((await check(candidate.slice(-CHECK_CHARS))) === 'risky') throw new ContentBlocked()
    const out = this.pending
    this.shown = candidate
    this.pending = ''
    return out
  }
}
