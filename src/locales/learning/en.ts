// Namespace `learning` in English.
import type { Translation } from '../translation'
import type source from './zh-Hans'

const learning: Translation<typeof source> = {
  classes: {
    tabs: { all: 'All', upcoming: 'Upcoming', ongoing: 'In progress', ended: 'Finished' },
    states: { upcoming: 'Upcoming', ongoing: 'In progress', ended: 'Finished' },
    refunding: 'Refund in progress',
    days: '{n} {n|day|days}',
    startsTomorrow: 'Starts tomorrow',
    startsIn: 'Starts in {n} {n|day|days}',
    inClass: 'In class, ends {date}',
    endedOn: 'Ended {date}',
    course: 'Course details',
    order: 'View order',
    empty: {
      all: 'No classes yet',
      upcoming: 'No upcoming classes',
      ongoing: 'No classes in progress',
      ended: 'No finished classes'
    },
    emptyHint: 'Buy a course with a class and its dates and place will show here',
    browse: 'Browse courses'
  }
}

export default learning
