// 轮播图详情: the banner as set, a preview at the phone's width (where it sits on the home page), and publish /
// schedule / unpublish.
import { Descriptions } from 'antd'
import type { AdminBanner } from '@contract/content/home-shapes'
import { getAdminGoods } from '@contract/catalog/admin-endpoints'
import { getAdminNews, publishAdminBanner, unpublishAdminBanner } from '@contract/content/home-admin-endpoints'
import { useApiQuery } from '../../../api/hooks'
import { formatDateTime } from '../../../components/format'
import { useT } from '../../../providers/i18n-provider'
import { PublicationStateTag } from '../PublicationStateTag'
import { PhonePreview } from './PhonePreview'
import { PublishedShow } from './PublishedShow'

/** The target as an operator knows it: a goods or an article by its title, a path or address as written. */
function TargetText({ banner }: { banner: AdminBanner }) {
  const id = Number(banner.linkTarget)
  const goods = useApiQuery(getAdminGoods, { params: { id } }, { enabled: banner.linkKind === 'goods' })
  const news = useApiQuery(getAdminNews, { params: { id } }, { enabled: banner.linkKind === 'news' })
  const title = banner.linkKind === 'goods' ? goods.data?.title : banner.linkKind === 'news' ? news.data?.title : undefined
  if (!banner.linkTarget) return <>—</>
  return <>{title ? `${title} #${id}` : banner.linkTarget}</>
}

function Facts({ banner }: { banner: AdminBanner }) {
  const t = useT()
  const f = (key: string) => t(`contentHome.banners.fields.${key}` as never)
  return (
    <Descriptions bordered column={2} size="small">
      <Descriptions.Item label={f('title')} span={2}>{banner.title}</Descriptions.Item>
      <Descriptions.Item label={f('linkKind')}>{t(`contentHome.banners.linkKinds.${banner.linkKind}`)}</Descriptions.Item>
      <Descriptions.Item label={f('linkTarget')}><TargetText banner={banner} /></Descriptions.Item>
      <Descriptions.Item label={f('state')}><PublicationStateTag state={banner.state} publishAt={banner.publishAt} /></Descriptions.Item>
      <Descriptions.Item label={f('sort')}>{banner.sort}</Descriptions.Item>
      <Descriptions.Item label={f('createdAt')}>{formatDateTime(banner.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={f('updatedAt')}>{formatDateTime(banner.updatedAt)}</Descriptions.Item>
    </Descriptions>
  )
}

export function BannerShow() {
  const t = useT()
  return (
    <PublishedShow<AdminBanner> resource="banners" title={t('contentHome.banners.detailTitle')} publish={publishAdminBanner} unpublish={unpublishAdminBanner}>
      {(banner) => (
        <>
          <Facts banner={banner} />
          <PhonePreview label={t('contentHome.banners.preview')} testId="banner-preview">
            {/* The home page shows it 12 px in from each side of a 375 px screen, at 750×360. */}
            <img src={banner.imageUrl} alt={banner.title} style={{ display: 'block', width: 351, aspectRatio: '750 / 360', objectFit: 'cover', borderRadius: 8 }} />
          </PhonePreview>
        </>
      )}
    </PublishedShow>
  )
}
