// A list reordered by dragging its handle (touch events, so it works the same in the mini-program and on H5),
// with 上移/下移 buttons on every row for screen readers and anyone who prefers tapping.
import { useRef, useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { t } from '@/shared/i18n'
import './training.scss'

export const ROW_HEIGHT = 52

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(Math.max(0, Math.min(next.length, to)), 0, item)
  return next
}

interface Props<T> {
  items: T[]
  keyOf: (item: T) => string | number
  render: (item: T) => ReactNode
  onChange: (items: T[]) => void
  testId?: string
}

export function SortableList<T>({ items, keyOf, render, onChange, testId }: Props<T>) {
  const [dragging, setDragging] = useState<{ index: number; offset: number } | null>(null)
  const startY = useRef(0)

  const onStart = (index: number, y: number) => {
    startY.current = y
    setDragging({ index, offset: 0 })
  }
  const onMove = (y: number) => { if (dragging) setDragging({ ...dragging, offset: y - startY.current }) }
  const onEnd = () => {
    if (!dragging) return
    const to = dragging.index + Math.round(dragging.offset / ROW_HEIGHT)
    setDragging(null)
    if (to !== dragging.index) onChange(moveItem(items, dragging.index, to))
  }

  return (
    <View data-testid={testId}>
      {items.map((item, index) => {
        const isDragging = dragging?.index === index
        return (
          <View key={keyOf(item)} className={`tr-sort__item ${isDragging ? 'is-dragging' : ''}`} data-testid='sort-row'
            style={isDragging ? { transform: `translateY(${dragging.offset}px)` } : undefined}>
            <View className='tr-spacer'>{render(item)}</View>
            <View className='tr-sort__btn' role='button' aria-label={t('training.common.moveUp')} aria-disabled={index === 0}
              onClick={() => index > 0 && onChange(moveItem(items, index, index - 1))}>↑</View>
            <View className='tr-sort__btn' role='button' aria-label={t('training.common.moveDown')} aria-disabled={index === items.length - 1}
              onClick={() => index < items.length - 1 && onChange(moveItem(items, index, index + 1))}>↓</View>
            <Text className='tr-sort__handle' aria-hidden
              onTouchStart={(e) => onStart(index, e.touches[0].clientY)}
              onTouchMove={(e) => { e.stopPropagation(); onMove(e.touches[0].clientY) }}
              onTouchEnd={onEnd} onTouchCancel={() => setDragging(null)}>≡</Text>
          </View>
        )
      })}
    </View>
  )
}
