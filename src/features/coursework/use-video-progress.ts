// Where the video stands, saved to the server every SAVE_EVERY_MS of playback, on pause, at the end, when the page
// is hidden and when it closes, so the next opening resumes there. With the course's no-seek-ahead option the
// player sends a jump past the furthest point reached back there (the server refuses such a save anyway).
import { useEffect, useRef, useState } from 'react'
import Taro, { useDidHide } from '@tarojs/taro'
import type { DocItem } from '@contract/classroom/documents-shapes'
import { t } from '@/shared/i18n'
import { showToast } from '@/shared/toast'
import { saveDocProgress } from './api'

export const SAVE_EVERY_MS = 10_000
/** A timeupdate comes every ~250 ms: anything further ahead than this was a seek. */
const SEEK_TOLERANCE_SEC = 3

export function useVideoProgress(item: DocItem, videoId: string) {
  const position = useRef(item.positionSec)
  const furthest = useRef(Math.max(item.maxPositionSec, item.positionSec))
  const lastSaved = useRef({ at: Date.now(), sec: item.positionSec })
  const [completed, setCompleted] = useState(item.completed)
  const locked = item.noSeekAhead && !completed

  const save = () => {
    const sec = Math.floor(position.current)
    if (sec === lastSaved.current.sec) return
    lastSaved.current = { at: Date.now(), sec }
    saveDocProgress(item.id, sec)
      .then((p) => { if (p.completed) setCompleted(true) })
      .catch(() => { /* the next save carries the position again */ })
  }
  const saveRef = useRef(save)
  saveRef.current = save

  const onTimeUpdate = (currentTime: number) => {
    if (locked && currentTime > furthest.current + SEEK_TOLERANCE_SEC) {
      Taro.createVideoContext(videoId).seek(furthest.current)
      void showToast(t('coursework.item.seekRefused'))
      return
    }
    position.current = currentTime
    furthest.current = Math.max(furthest.current, currentTime)
    if (Date.now() - lastSaved.current.at >= SAVE_EVERY_MS) save()
  }

  useDidHide(() => saveRef.current())
  useEffect(() => () => saveRef.current(), [])

  return { onTimeUpdate, onPause: save, onEnded: () => { position.current = item.durationSec; save() }, completed, locked }
}
