// Endpoints of the learning context for learners: what they have joined. The classroom pages of the learning area
// (timetable, check-in, homework, class exams) add theirs here.
import type { Paged } from '../envelope'
import type { MyClass, MyClassListQuery, MySeat, SeatMoveInput, TransferOptions } from './shapes'
import { define } from '../define'

export const listMyClasses = define<{ query: MyClassListQuery; response: Paged<MyClass> }>()({
  method: 'GET', path: '/api/learning/classes', access: 'user',
  summary: "The classes the user holds a seat in (paid orders of a class), by state: ongoing, upcoming, ended"
})

export const getMySeat = define<{ response: MySeat }>()({
  method: 'GET', path: '/api/learning/seats/:id', access: 'user', summary: 'One of my seats with transfers left and retrain'
})
export const getTransferOptions = define<{ response: TransferOptions }>()({
  method: 'GET', path: '/api/learning/seats/:id/transfer-options', access: 'user',
  summary: 'Classes of the same goods my seat may move to, with transfers left (at most 3 per enrolment)'
})
export const transferSeat = define<{ body: SeatMoveInput; response: MySeat }>()({
  method: 'POST', path: '/api/learning/seats/:id/transfer', access: 'user',
  summary: 'Move my seat to another class of the same goods: the target seat is taken atomically; audited'
})
export const getRetrainOptions = define<{ response: TransferOptions }>()({
  method: 'GET', path: '/api/learning/seats/:id/retrain-options', access: 'user',
  summary: 'Later classes of the same goods I may join again after my class ended (retrain policy)'
})
export const retrainSeat = define<{ body: SeatMoveInput; response: MySeat }>()({
  method: 'POST', path: '/api/learning/seats/:id/retrain', access: 'user',
  summary: 'Join a later class of the same goods again (retrain policy); the seat is taken atomically; audited'
})
