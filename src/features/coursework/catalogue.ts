// Reading a course's catalogue: counts, the lesson to continue with, one chapter or section by id, durations.
import type { DocCatalogue, DocChapter, DocItemSummary, DocSection } from '@contract/classroom/documents-shapes'

export const itemsOf = (chapters: DocChapter[]): DocItemSummary[] =>
  chapters.flatMap((c) => c.sections.flatMap((s) => s.items))

export function chapterItems(chapter: DocChapter): DocItemSummary[] {
  return chapter.sections.flatMap((s) => s.items)
}

/** The first lesson the learner may open and has not finished (else the first they may open). */
export function lessonToContinue(catalogue: DocCatalogue): DocItemSummary | undefined {
  const open = itemsOf(catalogue.chapters).filter((i) => i.open)
  return open.find((i) => !i.completed) ?? open[0]
}

export function findChapter(catalogue: DocCatalogue, id: number): DocChapter | undefined {
  return catalogue.chapters.find((c) => c.id === id)
}

export function findSection(catalogue: DocCatalogue, id: number): DocSection | undefined {
  return catalogue.chapters.flatMap((c) => c.sections).find((s) => s.id === id)
}

/** 'm:ss' of a position in seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
