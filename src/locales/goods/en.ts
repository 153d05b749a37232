// Namespace `goods` in English.
// Goods detail pages: classes, exam sessions, buying (subpackage pages/course).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const goods: Translation<typeof zhHans> = {
  classStatus: { upcoming: 'Starting soon', ongoing: 'In progress', ended: 'Ended', full: 'Full', off_sale: 'Off sale' },
  sessionStatus: { open: 'Open', closed: 'Closed', full: 'Full' },
  tabs: { intro: 'About', schedule: 'Schedule', notice: 'Good to know', scheduleExam: 'Sessions' },
  notice: {
    audience: 'Who it is for',
    discounts: 'Offers',
    agreements: 'Purchase agreements',
    noSchedule: 'Online: start as soon as you buy, no class or session to choose'
  },
  service: {
    entry: 'Help',
    title: 'Contact us',
    phone: 'Phone: {phone}',
    wechat: 'WeChat: {id}',
    call: 'Call',
    copy: 'Copy'
  },
  detail: {
    chooseClass: 'Choose a class',
    chooseSession: 'Choose an exam session',
    days: '{n} {n|day|days}',
    seatsLeft: '{n} {n|seat|seats} left',
    transfers: '{n} {n|transfer|transfers} allowed',
    bundleContents: 'In this bundle',
    owned: 'Owned',
    bundleDeduction: 'What you own takes {amount} off',
    audience: 'Who it is for',
    discounts: 'Offers',
    description: 'About',
    poster: 'Poster',
    buy: 'Buy now',
    offSale: 'Off sale',
    purchased: 'Purchased',
    registered: 'Registered',
    heldView: '{label} · View order',
    payPending: 'Pay now',
    comingSoon: 'Coming soon'
  }
}

export default goods
