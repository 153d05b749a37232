// The embedded default's answer (no chat model configured): the passages of our content that best match the
// question, each under its title, introduced by a plain statement that this is a search answer and not written by
// an AI. It streams like a model's answer, a few words at a time, so the chat reads the same either way.
import type { Passage } from '../retrieval/content-index'
import { KIND_NAMES } from './prompt'

export const SEARCH_ANSWER_INTRO = '以下是站内搜索找到的相关内容（搜索回答，不是AI生成的），供您参考：'
export const SEARCH_ANSWER_NONE =
  '这是站内搜索的回答（不是AI生成的）：没有找到与您的问题相关的内容。可以换个说法再问，或到「常见问题」里看看，也可以联系客服。'
const OUTRO = '点击下方的来源可以查看全文。'

/** The passages, at most this many: a phone screen of reading. */
export const SEARCH_ANSWER_PASSAGES = 3

export function searchAnswer(passages: readonly Passage[]): string {
  if (passages.length === 0) return SEARCH_ANSWER_NONE
  const parts = passages.slice(0, SEARCH_ANSWER_PASSAGES).map((p) => `【${KIND_NAMES[p.doc.kind]}】${p.doc.title}\n${p.text}`)
  return [SEARCH_ANSWER_INTRO, ...parts, OUTRO].join('\n\n')
}

/** About a model's token: a word or two, never more than a few characters (punctuation and line breaks kept). */
const PIECE_CHARS = 4
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })

/** The text in streamable pieces that join back to exactly the text. */
export function piecesOf(text: string): string[] {
  const pieces: string[] = []
  let current = ''
  for (const part of segmenter.segment(text)) {
    current += part.segment
    if (current.length >= PIECE_CHARS || !part.isWordLike) {
      pieces.push(current)
      current = ''
    }
  }
  if (current) pieces.push(current)
  return pieces
}
