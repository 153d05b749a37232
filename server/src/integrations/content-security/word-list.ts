// The embedded default's content check: a short local list of words that must not be shown to other people
// (gambling, drugs, sex, weapons, fraud and spam contacts, common insults). Text is normalised first (case, full-width
// forms, spaces and punctuation removed) so '赌 博' or 'ＶＸ' are still caught. Production uses WeChat's check; this list
// is a floor, not a moderation system.
const WORDS = [
  '赌博', '博彩', '赌场', '六合彩', '百家乐', '毒品', '冰毒', '海洛因', '大麻', '摇头丸', '色情', '裸聊', '约炮', '卖淫',
  '嫖娼', '枪支', '弹药', '炸药', '代开发票', '刷单', '套现', '办证', '高利贷', '网贷', '传销', '加微信', '加v', '加vx',
  '私聊返现', '傻逼', '傻b', '操你', '草泥马', '妈的', '狗日', '贱人', 'fuck', 'shit'
]

/** Lower case, NFKC (full-width to half-width), no whitespace or punctuation. */
export function normaliseForCheck(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\s\p{P}\p{S}]/gu, '')
}

const NORMALISED = WORDS.map(normaliseForCheck)

/** The first listed word found in the text, or null. */
export function findBlockedWord(text: string, extra: readonly string[] = []): string | null {
  const plain = normaliseForCheck(text)
  for (const word of [...NORMALISED, ...extra.map(normaliseForCheck)]) if (word && plain.includes(word)) return word
  return null
}
