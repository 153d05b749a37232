// Keeps the system prompt out of what learners see, whatever a hostile question made the model say. The output is
// held back by a few characters; before any of it is released, it is checked for the canary and for any run of
// WINDOW characters of the system prompt (spaces and case ignored, so a reformatted copy is caught too). A leak
// stops the answer before its first leaked character was shown.

/** Long enough that an ordinary answer never shares such a run with our instructions by chance. */
const WINDOW = 14
/** Held back, in raw characters: twice the window, so spaces the model adds cannot push a leak out early. */
const HOLD = WINDOW * 2

const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase()

export class PromptLeak extends Error {
  constructor() {
    super('the answer repeats the system prompt')
    this.name = 'PromptLeak'
  }
}

export class LeakGuard {
  private readonly windows = new Set<string>()
  private readonly canary: string
  private output = ''
  private released = 0
  /** The output squashed, and how much of it was already checked. */
  private squashed = ''
  private checked = 0

  constructor(systemPrompt: string, canary: string) {
    const prompt = squash(systemPrompt)
    for (let i = 0; i + WINDOW <= prompt.length; i += 1) this.windows.add(prompt.slice(i, i + WINDOW))
    this.canary = squash(canary)
  }

  /** Looks only at what arrived since the last check (and the overlap a match could span). */
  private check(): void {
    const text = this.squashed
    if (text.indexOf(this.canary, Math.max(0, this.checked - this.canary.length + 1)) !== -1) throw new PromptLeak()
    for (let i = Math.max(0, this.checked - WINDOW + 1); i + WINDOW <= text.length; i += 1) {
      if (this.windows.has(text.slice(i, i + WINDOW))) throw new PromptLeak()
    }
    this.checked = text.length
  }

  /** Takes more of the answer; returns what may be shown now. Throws PromptLeak. */
  push(text: string): string {
    this.output += text
    this.squashed += squash(text)
    this.check()
    const upTo = Math.max(this.released, this.output.length - HOLD)
    const out = this.output.slice(this.released, upTo)
    this.released = upTo
    return out
  }

  /** The rest, once the answer is complete. */
  end(): string {
    this.check()
    const out = this.output.slice(this.released)
    this.released = this.output.length
    return out
  }
}
