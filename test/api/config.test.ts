import path from 'node:path'
import { ConfigError, loadConfig } from '../../server/src/config'

const root = path.resolve(__dirname, '../..')

describe('loadConfig', () => {
  it('works with nothing set (embedded defaults)', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      logLevel: 'info',
      dataDir: path.join(root, 'data'),
      pgliteDir: path.join(root, 'data', 'pglite'),
      uploadsDir: path.join(root, 'data', 'uploads'),
      databaseUrl: undefined,
      h5DistDir: path.join(root, 'dist', 'h5'),
      staticBaseUrl: '',
      tokenTtlDays: 30,
      rateLimitMax: 300,
      trustProxy: false,
      seedDemo: true,
      s3: null,
      uploadMaxBytes: { image: 10 * 1024 * 1024, video: 100 * 1024 * 1024, file: 20 * 1024 * 1024 }
    })
    expect(Object.isFrozen(config)).toBe(true)
  })

  it('lists every bad variable at once', () => {
    let error: unknown
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })
    } catch (err) {
      error = err
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    expect(message).toContain('PORT')
    expect(message).toContain('DATABASE_URL')
    expect(message).toContain('LOG_LEVEL')
  })

  it('does not seed demo accounts in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true)
  })

  it('uses S3 when S3_BUCKET is set, and then needs its public base', () => {
    expect(() => loadConfig({ S3_BUCKET: 'files' })).toThrow(/S3_PUBLIC_BASE_URL/)
    const config = loadConfig({ S3_BUCKET: 'files', S3_PUBLIC_BASE_URL: 'https://cdn.example.com/' })
    expect(config.s3).toMatchObject({ bucket: 'files', publicBaseUrl: 'https://cdn.example.com' })
    expect(config.staticBaseUrl).toBe('https://cdn.example.com')
  })

  it('reads TRUST_PROXY as a boolean, a hop count or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1'])
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined })
  })
})
