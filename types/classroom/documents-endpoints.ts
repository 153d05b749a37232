// Course documents endpoints for learners (pages/course/courseDocument and pages/course/document/*).
import type { DocCatalogue, DocCourse, DocItem, DocProgress, DocProgressInput } from './documents-shapes'
import { define } from '../define'

export const listDocCourses = define<{ response: DocCourse[] }>()({
  method: 'GET', path: '/api/classroom/documents', access: 'user',
  summary: 'Courses that have online documents, owned ones first, with the learner\'s progress'
})

export const getDocCatalogue = define<{ response: DocCatalogue }>()({
  method: 'GET', path: '/api/classroom/documents/:goodsId', access: 'user',
  summary: 'A course\'s chapters, sections and items, which of them the learner may open and their progress'
})

export const openDocItem = define<{ response: DocItem }>()({
  method: 'GET', path: '/api/classroom/documents/items/:id', access: 'user',
  summary: 'Opens an item: free or owned only; files come as a short-lived signed link'
})

export const saveDocProgress = define<{ body: DocProgressInput; response: DocProgress }>()({
  method: 'POST', path: '/api/classroom/documents/items/:id/progress', access: 'user',
  summary: 'Saves where the video stands; completion needs watched time consistent with the duration'
})
