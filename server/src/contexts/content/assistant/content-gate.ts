// WeChat's content security (msgSecCheck) in front of the learner: with mini-program credentials and the learner's
// openid, a model's text is shown only after WeChat passed it. Checking every token would be hundreds of calls, so
// text is released a sentence or so at a time, each time checking everything shown so far plus the new part (so a
// problem spread over two sentences is still seen). Without credentials or openid (H5, the embedded default) there
// is no check and text passes at once.
import type { ContentVerdict } from '../../../integrations/wechat/types'

export type TextCheck = (text: string) => Promise<ContentVerdict>

/** Released up to its last sentence end once that is MIN_CHARS in; at MAX_CHARS without one, all of it. */
const MIN_CHARS = 24
const MAX_CHARS = 120
/** WeChat reads at most 2500 characters. */
const CHECK_CHARS = 2500
const SENTENCE_END = /[。！？!?；;\n]/g

/** The length up to and including the text's last sentence end (0 without one). */
function lastSentenceEnd(text: string): number {
  let end = 0
  for (const match of text.matchAll(SENTENCE_END)) end = match.index + 1
  return end
}

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
    const end = lastSentenceEnd(this.pending)
    if (end >= MIN_CHARS) return this.release(this.check, end)
    return this.pending.length >= MAX_CHARS ? this.release(this.check, this.pending.length) : ''
  }

  /** The rest, once the text is complete. */
  async end(): Promise<string> {
    return this.check && this.pending ? this.release(this.check, this.pending.length) : ''
  }

  /** Checks and releases the first `length` characters waiting; the rest (a sentence begun) waits for more. */
  private async release(check: TextCheck, length: number): Promise<string> {
    const out = this.pending.slice(0, length)
    const candidate = this.shown + out
    if ((await check(candidate.slice(-CHECK_CHARS))) === 'risky') throw new ContentBlocked()
    this.shown = candidate
    this.pending = this.pending.slice(length)
    return out
  }
}
