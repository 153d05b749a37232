// What every context gets from the app: one typed object built in app.ts and handed to the context's plugin,
// which hands it (extended with the context's own integrations) to its routes and services. No context reads
// decorations off the fastify instance.
import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from '../config'
import type { Db } from '../db'

export interface BaseContext {
  db: Db
  /** The server's clock: every rule with a time in it reads this (tests move it instead of sleeping). */
  now: () => Date
  log: FastifyBaseLogger
  config: AppConfig
}
