// 企业合作 above the partners (pages/home/hezuo): about page `enterprise`. A failure here leaves the list usable
// and offers a retry line in its place.
import { observer } from 'mobx-react'
import type { AboutPage } from '@contract/about'
import { t } from '@/shared/i18n'
import type { Remote } from '@/shared/use-remote'
import { AboutPageView } from './about-page-view'
import { InlineRetry } from './inline-retry'

function EnterpriseIntroImpl({ remote }: { remote: Remote<AboutPage> }) {
  if (remote.error && !remote.data) return <InlineRetry text={t('common.remote.error')} onRetry={remote.reload} />
  return remote.data ? <AboutPageView page={remote.data} /> : null
}

export const EnterpriseIntro = observer(EnterpriseIntroImpl)
