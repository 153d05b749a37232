// The learner's current location while a map is on screen: asked at once and every 30 s (product rules §9), stopped
// when the page hides. Only the mini-program asks (its map shows the blue dot itself; the position also centres
// "where am I" and the distance line); H5 shows no live map, so it never prompts for the location.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidHide, useDidShow } from '@tarojs/taro'

export const LOCATION_REFRESH_MS = 30000

export interface Position { latitude: number; longitude: number }

export function useCurrentLocation(enabled: boolean): Position | null {
  const [position, setPosition] = useState<Position | null>(null)
  const timer = useRef<ReturnType<typeof setInterval>>()
  const ask = useCallback(() => {
    Taro.getLocation({ type: 'gcj02' })
      .then((res) => setPosition({ latitude: res.latitude, longitude: res.longitude }))
      // Refused or unavailable: the map still shows the venue; the last known position stays.
      .catch(() => undefined)
  }, [])
  const stop = useCallback(() => { if (timer.current) clearInterval(timer.current); timer.current = undefined }, [])
  const start = useCallback(() => {
    if (!enabled || process.env.TARO_ENV !== 'weapp' || timer.current) return
    ask()
    timer.current = setInterval(ask, LOCATION_REFRESH_MS)
  }, [enabled, ask])
  useDidShow(start)
  useDidHide(stop)
  useEffect(() => { start(); return stop }, [start, stop])
  return position
}

/** Straight-line distance in metres (haversine), for "距上课地点约 1.2 公里". */
export function distanceMetres(a: Position, b: Position): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return Math.round(2 * 6371000 * Math.asin(Math.sqrt(h)))
}
