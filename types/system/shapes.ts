export interface Health {
  ok: boolean
  db: 'up' | 'down'
  version: string
  uptimeSeconds: number
}
