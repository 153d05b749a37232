// The classroom context's dependencies: the app's base and the file storage (course documents and homework answers
// are uploads). It runs what happens after a learner holds a seat (sessions, check-in, leave, transfers, course
// documents, homework, reminders) and reads seats through learning's public entry.
import type { FileStorage } from '../../integrations/storage/types'
import type { BaseContext } from '../base'

export type ClassroomContext = BaseContext & { storage: FileStorage }
