// A streaming UTF-8 decoder. The mini-program has no TextDecoder, and a streamed answer arrives in chunks that may
// cut a Chinese character (three bytes) or an emoji (four) in two: the bytes of an unfinished character wait for the
// next chunk. Malformed bytes become U+FFFD, as TextDecoder does, so one bad byte never hides the rest.

const REPLACEMENT = '\uFFFD'

/** How many bytes a sequence starting with `lead` has (0: not a valid lead byte). */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1
  if (lead >= 0xc2 && lead <= 0xdf) return 2
  if (lead >= 0xe0 && lead <= 0xef) return 3
  if (lead >= 0xf0 && lead <= 0xf4) return 4
  return 0
}

/** The valid range of the second byte after special lead bytes (no overlong forms, no surrogates, ≤ U+10FFFF). */
function secondByteOk(lead: number, second: number): boolean {
  if (lead === 0xe0) return second >= 0xa0 && second <= 0xbf
  if (lead === 0xed) return second >= 0x80 && second <= 0x9f
  if (lead === 0xf0) return second >= 0x90 && second <= 0xbf
  if (lead === 0xf4) return second >= 0x80 && second <= 0x8f
  return second >= 0x80 && second <= 0xbf
}

export class Utf8StreamDecoder {
  private pending: number[] = []

  /** The text of the bytes so far; an unfinished character at the end is kept for the next call. */
  decode(chunk: Uint8Array): string {
    const bytes = this.pending.length > 0 ? [...this.pending, ...chunk] : chunk
    this.pending = []
    let out = ''
    let i = 0
    while (i < bytes.length) {
      const lead = bytes[i]
      const length = sequenceLength(lead)
      if (length === 1) {
        out += String.fromCharCode(lead)
        i += 1
        continue
      }
      if (length === 0) {
        out += REPLACEMENT
        i += 1
        continue
      }
      // How many continuation bytes are valid (stop at the first bad one, as the WHATWG decoder does).
      let valid = 1
      while (valid < length && i + valid < bytes.length) {
        const b = bytes[i + valid]
        const ok = valid === 1 ? secondByteOk(lead, b) : b >= 0x80 && b <= 0xbf
        if (!ok) break
        valid += 1
      }
      if (valid === length) {
        let code = lead & (0xff >> (length + 1))
        for (let k = 1; k < length; k += 1) code = (code << 6) | (bytes[i + k] & 0x3f)
        out += String.fromCodePoint(code)
        i += length
      } else if (i + valid === bytes.length) {
        // The chunk ended inside a character: wait for the rest.
        this.pending = Array.from(bytes.slice(i))
        break
      } else {
        out += REPLACEMENT
        i += valid
      }
    }
    return out
  }

  /** Call at the end of the stream: an unfinished character left over is malformed. */
  end(): string {
    const left = this.pending.length > 0 ? REPLACEMENT : ''
    this.pending = []
    return left
  }
}
