// One import per namespace; each namespace file is owned by the area that uses it.
import common from './common'
import shell from './shell'
import account from './account'
import catalog from './catalog'
import coupon from './coupon'
import points from './points'
import poster from './poster'
import order from './order'

export default { common, shell, account, catalog, coupon, order, points, poster }
