// Namespace `shell` in English.
// Brand, tab bar, page loading, request layer (main package).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const shell: Translation<typeof zhHans> = {
  brand: { name: 'GreenMove Fitness Academy', short: 'GreenMove' },
  tabs: { home: 'Home', course: 'Courses', train: 'Coach', about: 'About', mine: 'Me' },
  upload: { uploading: 'Uploading...', videoTooLong: 'Videos can be at most {seconds} seconds long' },
  pageLoader: { loading: 'Loading...', timeout: 'The connection timed out. Tap the screen to retry' },
  /** Navigation-bar titles, one per page (shared/page-title.ts sets them on every show and language change). */
  titles: {
    login: 'Sign in',
    couponShare: 'Coupon',
    goodsDetail: 'Details',
    discount: 'Offers',
    audience: 'Who it is for',
    poster: 'Share poster',
    about: 'About us',
    course: 'Courses',
    home: 'GreenMove Fitness Academy',
    mine: 'Me',
    search: 'Search',
    train: 'Coach',
    addAddress: 'New address',
    editAddress: 'Edit address',
    addresses: 'Addresses',
    calculators: 'Gym sales calculator',
    salesEdit: 'Edit sales calculation',
    salesDetail: 'Sales calculator',
    profit: 'Profit calculator',
    changePassword: 'Change password',
    coupons: 'My coupons',
    goodsAgreement: 'Purchase agreement',
    points: 'My points',
    orders: 'My orders',
    setting: 'Settings',
    userInfo: 'Profile',
    agreement: 'Agreement',
    confirmOrder: 'Confirm order',
    orderDetail: 'Order details',
    invoice: 'Invoice',
    logistics: 'Delivery',
    payResult: 'Payment result',
    wechatPay: 'WeChat Pay',
    faq: 'FAQ',
    faqInfo: 'FAQ details',
    questionnaire: 'Questionnaires',
    teachTeam: 'Our teachers',
    teacherInfo: 'Teacher',
    partners: 'Partners',
    partner: 'Partner',
    stories: 'Learner stories',
    storyInfo: 'Story',
    assistant: 'AI assistant',
    msg: 'Notices',
    news: 'News',
    newsInfo: 'News',
    classList: 'Classes',
    signEwm: 'Check-in QR',
    teacherCourse: 'My courses',
    teacherClass: 'My classes',
    classArrange: 'Class sessions',
    leaveAsk: 'Leave requests',
    addLeaveAsk: 'Request leave',
    teacherQuestion: 'Ratings',
    studentInfo: 'Learner record'
  },
  goodsTitles: { course: 'Course details', exam: 'Exam details', lecture: 'Lecture details', bundle: 'Bundle details' },
  entry: {
    trainEmpty: 'The coach tool is not open yet',
    trainEmptyDesc: 'Training plans, the move library and training logs will appear here'
  }
}

export default shell
