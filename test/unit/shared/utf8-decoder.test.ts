// The streaming UTF-8 decoder the mini-program needs (it has no TextDecoder): characters cut between chunks, every
// length of sequence, malformed bytes, and agreement with the platform's TextDecoder on random cuts.
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util'
import { Utf8StreamDecoder } from '@/shared/utf8-decoder'

const encode = (text: string) => new NodeTextEncoder().encode(text)

function decodeInChunks(bytes: Uint8Array, cuts: number[]): string {
  const decoder = new Utf8StreamDecoder()
  let out = ''
  let from = 0
  for (const cut of [...cuts, bytes.length]) {
    out += decoder.decode(bytes.slice(from, cut))
    from = cut
  }
  return out + decoder.end()
}

it('decodes ASCII, Chinese (3 bytes), accented letters (2) and emoji (4) in one chunk', () => {
  const text = 'AI 助手 café 💪🏋️'
  expect(decodeInChunks(encode(text), [])).toBe(text)
})

it('keeps a character cut between chunks for the next one, at every cut of every character', () => {
  const text = '绿动é💪'
  const bytes = encode(text)
  for (let cut = 1; cut < bytes.length; cut += 1) expect(decodeInChunks(bytes, [cut])).toBe(text)
})

it('survives one byte per chunk', () => {
  const text = '问：怎么开发票？答：在订单详情申请。🧾'
  const bytes = encode(text)
  expect(decodeInChunks(bytes, Array.from({ length: bytes.length - 1 }, (_, i) => i + 1))).toBe(text)
})

it('turns malformed bytes into U+FFFD like TextDecoder and goes on', () => {
  const cases = [[0xff, 0x41], [0xe4, 0x41], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf5, 0x80], [0xe4, 0xb8]]
  for (const bytes of cases) {
    const expected = new NodeTextDecoder().decode(new Uint8Array(bytes))
    expect([bytes, decodeInChunks(new Uint8Array(bytes), [])]).toEqual([bytes, expected])
  }
})

it('agrees with TextDecoder on random text cut at random places', () => {
  const alphabet = ['a', 'Z', ' ', '\n', '的', '训', '练', 'é', 'ß', '💪', '🏋', '，', '{', '"']
  let seed = 7
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
  for (let round = 0; round < 200; round += 1) {
    const text = Array.from({ length: 40 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')
    const bytes = encode(text)
    const cuts = [...new Set(Array.from({ length: 5 }, () => Math.floor(random() * bytes.length)))].sort((a, b) => a - b)
    expect(decodeInChunks(bytes, cuts)).toBe(text)
  }
})
