// A calculator form's state: the draft as typed, its problems (shown beside the fields once saving was tried),
// and whether the figures alone are valid (the live estimate needs figures, not a name).
import { useState } from 'react'
import type { DraftErrors } from './draft-fields'

export function useDraftForm<D>(initial: D, errorsOf: (draft: D) => DraftErrors) {
  const [draft, setDraft] = useState<D>(initial)
  const [attempted, setAttempted] = useState(false)
  const errors = errorsOf(draft)
  return {
    draft,
    set: (patch: Partial<D>) => setDraft((d) => ({ ...d, ...patch })),
    errorOf: (field: string) => (attempted ? errors[field] : undefined),
    figuresValid: Object.keys(errors).every((field) => field === 'name'),
    /** Marks the form as tried (problems show) and answers whether it may be sent. */
    check: () => {
      setAttempted(true)
      return Object.keys(errors).length === 0
    }
  }
}
