// Content security for what other people will see (rating comments, homework answers shown to classmates, wonderful
// moments): WeChat's msgSecCheck (text) and mediaCheckAsync (images) when the mini-program is configured and the
// author came through it (WeChat needs their openid); the local word list otherwise, and always as a floor.
// Callers refuse with CONTENT_REJECTED on 'risky' and may hold 'review' back for a person to look at.
import type { FastifyBaseLogger } from 'fastify'
import type { ContentVerdict, WechatMiniClient } from '../wechat/types'
import { findBlockedWord } from './word-list'

export type { ContentVerdict }
export { findBlockedWord, normaliseForCheck } from './word-list'

export interface ContentSecurity {
  /** 'wechat' when the WeChat client is configured (used for authors with an openid), else 'wordlist'. */
  readonly mode: 'wechat' | 'wordlist'
  /** Whether a text may be shown to others. `openid`: the author's mini-program openid, when known. */
  checkText(text: string, openid: string | null): Promise<ContentVerdict>
  /**
   * An image (public URL) to be shown to others. With WeChat and an openid it is submitted to mediaCheckAsync and
   * answers 'review' with the trace id (WeChat's verdict arrives later at the message push URL); otherwise 'pass'
   * (the word list cannot read images).
   */
  checkImage(mediaUrl: string, openid: string | null): Promise<{ verdict: ContentVerdict; traceId: string | null }>
}

export interface ContentSecurityDeps {
  wechat: WechatMiniClient | null
  log: FastifyBaseLogger
  /** Extra words (tests, or an operator's list). */
  extraWords?: readonly string[]
}

export function createContentSecurity(deps: ContentSecurityDeps): ContentSecurity {
  const { wechat, log, extraWords = [] } = deps

  async function checkText(text: string, openid: string | null): Promise<ContentVerdict> {
    if (!text.trim()) return 'pass'
    if (findBlockedWord(text, extraWords)) return 'risky'
    if (!wechat || !openid) return 'pass'
    try {
      return await wechat.msgSecCheck({ openid, content: text })
    } catch (err) {
      // WeChat unreachable: the word list already passed it; say so in the log rather than refuse the learner.
      log.warn({ err }, 'msgSecCheck failed; word list verdict used')
      return 'pass'
    }
  }

  async function checkImage(mediaUrl: string, openid: string | null) {
    if (!wechat?.mediaCheckAsync || !openid) return { verdict: 'pass' as const, traceId: null }
    try {
      const traceId = await wechat.mediaCheckAsync({ openid, mediaUrl })
      return { verdict: 'review' as const, traceId }
    } catch (err) {
      log.warn({ err }, 'mediaCheckAsync failed; image held for review')
      return { verdict: 'review' as const, traceId: null }
    }
  }

  return { mode: wechat ? 'wechat' : 'wordlist', checkText, checkImage }
}
