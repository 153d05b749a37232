// The classroom's gate for text and images other people will see (rating comments, homework answers shown to
// classmates, wonderful moments): the author's mini-program openid (when they came through it) goes to WeChat's check,
// everyone else meets the local word list. A refusal is CONTENT_REJECTED with a sentence naming the field.
import { userError } from '../../../http/errors'
import { findWechatIdentity } from '../../identity'
import type { ClassroomContext } from '../context'

type CheckDeps = Pick<ClassroomContext, 'db' | 'contentSecurity' | 'wechatMini'>

async function openidOf(deps: CheckDeps, userId: number): Promise<string | null> {
  if (!deps.wechatMini) return null
  const identity = await findWechatIdentity(deps.db, userId)
  return identity && identity.appId === deps.wechatMini.appId ? identity.openid : null
}

/** Throws CONTENT_REJECTED when the text is risky; `field` names it in the message ('评价', '作业答案'). */
export async function assertTextShowable(deps: CheckDeps, userId: number, text: string, field: string): Promise<void> {
  const verdict = await deps.contentSecurity.checkText(text, await openidOf(deps, userId))
  if (verdict === 'risky') throw userError('CONTENT_REJECTED', `${field}含有不适宜公开的内容，请修改后再提交`, field)
}

/** Submits an image for checking: 'pass', or 'review' while WeChat's asynchronous verdict is awaited. */
export async function checkImage(deps: CheckDeps, userId: number, mediaUrl: string) {
  return deps.contentSecurity.checkImage(mediaUrl, await openidOf(deps, userId))
}
