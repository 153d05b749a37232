import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ConfigError, loadConfig } from '../../../server/src/config'
import { startFakeWechatPay, type FakeWechatPay } from '../helpers/wechat-pay/fake-wechat-pay'

const root = path.resolve(__dirname, '../../..')

// Production must take real WeChat Pay; the fake's merchant variables stand in, with the https URLs production needs.
let fake: FakeWechatPay
let wechatPayEnv: Record<string, string>
beforeAll(async () => {
  fake = await startFakeWechatPay('public-key')
  wechatPayEnv = { ...fake.env, WECHAT_PAY_NOTIFY_BASE_URL: 'https://shop.example.com', WECHAT_PAY_API_BASE: '' }
})
afterAll(() => fake.close())

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
      adminDistDir: path.join(root, 'dist', 'admin'),
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
    expect(loadConfig({ NODE_ENV: 'production', ...wechatPayEnv }).seedDemo).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', ...wechatPayEnv }).seedDemo).toBe(true)
  })

  it('uses the sandbox payment provider by default, and WeChat Pay when configured', () => {
    expect(loadConfig({}).payment).toEqual({ provider: 'sandbox' })
    const config = loadConfig({ NODE_ENV: 'production', ...wechatPayEnv })
    expect(config.payment).toMatchObject({ provider: 'wechat', wechat: { mchid: fake.config.mchid } })
  })

  it('refuses production without WeChat Pay, naming the payment variable with the others', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER: must be wechat in production/)
    let error: unknown
    try {
      loadConfig({ PORT: 'abc', PAYMENT_PROVIDER: 'wechat' })
    } catch (err) {
      error = err
    }
    expect(error).toBeInstanceOf(ConfigError)
    const names = (error as ConfigError).problems.map(([name]) => name)
    expect(names).toEqual(expect.arrayContaining(['PORT', 'WECHAT_PAY_MCHID', 'WECHAT_PAY_NOTIFY_BASE_URL']))
  })

  it('refuses production over PostgreSQL or with several nodes without FIELD_KEYS; the embedded default keeps its own key', () => {
    const pg = { DATABASE_URL: 'postgres://app@db.example.com:5432/fitedu' }
    const key = { FIELD_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}` }
    expect(() => loadConfig({ NODE_ENV: 'production', ...wechatPayEnv, ...pg })).toThrow(
      /FIELD_KEYS: required in production with DATABASE_URL or MULTI_NODE: every API node must seal .* with the same keys/
    )
    expect(() => loadConfig({ NODE_ENV: 'production', ...wechatPayEnv, ...pg, MULTI_NODE: 'true' })).toThrow(/FIELD_KEYS: required/)
    expect(loadConfig({ NODE_ENV: 'production', ...wechatPayEnv, ...pg, ...key }).security.fieldKeys).toHaveLength(1)
    // One process over the embedded database generates and keeps its key (DATA_DIR/field-keys); so do non-production runs.
    expect(loadConfig({ NODE_ENV: 'production', ...wechatPayEnv }).security.fieldKeys).toBeUndefined()
    expect(loadConfig({ ...pg, MULTI_NODE: 'true' }).multiNode).toBe(true)
  })

  it('the server does not start in production over PostgreSQL without FIELD_KEYS, and says why', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'server/tsconfig.json', 'server/src/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ...wechatPayEnv, DATABASE_URL: 'postgres://app@127.0.0.1:1/fitedu', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('Invalid configuration:')
    expect(run.stderr).toContain('FIELD_KEYS: required in production with DATABASE_URL or MULTI_NODE')
  }, 70_000)

  it('needs DATABASE_URL for MULTI_NODE: nodes cannot share the embedded database', () => {
    expect(() => loadConfig({ MULTI_NODE: 'true' })).toThrow(/MULTI_NODE: needs DATABASE_URL/)
    expect(loadConfig({}).multiNode).toBe(false)
  })

  it('uses S3 when S3_BUCKET is set, and then needs its public base', () => {
    expect(() => loadConfig({ S3_BUCKET: 'files' })).toThrow(/S3_PUBLIC_BASE_URL/)
    const config = loadConfig({ S3_BUCKET: 'files', S3_PUBLIC_BASE_URL: 'https://cdn.example.com/' })
    expect(config.s3).toMatchObject({ bucket: 'files', publicBaseUrl: 'https://cdn.example.com' })
    expect(config.staticBaseUrl).toBe('https://cdn.example.com')
  })

  it('answers by search without AI_*, by the configured model with AI_BASE_URL and AI_MODEL, and never shows the key', () => {
    expect(loadConfig({}).ai).toBeNull()
    expect(loadConfig({ AI_BASE_URL: 'https://api.deepseek.com/v1/', AI_MODEL: 'deepseek-chat', AI_API_KEY: 'sk-1' }).ai)
      .toEqual({ baseUrl: 'https://api.deepseek.com/v1', model: 'deepseek-chat', apiKey: 'sk-1' })
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'qwen2.5' }).ai).toMatchObject({ apiKey: '' })
    expect(() => loadConfig({ AI_BASE_URL: 'https://api.openai.com/v1' })).toThrow(/AI_BASE_URL: set both AI_BASE_URL and AI_MODEL/)
    expect(() => loadConfig({ AI_MODEL: 'gpt-4o-mini' })).toThrow(/AI_BASE_URL/)
    expect(() => loadConfig({ AI_API_KEY: 'sk-secret-1' })).toThrow(/AI_API_KEY/)
    try {
      loadConfig({ AI_BASE_URL: 'not a url', AI_MODEL: 'm', AI_API_KEY: 'sk-secret-2' })
      throw new Error('expected a ConfigError')
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError)
      expect((err as Error).message).toMatch(/AI_BASE_URL/)
      expect((err as Error).message).not.toContain('sk-secret-2')
    }
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
