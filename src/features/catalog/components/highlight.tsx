import { Text } from '@tarojs/components'

/** Splits text around every case-insensitive occurrence of the keyword so matches can be coloured. */
export function splitByKeyword(text: string, keyword?: string): { text: string; hit: boolean }[] {
  const k = keyword?.trim()
  if (!k) return [{ text, hit: false }]
  const parts: { text: string; hit: boolean }[] = []
  const lower = text.toLowerCase()
  const needle = k.toLowerCase()
  let from = 0
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), hit: false })
    parts.push({ text: text.slice(at, at + k.length), hit: true })
    from = at + k.length
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false })
  return parts
}

export function Highlight({ text, keyword }: { text: string; keyword?: string }) {
  return (
    <Text className='highlight'>
      {splitByKeyword(text, keyword).map((part, i) => (
        <Text key={i} className={part.hit ? 'highlight__hit' : undefined}>{part.text}</Text>
      ))}
    </Text>
  )
}
