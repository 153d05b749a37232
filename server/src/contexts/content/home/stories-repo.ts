// The learner stories the home page shows: visible ones by sort then id. Read only: the stories themselves are
// written and shown in full by the about area (pages/home/story*), which owns the table's other queries.
import { asc } from 'drizzle-orm'
import type { StoryCard } from '@contract/home'
import type { Db } from '../../../db'
import { stories } from '../../../db/schema'
import { visibleWhere } from '../publication'

export function homeStories(db: Db, limit: number, now: Date): Promise<StoryCard[]> {
  return db.select({
    id: stories.id, title: stories.title, learnerName: stories.learnerName, learnerTitle: stories.learnerTitle, coverUrl: stories.coverUrl
  }).from(stories).where(visibleWhere(stories, now)).orderBy(asc(stories.sort), asc(stories.id)).limit(limit)
}
