// Empty state for pages and lists: icon, title, optional description and optional action button.
// Built on NutUI Empty so it matches the rest of the UI; the title defaults to 暂无数据.
import type { ReactNode } from 'react'
import { Empty as NutEmpty } from '@nutui/nutui-react-taro'
import { Failure, List, NetworkError } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import './empty.scss'

export interface EmptyProps {
  /** Shown large; defaults to the localized 暂无数据. */
  title?: ReactNode
  description?: ReactNode
  /** An image URL or node; defaults to an icon for `status`. */
  image?: ReactNode
  /** Which default icon to show when no image is given. */
  status?: 'empty' | 'error' | 'network'
  /** The call to action under the text (去逛逛, 去添加): a primary button. */
  action?: { text: string; onAction: () => void }
  /** Label of the action button; the button shows only when both actionText and onAction are given. */
  actionText?: string
  onAction?: () => void
  className?: string
}

// NutUI's own default pictures are hot-linked from a third-party CDN; bundled SVG icons always load.
const STATUS_ICONS = { empty: List, error: Failure, network: NetworkError }
const ICON_PX = 64

function EmptyImpl({ title, description, image, status = 'empty', action, actionText, onAction, className }: EmptyProps) {
  const { text, onAction: run } = action ?? { text: actionText, onAction }
  // NutUI 3.0.20 types onClick as returning a function (a typing slip; the return value is ignored).
  const actions = text && run
    ? [{ text, type: 'primary' as const, onClick: run as unknown as () => () => void }]
    : []
  const Icon = STATUS_ICONS[status]
  return (
    <NutEmpty className={`fe-empty ${className ?? ''}`} status={status} imageSize={image ? undefined : ICON_PX}
      image={image ?? <Icon className='fe-empty__icon' size={ICON_PX} />}
      title={title ?? t('common.empty.title')} description={description} actions={actions} />
  )
}

export const Empty = observer(EmptyImpl)
