// Endpoints of the learning context for learners: what they have joined. The classroom pages of the learning area
// (timetable, check-in, homework, class exams) add theirs here.
import type { Paged } from '../envelope'
import type { MyClass, MyClassListQuery } from './shapes'
import { define } from '../define'

export const listMyClasses = define<{ query: MyClassListQuery; response: Paged<MyClass> }>()({
  method: 'GET', path: '/api/learning/classes', access: 'user',
  summary: "The classes the user holds a seat in (paid orders of a class), by state: ongoing, upcoming, ended"
})
