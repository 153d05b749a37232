// Pages that show one thing (an order, a goods) need its id in the link (useRouteParams answers null without a
// usable one); such a link says so plainly instead of asking the server about "NaN".
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { switchToTab } from '@/shared/navigation'
import { HOME_ROUTE } from '@/shared/routes'
import { Empty } from './empty'

export const InvalidLink = observer(() => (
  <Empty status='error' title={t('common.invalidLink.title')} description={t('common.invalidLink.description')}
    actionText={t('common.invalidLink.home')} onAction={() => switchToTab(HOME_ROUTE)} />
))
