// Where a piece of our content opens in the app: a goods on its goods page, a news item and a FAQ on theirs.
// Search results and the assistant's sources both link this way.
import type { ContentKind } from '@contract/content/assistant-shapes'
import { openPage } from '@/shared/navigation'

export function openContent(kind: ContentKind, id: number): void {
  if (kind === 'goods') openPage('pages/course/courseDetail', { id })
  else if (kind === 'news') openPage('pages/home/newsInfo', { id })
  else openPage('pages/home/faqInfo', { id })
}
