// Every text of the console in this locale: refine's own keys, the frame, then one namespace per area.
import refine from './refine'
import common from './common'
import dashboard from './dashboard'
import users from './users'
import catalog from './catalog'
import content from './content'
import questionnaires from './content-questionnaire'
import contentAbout from './content-about'
import contentAssistant from './content-assistant'
import contentHome from './content-home'
import orders from './orders'
import coupons from './coupons'
import points from './points'
import agreements from './agreements'
import audit from './audit'
import classroom from './classroom'

export default { ...refine, ...common, dashboard, users, catalog, content, contentHome, questionnaires, contentAbout, contentAssistant, orders, coupons, points, agreements, audit, classroom }
