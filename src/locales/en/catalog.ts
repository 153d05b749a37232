import type zhHans from '../zh-Hans/catalog'

const catalog: typeof zhHans = {
  kinds: { all: 'All', course: 'Courses', exam: 'Exams', lecture: 'Lectures', bundle: 'Bundles' },
  allCities: 'All cities',
  searchPlaceholder: 'Search courses, exams, lectures',
  sold: '{n} sold',
  empty: 'Nothing here yet',
  emptyDesc: 'Try another category or city',
  classStatus: { upcoming: 'Starting soon', ongoing: 'In progress', ended: 'Ended', full: 'Full', off_sale: 'Off sale' },
  sessionStatus: { open: 'Open', closed: 'Closed', full: 'Full' },
  detail: {
    chooseClass: 'Choose a class',
    chooseSession: 'Choose an exam session',
    days: '{n} days',
    seatsLeft: '{n} seats left',
    transfers: '{n} transfers allowed',
    bundleContents: 'In this bundle',
    owned: 'Owned',
    bundleDeduction: 'What you own takes {amount} off',
    audience: 'Who it is for',
    discounts: 'Offers',
    description: 'About',
    poster: 'Poster',
    buy: 'Buy now',
    offSale: 'Off sale'
  },
  search: {
    history: 'Recent searches',
    clear: 'Clear',
    submit: 'Search',
    noResult: 'Nothing found for “{keyword}”',
    hint: 'Type a course, exam or lecture name'
  }
}
export default catalog
