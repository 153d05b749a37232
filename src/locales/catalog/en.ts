// Namespace `catalog` in English.
// Course tab, goods lists and search (main package).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const catalog: Translation<typeof zhHans> = {
  /** One goods' kind (a chip, "Type: Course"); `kinds` are the list tabs. */
  kind: { course: 'Course', exam: 'Exam', lecture: 'Lecture', bundle: 'Bundle' },
  kinds: { all: 'All', course: 'Courses', exam: 'Exams', lecture: 'Lectures', bundle: 'Bundles' },
  allCities: 'All cities',
  searchPlaceholder: 'Search courses, exams, lectures',
  sold: '{n} sold',
  empty: 'Nothing here yet',
  emptyDesc: 'Try another category or city'
}

export default catalog
