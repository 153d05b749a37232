// Namespace `common` in English.
// The shared pieces in src/shared: toasts, validators, picker, list footers, pull-to-refresh (main package).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const common: Translation<typeof zhHans> = {
  action: {
    confirm: 'OK',
    cancel: 'Cancel',
    retry: 'Retry'
  },
  toast: {
    copySuccess: 'Copied!',
    copyFail: 'Copy failed!',
    serverError: 'Something went wrong on the server~'
  },
  validate: {
    invalid: '{field} is invalid',
    phone: 'Phone number',
    email: 'Email'
  },
  picker: {
    title: 'Please select',
    confirm: 'Done',
    cancel: 'Cancel',
    year: '{n}',
    month: '{n}',
    day: '{n}',
    hour: '{n}',
    minute: '{n}'
  },
  loadMore: {
    loading: 'Loading...',
    more: 'Pull up to load more',
    done: 'All loaded',
    error: 'Failed to load. Tap to retry'
  },
  invalidLink: {
    title: 'This link is incomplete',
    description: 'Open this page again from its list',
    home: 'Back to home'
  },
  /** A label and its value on one line, with the colon of the language (full-width in Chinese). */
  labelled: '{label}: {value}',
  remote: {
    error: 'Could not load. Please try again'
  },
  permission: {
    title: 'Permission needed',
    address: 'Importing a WeChat address needs the address permission. Turn it on in settings and try again.',
    album: 'Saving the poster needs access to your photos. Turn on "Add to Photos" in settings and try again.',
    openSettings: 'Open settings'
  },
  empty: {
    title: 'Nothing here yet',
    /** Calls to action of empty states: to the course tab, to add the first item. */
    browse: 'Browse courses',
    add: 'Add one'
  },
  pageLoading: {
    text: 'Loading...'
  },
  pullRefresh: {
    pulling: 'Pull to refresh',
    reached: 'Release to refresh',
    refreshing: 'Refreshing...',
    restoring: 'Refreshed'
  }
}

export default common
