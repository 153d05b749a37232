// The classroom context's dependencies: the app's base. It runs what happens after a learner holds a seat
// (sessions, check-in, leave, transfers, course documents, homework, reminders) and reads seats through learning's
// public entry.
import type { BaseContext } from '../base'

export type ClassroomContext = BaseContext
