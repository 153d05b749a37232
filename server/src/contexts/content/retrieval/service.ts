// One index of our content per server process, rebuilt only when the content changed: before each use, one small
// query reads the stamp of the visible FAQ, news and on-sale goods (count and latest change of each); the index is
// rebuilt when it differs. Publishing, editing, a schedule reaching its time or a goods going off sale all change it,
// so a search never shows what learners may no longer see, and several nodes each keep their own copy in step.
// Measured on PGlite with the demo content (21 FAQ and the goods: 42 passages) on a busy 2-core machine: a rebuild
// ~50 ms (mostly reading the rows), a query 0.1-0.4 ms; with 300 news added (640 passages) a rebuild ~320 ms. A
// rebuild happens only after a change, so a few hundred rows need no cache with a TTL, and a few thousand still would
// rebuild in well under a few seconds; beyond that an index kept in the database (PostgreSQL zhparser) would be next.
import type { Db } from '../../../db'
import { ContentIndex } from './content-index'
import { contentStamp, loadDocuments } from './corpus'

export interface Retrieval {
  /** The index of the content visible at `now`. */
  index(now: Date): Promise<ContentIndex>
}

export function createRetrieval(db: Db): Retrieval {
  let built: { stamp: string; index: ContentIndex } | null = null
  let building: { stamp: string; promise: Promise<ContentIndex> } | null = null

  async function rebuild(stamp: string, now: Date): Promise<ContentIndex> {
    const index = new ContentIndex(await loadDocuments(db, now))
    built = { stamp, index }
    return index
  }

  return {
    async index(now) {
      const stamp = await contentStamp(db, now)
      if (built?.stamp === stamp) return built.index
      // Requests arriving during a rebuild for the same content wait for it instead of building again.
      if (building?.stamp !== stamp) {
        const promise = rebuild(stamp, now).finally(() => { if (building?.promise === promise) building = null })
        building = { stamp, promise }
      }
      return building.promise
    }
  }
}
