// 调整积分: the points area's create page; back to the ledger once done.
import { Create } from '@refinedev/antd'
import { useT } from '../../providers/i18n-provider'
import { AdjustForm } from './AdjustForm'

export function PointsAdjust() {
  const t = useT()
  return (
    <Create title={t('points.adjustTitle')} footerButtons={() => null}>
      <AdjustForm redirect="list" />
    </Create>
  )
}
