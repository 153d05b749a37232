// Namespace `shell` in English.
// Brand, tab bar, page loading, request layer (main package).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const shell: Translation<typeof zhHans> = {
  brand: { name: 'GreenMove Fitness Academy', short: 'GreenMove' },
  tabs: { home: 'Home', course: 'Courses', train: 'Coach', about: 'About', mine: 'Me' },
  upload: { uploading: 'Uploading...', videoTooLong: 'Videos can be at most {seconds} seconds long' },
  pageLoader: { loading: 'Loading...', timeout: 'The connection timed out. Tap the screen to retry' },
  entry: {
    homeEmpty: 'The home page is coming soon',
    homeEmptyDesc: 'Recommended courses, announcements and our teachers will appear here',
    trainEmpty: 'The coach tool is not open yet',
    trainEmptyDesc: 'Training plans, the move library and training logs will appear here',
    aboutEmpty: 'Nothing here yet',
    aboutEmptyDesc: 'Our story, partners and learner stories will appear here'
  }
}

export default shell
